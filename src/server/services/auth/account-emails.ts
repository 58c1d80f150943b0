import type { Email } from '@server/mail/mailer';
import { renderEmail } from '@server/mail/template';
import { APP_NAME } from '@shared/product';

type Recipient = { email: string; fullName: string };

const hello = (to: Recipient) => `Hi ${to.fullName},`;

/** The forgot-password email: the reset link, valid for 60 minutes. */
export function passwordResetEmail(appUrl: string, to: Recipient, token: string): Email {
  return {
    to: to.email,
    subject: `Reset your ${APP_NAME} password`,
    ...renderEmail(appUrl, {
      heading: 'Reset your password',
      paragraphs: [
        hello(to),
        'Someone, hopefully you, asked to reset the password of your account. Choose a new one with this link; it works once, for 60 minutes.',
      ],
      action: { label: 'Choose a new password', url: `/auth/reset?token=${encodeURIComponent(token)}` },
      note: 'If you did not ask for this, ignore this email: your password stays as it is.',
    }),
  };
}

/** Sent after a reset or a change, so an owner who did neither learns of it. */
export function passwordChangedEmail(appUrl: string, to: Recipient): Email {
  return {
    to: to.email,
    subject: `Your ${APP_NAME} password was changed`,
    ...renderEmail(appUrl, {
      heading: 'Your password was changed',
      paragraphs: [
        hello(to),
        'The password of your account has just been changed, and every other sign-in has been ended.',
        'If this was not you, reset your password now with "Forgot password?" on the sign-in page, and write to us through the contact page.',
      ],
      action: { label: 'Sign in', url: '/auth' },
    }),
  };
}

/** The sign-up's (and "Resend"'s) email: the verification link, valid for 7 days. */
export function verificationEmail(appUrl: string, to: Recipient, token: string): Email {
  return {
    to: to.email,
    subject: `Verify your email for ${APP_NAME}`,
    ...renderEmail(appUrl, {
      heading: 'Verify your email address',
      paragraphs: [
        hello(to),
        `Welcome to ${APP_NAME}. Please confirm that this address is yours, so we can reach you about your collaborations and help you back in if you forget your password.`,
      ],
      action: { label: 'Verify my email', url: `/auth/verify?token=${encodeURIComponent(token)}` },
      note: 'The link works for 7 days. If you did not sign up, ignore this email.',
    }),
  };
}
