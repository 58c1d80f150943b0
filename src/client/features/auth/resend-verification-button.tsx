import { useTranslation } from 'react-i18next';
import { useToast } from '@client/components/toast';
import { Button } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSession } from '../session/session-provider';

/** Asks for a new verification link; a 409 means the address was verified meanwhile, so the user is read again. */
export function ResendVerificationButton({
  className = '',
  size,
}: {
  className?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('public', { keyPrefix: 'auth' });
  const toast = useToast();
  const { refreshUser } = useSession();
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: ({ message }) => toast({ variant: 'success', description: message }),
    onError: (error) => {
      if (apiError(error).status === 409) void refreshUser();
      toast({
        variant: 'error',
        description: failureMessage(error, t('forgot.notSent')),
      });
    },
  });
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      {resend.isPending ? t('sending') : t('verify.resend')}
    </Button>
  );
}
