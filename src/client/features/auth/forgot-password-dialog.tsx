import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { forgotPasswordForm } from '@shared/schemas/account-recovery';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Dialog } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';

/**
 * "Forgot password?" under the sign-in form: asks for the email and shows the server's neutral
 * answer (the same whether or not the account exists).
 */
export function ForgotPassword({ email }: { email: string }) {
  const { t } = useTranslation('public', { keyPrefix: 'auth.forgot' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
      >
        {t('link')}
      </button>
      {open && <ForgotPasswordDialog email={email} onClose={() => setOpen(false)} />}
    </>
  );
}

function ForgotPasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation('public', { keyPrefix: 'auth' });
  const toast = useToast();
  const request = trpc.auth.forgotPassword.useMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { field, handleSubmit, submitting } = useSchemaForm(forgotPasswordForm, { email });

  const submit = handleSubmit(async (input) => {
    try {
      setSent((await request.mutateAsync(input)).message);
    } catch (error) {
      toast({
        variant: 'error',
        description: failureMessage(error, t('forgot.notSent')),
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('forgot.title')}
      description={sent ? undefined : t('forgot.intro')}
      footer={
        sent ? (
          <Button onClick={onClose}>{t('forgot.backToSignIn')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel', { keyPrefix: 'common' })}
            </Button>
            <Button type="submit" form="forgot-password-form" loading={submitting}>
              {submitting ? t('sending') : t('forgot.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <p role="status" className="text-sm text-slate-700">
          {sent}
        </p>
      ) : (
        <form id="forgot-password-form" noValidate onSubmit={(e) => void submit(e)}>
          <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
        </form>
      )}
    </Dialog>
  );
}
