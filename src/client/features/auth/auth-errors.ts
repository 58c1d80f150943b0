import { i18n } from '@client/i18n/i18n';
import { messageText } from '@client/i18n/messages';
import type { ApiError } from '@client/lib/api-error';
import type { ToastInput } from '@client/components/toast';
import { suspendedToast } from '../session/end-notice';

const TOO_MANY = 429;

const text = (
  key:
    | 'signIn.invalid'
    | 'signIn.noAccount'
    | 'signIn.failed'
    | 'signIn.failedTitle'
    | 'signUp.emailTaken'
    | 'signUp.invalidEmail'
    | 'signUp.shortPassword'
    | 'signUp.failed'
    | 'signUp.failedTitle',
) => i18n.t(`auth.${key}`, { ns: 'public' });

/** The sign-in failure toasts (docs/product.md#auth-messages). */
export function signInFailure(error: ApiError): ToastInput {
  if (error.status === 403 && error.suspended) return suspendedToast(error);
  return { variant: 'error', title: text('signIn.failedTitle'), description: signInText(error) };
}

/** Whether the server's message (in the page's language, docs/product.md#languages) is this English one. */
const says = (message: string, english: string) =>
  message.includes(english) || message.includes(messageText(english));

function signInText({ message, status }: ApiError) {
  if (says(message, 'Invalid credentials')) return text('signIn.invalid');
  if (says(message, 'User not found')) return text('signIn.noAccount');
  // The general text would hide why; the server's text says when to try again.
  if (status === TOO_MANY) return message;
  return text('signIn.failed');
}

const SIGN_UP_TEXTS = [
  ['Email already registered', 'signUp.emailTaken'],
  ['Invalid email format', 'signUp.invalidEmail'],
  ['Password must be at least 6 characters', 'signUp.shortPassword'],
] as const;

/** The sign-up failure toasts (docs/product.md#auth-messages). */
export function signUpFailure({ message, status }: ApiError): ToastInput {
  const known = SIGN_UP_TEXTS.find(([serverText]) => says(message, serverText));
  const description = known ? text(known[1]) : status === TOO_MANY ? message : text('signUp.failed');
  return { variant: 'error', title: text('signUp.failedTitle'), description };
}
