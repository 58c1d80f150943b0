import { useTranslation } from 'react-i18next';
import { isMessage } from '@client/i18n/messages';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { INVALID_LINK_MESSAGE, resetPasswordForm } from '@shared/schemas/account-recovery';
import { useToast } from '@client/components/toast';
import { buttonClass } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useSession } from '../session/session-provider';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

/**
 * /auth/reset?token=…, from the forgot-password email: the link is checked as the page opens
 * (without using it), so a used, expired or made-up one says so before anyone types a password;
 * then a new password, then the sign-in tab with a success toast. The reset ends every session, this
 * browser's too, so it signs in afresh with the new password rather than being signed in here.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('public', { keyPrefix: 'auth.reset' });
  const navigate = useNavigate();
  const toast = useToast();
  const { user, signOut } = useSession();
  const reset = trpc.auth.resetPassword.useMutation();
  // Asked once per page: a link used here must not turn the page into "invalid" before it leaves.
  const link = trpc.auth.checkResetLink.useQuery(
    { token },
    { enabled: Boolean(token), retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
  );
  const [usedUp, setUsedUp] = useState(false);
  // Any other failure of the check (the network) leaves the form: the reset itself will tell.
  const badLink =
    !token || usedUp || (link.isError && isMessage(apiError(link.error).message, INVALID_LINK_MESSAGE));
  const { field, watch, handleSubmit, submitting, showServerErrors } = useSchemaForm(resetPasswordForm, {
    password: '',
    confirmPassword: '',
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ token, password });
      if (user) await signOut();
      toast({ variant: 'success', description: message });
      void navigate({ to: '/auth', search: { tab: 'signin' }, replace: true });
    } catch (error) {
      if (isMessage(apiError(error).message, INVALID_LINK_MESSAGE)) setUsedUp(true);
      else if (!showServerErrors(error))
        toast({
          variant: 'error',
          description: failureMessage(error, t('notChanged')),
        });
    }
  });

  if (badLink)
    return (
      <AuthCard title={t('title')}>
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('invalid')}
        </div>
        <p className="mt-4 text-sm text-slate-700">{t('askAgain')}</p>
        <Link to="/auth" search={{ tab: 'signin' }} className={`${buttonClass()} mt-4 w-full`}>
          {t('goSignIn')}
        </Link>
      </AuthCard>
    );

  if (link.isPending)
    return (
      <AuthCard title={t('title')}>
        <p role="status" className="text-center text-sm text-slate-600">
          {t('checking')}
        </p>
      </AuthCard>
    );

  return (
    <AuthCard title={t('chooseTitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <p className="text-sm text-slate-600">{t('signedOutEverywhere')}</p>
        <NewPasswordFields
          password={{ ...field('password'), autoFocus: true }}
          confirm={field('confirmPassword')}
          value={watch('password')}
        />
        <SubmitButton busy={submitting} busyText={t('saving')}>
          {t('submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
