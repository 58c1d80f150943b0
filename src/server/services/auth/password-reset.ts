import { eq, sql } from 'drizzle-orm';
import { userLanguage } from '@db/rows/people';
import { users } from '@db/schema';
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_LINK_MESSAGE,
  PASSWORD_RESET_MESSAGE,
} from '@shared/schemas/account-recovery';
import { badRequest } from '@server/errors';
import { HOUR, type RateLimiter } from '@server/rate-limit';
import { queueEmails } from '../outbox/queue';
import { passwordResetEmail, queuePasswordChanged } from './account-emails';
import { issueAccountToken, usableToken, useAccountToken } from './account-tokens';
import type { VerificationDeps } from './email-verification';
import { inBackground } from './in-background';
import { hashPassword } from './password';
import { deleteUserSessions } from './sessions';

type Deps = VerificationDeps & { limiter: RateLimiter };

const recipientColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  language: userLanguage,
};

/**
 * Forgot password: the same answer, as fast, whether or not the account exists. The limits are
 * counted first (per address, and per email so nobody can flood one inbox); the lookup, the token
 * and the email happen after the answer, so its timing tells nothing either.
 */
export async function requestPasswordReset(deps: Deps, email: string, ip: string) {
  await deps.limiter.consumeAll([
    {
      key: `reset-emails-ip:${ip}`,
      limit: deps.env.RATE_LIMIT_RESET_EMAILS_PER_IP,
      windowMs: HOUR,
      message: 'Too many password reset requests from this address. Please try again later.',
    },
    {
      key: `reset-emails:${email}`,
      limit: deps.env.RATE_LIMIT_RESET_EMAILS,
      windowMs: HOUR,
      message:
        'Too many password reset requests for this email. Please check your inbox, or try again later.',
    },
  ]);
  inBackground(deps, 'the password reset email', async () => {
    const [user] = await deps.db.select(recipientColumns).from(users).where(eq(users.email, email));
    if (!user) return;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, user.id, 'password_reset', now);
      await queueEmails(tx, [passwordResetEmail(deps.keyring, user, token)], now);
    });
    deps.emails.wake();
  });
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * Sets the new password from a reset link. Using the token, writing the password and ending every
 * session of the account are one transaction: of two uses of one link, one wins and the other is
 * 400. The link proves the address too, so it counts as verified. The hash is made before the
 * transaction (slow, and PostgreSQL may run the body twice), once the link is known to work.
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }) {
  const now = deps.now();
  if (!(await usableToken(deps.db, input.token, 'password_reset', now)))
    throw badRequest(INVALID_LINK_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await useAccountToken(tx, input.token, 'password_reset', now);
    if (!id) return undefined;
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${new Date(now).toISOString()})`,
      })
      .where(eq(users.id, id));
    await deleteUserSessions(tx, id);
    await queuePasswordChanged(tx, id, now);
    return id;
  });
  if (!userId) throw badRequest(INVALID_LINK_MESSAGE);
  deps.emails.wake();
  return { message: PASSWORD_RESET_MESSAGE };
}

/**
 * The reset page's first call: whether its link would work now, without using it, so a used,
 * expired or made-up link is said to be one before anyone types a new password twice.
 */
export async function checkResetLink(deps: Pick<Deps, 'db' | 'now'>, token: string) {
  const found = await usableToken(deps.db, token, 'password_reset', deps.now());
  if (!found) throw badRequest(INVALID_LINK_MESSAGE);
  return { expires_at: found.expiresAt };
}
