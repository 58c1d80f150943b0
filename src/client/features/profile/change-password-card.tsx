import { useTranslation } from 'react-i18next';
import { changePasswordForm } from '@shared/schemas/account-recovery';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { Button, Card } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { NewPasswordFields } from '../auth/new-password-fields';

const EMPTY = { current_password: '', new_password: '', confirmPassword: '' };

/** Change Password on the profile page: this session stays, every other one ends. */
export function ChangePasswordCard() {
  const { t } = useTranslation('app', { keyPrefix: 'profile.password' });
  const toast = useToast();
  const change = trpc.auth.changePassword.useMutation();
  const { field, watch, reset, handleSubmit, submitting, showServerErrors } = useSchemaForm(
    changePasswordForm,
    EMPTY,
  );

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      const { message } = await change.mutateAsync({ current_password, new_password });
      reset(EMPTY);
      toast({ variant: 'success', description: message });
    } catch (error) {
      if (!showServerErrors(error))
        toast({
          variant: 'error',
          description: failureMessage(error, t('failed')),
        });
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4 sm:max-w-md">
        <TextField
          label={t('current')}
          type="password"
          autoComplete="current-password"
          {...field('current_password')}
        />
        <NewPasswordFields
          password={field('new_password')}
          confirm={field('confirmPassword')}
          value={watch('new_password')}
        />
        <Button type="submit" loading={submitting}>
          {submitting ? t('changing') : t('change')}
        </Button>
      </form>
    </Card>
  );
}
