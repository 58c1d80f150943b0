import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { TextField } from '@client/components/text-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** A new password with the strength meter, and its confirmation: sign-up's pair, for reset and change. */
export function NewPasswordFields({
  password,
  confirm,
  value,
  label,
}: {
  password: FieldProps;
  confirm: FieldProps;
  value: string;
  label?: string;
}) {
  const { t } = useTranslation('public', { keyPrefix: 'auth.newPassword' });
  const name = label ?? t('label');
  return (
    <>
      <TextField
        label={name}
        type="password"
        autoComplete="new-password"
        {...password}
        hint={<PasswordStrengthMeter password={value} />}
      />
      <TextField
        label={t('confirm', { label: name })}
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
