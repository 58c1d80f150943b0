import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { users } from '@db/schema';
import { APP_NAME } from '@shared/product';
import { queueEmails, type OutboxEmail } from '../outbox/queue';
import { sealLink } from '../outbox/seal';
import type { Keyring } from '../crypto';

type Recipient = { id: string; email: string; fullName: string };

const hello = (to: Recipient) => `Hi ${to.fullName},`;

/** An account email to `to`: the product's name in the subject, the recipient's account named. */
const accountEmail = (to: Recipient, subject: string, content: OutboxEmail['content']): OutboxEmail => ({
  to: to.email,
  userId: to.id,
  category: 'account',
  subject,
  content,
});

/**
 * The forgot-password email: the reset link, valid for 60 minutes. The link signs its holder in, so
 * it is sealed in the outbox like a PAN (docs/product.md#email-outbox), opened only to be sent.
 */
export const passwordResetEmail = (keyring: Keyring, to: Recipient, token: string): OutboxEmail =>
  accountEmail(to, `Reset your ${APP_NAME} password`, {
    heading: 'Reset your password',
    paragraphs: [
      hello(to),
      'Someone, hopefully you, asked to reset the password of your account. Choose a new one with this link; it works once, for 60 minutes.',
    ],
    action: sealLink(keyring, {
      label: 'Choose a new password',
      url: `/auth/reset?token=${encodeURIComponent(token)}`,
    }),
    note: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });

/** The sign-up's (and "Resend"'s) email: the verification link, valid for 7 days, sealed like the reset link. */
export const verificationEmail = (keyring: Keyring, to: Recipient, token: string): OutboxEmail =>
  accountEmail(to, `Verify your email for ${APP_NAME}`, {
    heading: 'Verify your email address',
    paragraphs: [
      hello(to),
      `Welcome to ${APP_NAME}. Please confirm that this address is yours, so we can reach you about your collaborations and help you back in if you forget your password.`,
    ],
    action: sealLink(keyring, {
      label: 'Verify my email',
      url: `/auth/verify?token=${encodeURIComponent(token)}`,
    }),
    note: 'The link works for 7 days. If you did not sign up, ignore this email.',
  });

/**
 * Queues, in the transaction of a reset or a change, the email that tells the owner their password
 * changed, so an owner who did neither learns of it.
 */
export async function queuePasswordChanged(tx: Db, userId: string, now: number) {
  const [to] = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!to) return;
  await queueEmails(
    tx,
    [
      accountEmail(to, `Your ${APP_NAME} password was changed`, {
        heading: 'Your password was changed',
        paragraphs: [
          hello(to),
          'The password of your account has just been changed, and every other sign-in has been ended.',
          'If this was not you, reset your password now with "Forgot password?" on the sign-in page, and write to us through the contact page.',
        ],
        action: { label: 'Sign in', url: '/auth' },
      }),
    ],
    now,
  );
}
