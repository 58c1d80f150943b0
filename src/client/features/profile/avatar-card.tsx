import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@shared/schemas/profile';
import { useToast } from '@client/components/toast';
import { Card, FilePicker } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { UserAvatar } from '@client/components/user-avatar';
import { avatarFileProblem, uploadAvatar } from './avatar-upload';
import { useSessionStore } from './use-profile-save';

/** The profile photo: a chosen file shows at once, then uploads; the header's avatar follows. */
export function AvatarCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile' });
  const utils = trpc.useUtils();
  const session = useSessionStore();
  const toast = useToast();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File, onProgress: (percent: number) => void) => {
    const invalid = avatarFileProblem(file, t);
    setProblem(invalid);
    if (invalid) {
      toast({ variant: 'error', title: t('avatar.invalidFile'), description: invalid });
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
        title: t('avatar.updated'),
        description: t('avatar.uploaded'),
      });
      return true;
    } catch (error) {
      toast({
        variant: 'error',
        title: t('avatar.uploadFailedTitle'),
        description: failureMessage(error, t('avatar.uploadFailed')),
      });
      return false;
    } finally {
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('avatar.heading')}</h2>
      <div className="mt-4 flex flex-col items-center gap-4 text-center">
        <UserAvatar
          name={profile.full_name}
          src={preview ?? profile.avatar_url}
          size="lg"
          alt={t('avatar.alt', { name: profile.full_name })}
        />
        <div className="w-full text-left">
          <FilePicker
            label={t('avatar.newPhoto')}
            buttonText={t('avatar.upload')}
            hint={t('avatar.hint')}
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
