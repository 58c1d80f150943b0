import type { ComponentProps } from 'react';
import { TextField } from '@client/components/text-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** A new password with the strength meter, and its confirmation: sign-up's pair, for reset and change. */
export function NewPasswordFields({
  password,
  confirm,
  value,
  label = 'New Password',
}: {
  password: FieldProps;
  confirm: FieldProps;
  value: string;
  label?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        {...password}
        hint={<PasswordStrengthMeter password={value} />}
      />
      <TextField label={`Confirm ${label}`} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
