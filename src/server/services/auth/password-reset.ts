import { eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { users } from '@db/schema';
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_LINK_MESSAGE,
  PASSWORD_RESET_MESSAGE,
} from '@shared/schemas/account-recovery';
import { badRequest } from '@server/errors';
import { HOUR, type RateLimiter } from '@server/rate-limit';
import { passwordChangedEmail, passwordResetEmail } from './account-emails';
import { issueAccountToken, usableTokenOwner, useAccountToken } from './account-tokens';
import type { VerificationDeps } from './email-verification';
import { inBackground } from './in-background';
import { hashPassword } from './password';
import { deleteUserSessions } from './sessions';

type Deps = VerificationDeps & { limiter: RateLimiter };

const recipientColumns = { id: users.id, email: users.email, fullName: users.fullName };

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
  inBackground(deps.log, 'the password reset email', async () => {
    const [user] = await deps.db.select(recipientColumns).from(users).where(eq(users.email, email));
    if (!user) return;
    const token = await issueAccountToken(deps.db, user.id, 'password_reset', deps.now());
    await deps.mailer.send(passwordResetEmail(deps.env.APP_URL, user, token));
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
  if (!(await usableTokenOwner(deps.db, input.token, 'password_reset', now)))
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
    return id;
  });
  if (!userId) throw badRequest(INVALID_LINK_MESSAGE);
  notifyPasswordChanged(deps, userId);
  return { message: PASSWORD_RESET_MESSAGE };
}

/** Tells the owner their password changed (after the commit, never holding up the answer). */
export function notifyPasswordChanged(deps: VerificationDeps, userId: string) {
  inBackground(deps.log, 'the password changed email', async () => {
    const [user] = await readRecipient(deps.db, userId);
    if (user) await deps.mailer.send(passwordChangedEmail(deps.env.APP_URL, user));
  });
}

const readRecipient = (db: Db, userId: string) =>
  db.select(recipientColumns).from(users).where(eq(users.id, userId));
