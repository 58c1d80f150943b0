import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileUpdateInput } from '@shared/schemas/profile';
import { useToast } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/** The session's user object, so a new name or photo shows in the header at once. */
export function useSessionStore() {
  return useRouteContext({ from: '__root__' }).session;
}

/**
 * PUT /api/profiles/me with the product's toasts (docs/product.md#profile-messages). Resolves to true when saved; the stored profile and
 * the signed-in user's name are replaced by what the server returned.
 */
export function useProfileSave() {
  const { t } = useTranslation('app', { keyPrefix: 'profile.save' });
  const utils = trpc.useUtils();
  const toast = useToast();
  const session = useSessionStore();
  const update = trpc.profiles.updateMe.useMutation();

  /**
   * `onRefused` puts a refused value's message on its field (the form's `showServerErrors`);
   * `onConflict` gets a 409's message (a username already taken).
   */
  const save = async (
    input: ProfileUpdateInput,
    successText: string,
    {
      onRefused,
      onConflict,
    }: { onRefused?: (error: unknown) => unknown; onConflict?: (message: string) => unknown } = {},
  ) => {
    try {
      const { profile } = await update.mutateAsync(input);
      utils.profiles.me.setData(undefined, { profile });
      const user = session.user;
      if (user && user.full_name !== profile.full_name)
        session.setUser({ ...user, full_name: profile.full_name });
      toast({ variant: 'success', title: t('updated'), description: successText });
      return true;
    } catch (error) {
      const { status, message } = apiError(error);
      if (status === 400) onRefused?.(error);
      if (status === 409) onConflict?.(message);
      // A refusal is named by the server; anything else gets the general text (docs/product.md#profile-messages).
      toast({
        variant: 'error',
        title: t('failed'),
        description: failureMessage(error, t('failedText')),
      });
      return false;
    }
  };

  return { save, saving: update.isPending };
}
