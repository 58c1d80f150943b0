import { useState, type ChangeEvent } from 'react';
import type { OwnProfile } from '@shared/schemas/profile';
import { useToast } from '@client/components/toast';
import { buttonClass, Card } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { UserAvatar } from '../layout/user-avatar';
import { avatarFileProblem, UPLOAD_FAILED, uploadAvatar } from './avatar-upload';
import { useSessionStore } from './use-profile-save';

/** The profile photo: a chosen file shows at once, then uploads; the header's avatar follows. */
export function AvatarCard({ profile }: { profile: OwnProfile }) {
  const utils = trpc.useUtils();
  const session = useSessionStore();
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (!file) return;
    const invalid = avatarFileProblem(file);
    setProblem(invalid);
    if (invalid) {
      toast({ variant: 'error', title: 'Invalid File', description: invalid });
      return;
    }
    const local = URL.createObjectURL(file);
    setPreview(local);
    try {
      const url = await uploadAvatar(file);
      utils.profiles.me.setData(undefined, (old) => old && { profile: { ...old.profile, avatar_url: url } });
      const user = session.user;
      if (user) session.setUser({ ...user, avatar_url: url });
      toast({
        variant: 'success',
        title: 'Profile Photo Updated',
        description: 'Your profile photo has been uploaded successfully!',
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Upload Failed',
        description: error instanceof Error && error.message ? error.message : UPLOAD_FAILED,
      });
    } finally {
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

  const uploading = preview !== null;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Profile Photo</h2>
      <div className="mt-4 flex flex-col items-center gap-4 text-center">
        <UserAvatar
          name={profile.full_name}
          src={preview ?? profile.avatar_url}
          size="lg"
          alt={`Profile photo of ${profile.full_name}`}
        />
        <label
          className={`${buttonClass('secondary')} cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600 ${
            uploading ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          {uploading ? 'Uploading…' : 'Upload Photo'}
          <input
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            disabled={uploading}
            aria-describedby="avatar-rules"
            onChange={(e) => void choose(e)}
          />
        </label>
        <p id="avatar-rules" className="text-xs text-slate-600">
          JPG or PNG, less than 2MB. A square photo works best.
        </p>
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
        <p aria-live="polite" className="sr-only">
          {uploading ? 'Uploading profile photo' : ''}
        </p>
      </div>
    </Card>
  );
}
