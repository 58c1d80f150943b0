import { useTranslation } from 'react-i18next';
import { signInForm, type User } from '@shared/schemas/auth';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useSession } from '../session/session-provider';
import { signInFailure } from './auth-errors';
import { ForgotPassword } from './forgot-password-dialog';
import { SubmitButton } from './submit-button';

export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('public', { keyPrefix: 'auth' });
  const { signIn } = useSession();
  const toast = useToast();
  const { field, watch, handleSubmit, submitting } = useSchemaForm(signInForm, { email: '', password: '' });

  const submit = handleSubmit(async (input) => {
    try {
      const user = await signIn(input);
      toast({ variant: 'success', description: t('signIn.welcomeBack') });
      onSignedIn(user);
    } catch (error) {
      toast(signInFailure(apiError(error)));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <div className="-mt-2 text-right">
        <ForgotPassword email={watch('email')} />
      </div>
      <SubmitButton busy={submitting} busyText={t('signIn.busy')}>
        {t('signIn.submit')}
      </SubmitButton>
    </form>
  );
}
