import type { ApiError } from '@client/lib/api-error';
import type { ToastInput } from '@client/components/toast';
import { suspendedToast } from '../session/end-notice';

const TOO_MANY = 429;

/** The sign-in failure toasts (docs/product.md#auth-messages). */
export function signInFailure(error: ApiError): ToastInput {
  if (error.status === 403 && error.suspended) return suspendedToast(error);
  return { variant: 'error', title: 'Sign in failed', description: signInText(error) };
}

function signInText({ message, status }: ApiError) {
  if (message.includes('Invalid credentials')) return 'Invalid email or password. Please try again.';
  if (message.includes('User not found')) return 'No account found with this email address.';
  // The general text would hide why; the server's text says when to try again.
  if (status === TOO_MANY) return message;
  return 'Failed to sign in. Please check your credentials and try again.';
}

const SIGN_UP_TEXTS: [serverText: string, shown: string][] = [
  ['Email already registered', 'An account with this email already exists.'],
  ['Invalid email format', 'Please enter a valid email address.'],
  ['Password must be at least 6 characters', 'Password must be at least 6 characters long.'],
];

/** The sign-up failure toasts (docs/product.md#auth-messages). */
export function signUpFailure({ message, status }: ApiError): ToastInput {
  const known = SIGN_UP_TEXTS.find(([serverText]) => message.includes(serverText));
  const description =
    known?.[1] ?? (status === TOO_MANY ? message : 'Failed to create account. Please try again.');
  return { variant: 'error', title: 'Signup failed', description };
}
