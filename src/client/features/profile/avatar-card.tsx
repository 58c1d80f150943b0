import { useState } from 'react';
import type { OwnProfile } from '@shared/schemas/profile';
import { useToast } from '@client/components/toast';
import { Card, FilePicker } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { UserAvatar } from '@client/components/user-avatar';
import { avatarFileProblem, UPLOAD_FAILED, uploadAvatar } from './avatar-upload';
import { useSessionStore } from './use-profile-save';

/** The profile photo: a chosen file shows at once, then uploads; the header's avatar follows. */
export function AvatarCard({ profile }: { profile: OwnProfile }) {
  const utils = trpc.useUtils();
  const session = useSessionStore();
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File, onProgress: (percent: number) => void) => {
    const invalid = avatarFileProblem(file);
    setProblem(invalid);
    if (invalid) {
      toast({ variant: 'error', title: 'Invalid File', description: invalid });
      return false;
    }
    const local = URL.createObjectURL(file);
    setPreview(local);
    try {
      const url = await uploadAvatar(file, onProgress);
      utils.profiles.me.setData(undefined, (old) => old && { profile: { ...old.profile, avatar_url: url } });
      const user = session.user;
      if (user) session.setUser({ ...user, avatar_url: url });
      toast({
        variant: 'success',
        title: 'Profile Photo Updated',
        description: 'Your profile photo has been uploaded successfully!',
      });
      return true;
    } catch (error) {
      toast({ variant: 'error', title: 'Upload Failed', description: failureMessage(error, UPLOAD_FAILED) });
      return false;
    } finally {
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

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
        <div className="w-full text-left">
          <FilePicker
            label="New photo"
            buttonText="Upload Photo"
            hint="JPG or PNG, less than 2MB. A square photo works best."
            accept="image/jpeg,image/png"
            onFile={upload}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
      </div>
    </Card>
  );
}
