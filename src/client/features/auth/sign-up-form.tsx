import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';
import { signUpForm, type User } from '@shared/schemas/auth';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useSession } from '../session/session-provider';
import { signUpFailure } from './auth-errors';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SubmitButton } from './submit-button';

export type SignUpUserType = 'influencer' | 'brand';

const USER_TYPE_CHOICES = [
  { value: 'influencer', label: 'influencer', note: 'influencerNote' },
  { value: 'brand', label: 'brand', note: 'brandNote' },
] as const satisfies { value: SignUpUserType; label: string; note: string }[];

type Props = { initialUserType?: SignUpUserType; onSignedUp: (user: User) => void };

export function SignUpForm({ initialUserType = 'influencer', onSignedUp }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'auth' });
  const { signUp } = useSession();
  const toast = useToast();
  const { field, register, watch, handleSubmit, submitting, formState } = useSchemaForm(signUpForm, {
    full_name: '',
    email: '',
    password: '',
    confirmPassword: '',
    user_type: initialUserType,
    // Consent is given by ticking, never ticked for the person (docs/product.md#privacy).
    accept_privacy_notice: false,
  });
  // Read, not registered here: registering comes with the box below, so a failed submit focuses the
  // first invalid field in the form's order, not the consent box.
  const consentError = formState.errors.accept_privacy_notice?.message;

  const submit = handleSubmit(async ({ confirmPassword: _confirm, ...registration }) => {
    try {
      const user = await signUp(registration);
      toast({
        variant: 'success',
        title: t('signUp.createdTitle', { name: user.full_name }),
        description: t('signUp.created'),
      });
      onSignedUp(user);
    } catch (error) {
      toast(signUpFailure(apiError(error)));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField label={t('signUp.fullName')} autoComplete="name" {...field('full_name')} />
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        {...field('password')}
        hint={<PasswordStrengthMeter password={watch('password')} />}
      />
      <TextField
        label={t('signUp.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('signUp.joiningAs')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {USER_TYPE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-md border border-slate-300 p-3 has-checked:border-indigo-600 has-checked:bg-indigo-50"
            >
              <input type="radio" value={choice.value} {...register('user_type')} className="mt-1" />
              <span>
                <span className="block text-sm font-semibold">{t(`signUp.${choice.label}`)}</span>
                <span className="block text-xs text-slate-600">{t(`signUp.${choice.note}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="accept-privacy-notice"
            type="checkbox"
            {...register('accept_privacy_notice')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'accept-privacy-notice-error' : undefined}
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400"
          />
          <label htmlFor="accept-privacy-notice" className="text-sm text-slate-700">
            {t('signUp.consentBefore')}{' '}
            <a
              href="/privacy-policy"
              target="_blank"
              rel="noopener"
              className="font-medium text-indigo-700 underline hover:text-indigo-900"
            >
              {t('signUp.consentLink')}
              <span className="sr-only">{t('signUp.newTab')}</span>
            </a>{' '}
            {t('signUp.consentAfter', { version: PRIVACY_NOTICE_VERSION })}
          </label>
        </div>
        {consentError && (
          <p id="accept-privacy-notice-error" className="mt-1 text-sm text-red-600">
            {consentError}
          </p>
        )}
      </div>
      <SubmitButton busy={submitting} busyText={t('signUp.busy')}>
        {t('signUp.submit')}
      </SubmitButton>
    </form>
  );
}
