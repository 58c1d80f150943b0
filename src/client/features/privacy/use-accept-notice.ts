import { PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';
import { useToast } from '@client/components/toast';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';

/** Accepts the notice in force; the consents read again with the server's answer. */
export function useAcceptNotice(onAccepted?: () => void) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const accept = trpc.consents.acceptNotice.useMutation({
    onSuccess: (data) => {
      utils.consents.list.setData(undefined, data);
      toast({
        variant: 'success',
        description: `Thank you: you accepted the privacy notice of ${PRIVACY_NOTICE_VERSION}.`,
      });
      onAccepted?.();
    },
    onError: (error) =>
      toast({
        variant: 'error',
        title: 'Not saved',
        description: failureMessage(error, 'Could not record your consent.'),
      }),
  });
  return {
    accept: () => accept.mutate({ notice_version: PRIVACY_NOTICE_VERSION }),
    pending: accept.isPending,
  };
}
