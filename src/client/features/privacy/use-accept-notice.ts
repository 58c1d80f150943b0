import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';
import { useToast } from '@client/components/toast';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/** Accepts the notice in force; the consents read again with the server's answer. */
export function useAcceptNotice(onAccepted?: () => void) {
  const { t } = useTranslation('app', { keyPrefix: 'privacy.consent' });
  const utils = trpc.useUtils();
  const toast = useToast();
  const accept = trpc.consents.acceptNotice.useMutation({
    onSuccess: (data) => {
      utils.consents.list.setData(undefined, data);
      toast({
        variant: 'success',
        description: t('thanks', { version: PRIVACY_NOTICE_VERSION }),
      });
      onAccepted?.();
    },
    onError: (error) =>
      toast({
        variant: 'error',
        title: t('notSaved'),
        description: failureMessage(error, t('failed')),
      }),
  });
  return {
    accept: () => accept.mutate({ notice_version: PRIVACY_NOTICE_VERSION }),
    pending: accept.isPending,
  };
}
