import { z } from 'zod';
import { emailField, newPasswordField, newPasswordFormField, signInForm } from './auth';
import { text } from './common';

/** The answer to every forgot-password call, whether or not the account exists (no probing). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for 60 minutes.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed. Sign in with your new password.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. You have been signed out everywhere else.';
export const INVALID_LINK_MESSAGE = 'Invalid or expired link';
export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified.';
export const VERIFICATION_SENT_MESSAGE = 'We have sent you a new verification link.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'Choose a password different from your current one';
const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** A token from an emailed link; an empty or unknown one is the service's 400 `Invalid or expired link`. */
const linkToken = text('token').max(200, INVALID_LINK_MESSAGE);

export const forgotPasswordInput = z.object({ email: emailField });
export const resetPasswordInput = z.object({ token: linkToken, password: newPasswordField });
/** GET /auth/reset-password?token=…: whether a reset link works, without using it. */
export const checkResetLinkInput = z.object({ token: linkToken });
export const checkResetLinkOutput = z.object({ expires_at: z.string() });
export const changePasswordInput = z.object({
  current_password: text('Current password', { trim: false, message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200, WRONG_CURRENT_PASSWORD_MESSAGE),
  new_password: newPasswordField,
});
export const verifyEmailInput = z.object({ token: linkToken });

export const messageOutput = z.object({ message: z.string() });

/** The forms, with their inline messages. */
export const forgotPasswordForm = z.object({ email: signInForm.shape.email });

export const resetPasswordForm = z
  .object({ password: newPasswordFormField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });

export const changePasswordForm = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    new_password: newPasswordFormField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.new_password === v.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  })
  .refine((v) => v.new_password !== v.current_password || !v.new_password, {
    message: SAME_PASSWORD_MESSAGE,
    path: ['new_password'],
  });
