import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { accountTokens } from '@db/schema';
import type { AccountTokenPurpose } from '@shared/enums';
import { generateToken, sessionIdOf as hashToken } from './sessions';

const MINUTE_MS = 60_000;

/** How long an emailed link works: a reset link briefly (it signs the holder in), a verification link for a week. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * MINUTE_MS,
  email_verification: 7 * 24 * 60 * MINUTE_MS,
};

const iso = (ms: number) => new Date(ms).toISOString();

/** The link's condition "this token, for this purpose, unused and not expired at `now`". */
const usable = (token: string, purpose: AccountTokenPurpose, now: number) =>
  and(
    eq(accountTokens.id, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, iso(now)),
  );

/** A new single-use token for `userId`; only its SHA-256 is stored, the token itself goes in the email. */
export async function issueAccountToken(db: Db, userId: string, purpose: AccountTokenPurpose, now: number) {
  const token = generateToken();
  await db.insert(accountTokens).values({
    id: hashToken(token),
    userId,
    purpose,
    expiresAt: iso(now + TOKEN_LIFETIME_MS[purpose]),
    createdAt: iso(now),
  });
  return token;
}

/**
 * A token that would work now, without using it: its owner and until when it works (the reset page
 * checks its link as it opens; a reset refuses a bad link before its slow hashing).
 */
export async function usableToken(db: Db, token: string, purpose: AccountTokenPurpose, now: number) {
  const [row] = await db
    .select({ userId: accountTokens.userId, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(usable(token, purpose, now));
  return row;
}

/**
 * Uses the token, in the caller's transaction: one conditional update, so of two concurrent uses
 * exactly one gets the owner's id (SQLite runs them one at a time; PostgreSQL's SERIALIZABLE retry
 * sees the token used). Every other unused token of the same purpose is used up too
 * (`endAccountTokens`): one reset (or one verification) ends every link sent for it. Undefined when
 * the token does not work now.
 */
export async function useAccountToken(tx: Db, token: string, purpose: AccountTokenPurpose, now: number) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: iso(now) })
    .where(usable(token, purpose, now))
    .returning({ userId: accountTokens.userId });
  if (!row) return undefined;
  await endAccountTokens(tx, row.userId, purpose, now);
  return row.userId;
}

/**
 * Uses up every unused link of `userId` for `purpose`, in the caller's transaction: after a reset
 * or a change of password, no reset link sent before it works (docs/product.md#account-recovery).
 */
export async function endAccountTokens(tx: Db, userId: string, purpose: AccountTokenPurpose, now: number) {
  await tx
    .update(accountTokens)
    .set({ usedAt: iso(now) })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** Whether `token` was ever issued for `purpose` (used or expired alike): the verify page's second click. */
export async function tokenOwner(db: Db, token: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, hashToken(token)), eq(accountTokens.purpose, purpose)));
  return row?.userId;
}
