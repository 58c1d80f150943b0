import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { users } from '@db/schema';
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  INVALID_LINK_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '@shared/schemas/account-recovery';
import type { UiLanguage } from '@shared/i18n/languages';
import type { Env } from '@server/env';
import { badRequest, conflict } from '@server/errors';
import type { Logger } from '@server/logger';
import { HOUR, type RateLimiter } from '@server/rate-limit';
import { queueEmails } from '../outbox/queue';
import type { OutboxWorker } from '../outbox/worker';
import type { Keyring } from '../crypto';
import { verificationEmail } from './account-emails';
import { issueAccountToken, tokenOwner, useAccountToken } from './account-tokens';
import { inBackground } from './in-background';

export type VerificationDeps = {
  db: Db;
  env: Env;
  log: Logger;
  now: () => number;
  keyring: Keyring;
  /** The outbox worker, woken once an email is queued (services/outbox/worker.ts). */
  emails: Pick<OutboxWorker, 'wake' | 'coming'>;
  /** The request's: emails start once the answer is out (in-background.ts). */
  afterAnswer?: (work: () => void) => void;
};

/** Whom the link goes to, in their saved language (the session's user, or the new account). */
type Recipient = { id: string; email: string; fullName: string; language?: UiLanguage };

/**
 * Issues a verification link and queues its email in one transaction, after the answer (sign-up
 * does not wait for it).
 */
export function sendVerificationEmail(deps: VerificationDeps, user: Recipient) {
  inBackground(deps, 'the verification email', async () => {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, user.id, 'email_verification', now);
      await queueEmails(tx, [verificationEmail(deps.keyring, user, token)], now);
    });
    deps.emails.wake();
  });
}

/**
 * The link's page: marks the address verified and uses up every verification link of the account.
 * A link opened again after it worked says so kindly instead of failing; any other used, expired or
 * unknown link is 400 `Invalid or expired link`.
 */
export async function verifyEmail(deps: VerificationDeps, token: string) {
  const now = deps.now();
  const verified = await deps.db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, token, 'email_verification', now);
    if (!userId) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(now).toISOString() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return true;
  });
  if (verified) return { message: EMAIL_VERIFIED_MESSAGE };
  const owner = await tokenOwner(deps.db, token, 'email_verification');
  if (owner && (await isVerified(deps.db, owner))) return { message: EMAIL_VERIFIED_MESSAGE };
  throw badRequest(INVALID_LINK_MESSAGE);
}

async function isVerified(db: Db, userId: string) {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return !!row?.at;
}

/** "Resend" on the banner: a new link, RATE_LIMIT_VERIFICATION_EMAILS an hour per account. */
export async function resendVerification(deps: VerificationDeps & { limiter: RateLimiter }, user: Recipient) {
  if (await isVerified(deps.db, user.id)) throw conflict(ALREADY_VERIFIED_MESSAGE);
  await deps.limiter.consume(
    `verification-emails:${user.id}`,
    deps.env.RATE_LIMIT_VERIFICATION_EMAILS,
    HOUR,
    'Too many verification emails. Please check your inbox (and spam folder), or try again later.',
  );
  sendVerificationEmail(deps, user);
  return { message: VERIFICATION_SENT_MESSAGE };
}
