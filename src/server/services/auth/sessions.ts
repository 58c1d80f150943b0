import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, exists, gt, isNull, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '@db/client';
import { userLanguage } from '@db/rows/people';
import { sessions, suspensions, users } from '@db/schema';
import type { UiLanguage } from '@shared/i18n/languages';
import { SESSION_DAYS, SESSION_MAX_DAYS, SESSION_RENEW_DAYS } from '@shared/constants';
import { dataVersionCache } from '@db/data-version';
import { prepared } from '../prepared';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVITY_GRANULARITY_MS = 60 * 1000;

export type SessionUser = {
  id: string;
  email: string;
  userType: 'influencer' | 'brand' | 'admin';
  roles: string[];
  fullName: string;
  avatarUrl: string | null;
  /** Whether the owner opened the verification email's link. */
  emailVerified: boolean;
  /** The saved language of the person's screens, messages and emails. */
  language: UiLanguage;
};

/** `createdAt` is when its holder signed in: a refresh keeps it, and the session ends SESSION_MAX_DAYS after it. */
export type Session = { id: string; userId: string; expiresAt: string; createdAt: string };

export type SessionCheck =
  | { status: 'valid'; session: Session; user: SessionUser }
  | { status: 'suspended'; reason: string }
  | { status: 'invalid' };

/** 20 random bytes, base32: the only copy of a token is the one the client holds (sessions, emailed links). */
export function generateToken() {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** SHA-256 of the token, hex (node's native hash: this runs on every request). */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The sliding expiry from `now`, never past the absolute end of a session signed in at `createdAt`. */
const nextExpiry = (now: number, createdAt: string) =>
  new Date(
    Math.min(now + SESSION_DAYS * DAY_MS, Date.parse(createdAt) + SESSION_MAX_DAYS * DAY_MS),
  ).toISOString();

export async function createSession(db: Db, userId: string, createdAt = new Date().toISOString()) {
  const token = generateToken();
  const session: Session = {
    id: sessionIdOf(token),
    userId,
    expiresAt: nextExpiry(Date.now(), createdAt),
    createdAt,
  };
  await db.insert(sessions).values(session);
  return { token, session };
}

/**
 * The condition "this suspension blocks the user now": active, not a warning, and either
 * permanent or not yet past expires_at. Shared by sign-in, every request and the admin views.
 */
export const blockingSuspension = (now: string | Placeholder) =>
  and(
    eq(suspensions.status, 'active'),
    sql`${suspensions.suspensionType} <> 'warning'`,
    or(isNull(suspensions.expiresAt), gt(suspensions.expiresAt, now)),
  );

/** "The user of this `users` row is blocked now", for lists and figures over users. */
export const blockedUser = (now: string | Placeholder) =>
  exists(
    sql`(select 1 from ${suspensions} where ${and(eq(suspensions.userId, users.id), blockingSuspension(now))})`,
  );

export async function findBlockingSuspension(db: Db, userId: string) {
  const now = new Date().toISOString();
  const [suspension] = await db
    .select({ id: suspensions.id, reason: suspensions.reason })
    .from(suspensions)
    .where(and(eq(suspensions.userId, userId), blockingSuspension(now)))
    .limit(1);
  return suspension;
}

/** The session, its user and the reason of a suspension blocking that user now, if any: one indexed read per request. */
const sessionQuery = (db: Db) =>
  prepared(db, 'session-check', () =>
    db
      .select({
        expiresAt: sessions.expiresAt,
        userId: users.id,
        email: users.email,
        userType: users.userType,
        roles: users.roles,
        fullName: users.fullName,
        avatarUrl: users.avatarUrl,
        emailVerifiedAt: users.emailVerifiedAt,
        language: userLanguage,
        lastActiveAt: users.lastActiveAt,
        suspendedReason: sql<string | null>`(select ${suspensions.reason} from ${suspensions}
          where ${suspensions.userId} = ${users.id} and ${blockingSuspension(sql.placeholder('now'))} limit 1)`,
        createdAt: sessions.createdAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(),
  );

async function readSessionRow(db: Db, id: string, nowIso: string) {
  const [row] = await sessionQuery(db).execute({ id, now: nowIso });
  return row;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof readSessionRow>>>;

/**
 * Session rows read since the last write to the tables they come from. Signing out, a suspension, a
 * profile edit, and this check's own writes (an extension, the last activity) all write them, which
 * empties this, so a kept row is never older than the data and cannot repeat a write. Other writes
 * (campaigns, applications, notifications) leave it. A blocked user's row is never kept, since a
 * temporary suspension stops blocking with time alone.
 */
const recentRows = dataVersionCache<Promise<SessionRow | undefined>>(10_000, {
  reads: { sessions: true, users: true, profiles: true, suspensions: true },
  keep: (row) => row !== undefined && row.suspendedReason === null,
});

/**
 * Validates a token in one query (none while the data is unchanged); extends the session when
 * half-used and records activity at most once a minute.
 */
export async function validateSessionToken(db: Db, token: string): Promise<SessionCheck> {
  const id = sessionIdOf(token);
  const nowIso = new Date().toISOString();
  const row = await recentRows(db, id, () => readSessionRow(db, id, nowIso));
  if (!row) return { status: 'invalid' };
  const now = Date.parse(nowIso);
  // Before the expiry: a session a suspension ended still says why while the suspension lasts.
  if (row.suspendedReason !== null) return { status: 'suspended', reason: row.suspendedReason };
  if (Date.parse(row.expiresAt) <= now || Date.parse(row.createdAt) + SESSION_MAX_DAYS * DAY_MS <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return { status: 'invalid' };
  }

  // Near its absolute end a session cannot be extended further: no write then.
  const expiresAt =
    Date.parse(row.expiresAt) - now < SESSION_RENEW_DAYS * DAY_MS
      ? nextExpiry(now, row.createdAt)
      : row.expiresAt;
  // Concurrent checks of one token share the kept row: it says what is being written before the
  // write is awaited, so the others see it and do not write it again.
  const readExpiry = row.expiresAt;
  const touch = !row.lastActiveAt || now - Date.parse(row.lastActiveAt) > ACTIVITY_GRANULARITY_MS;
  row.expiresAt = expiresAt;
  if (touch) row.lastActiveAt = nowIso;
  // Only over the expiry read: a session ended meanwhile (a suspension, another process) stays ended.
  if (expiresAt !== readExpiry)
    await db
      .update(sessions)
      .set({ expiresAt })
      .where(and(eq(sessions.id, id), eq(sessions.expiresAt, readExpiry)));
  if (touch) await db.update(users).set({ lastActiveAt: nowIso }).where(eq(users.id, row.userId));
  return {
    status: 'valid',
    session: { id, userId: row.userId, expiresAt, createdAt: row.createdAt },
    user: {
      id: row.userId,
      email: row.email,
      userType: row.userType,
      roles: row.roles,
      fullName: row.fullName,
      avatarUrl: row.avatarUrl,
      emailVerified: row.emailVerifiedAt !== null,
      language: row.language,
    },
  };
}

export async function invalidateSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Ends all of a user's sessions (a suspension): they expire now rather than vanish, so while the
 * suspension lasts their next call is told the reason (403) instead of only 401; once it is over
 * they read as expired and are deleted, never working again.
 */
export async function invalidateUserSessions(db: Db, userId: string) {
  await db.update(sessions).set({ expiresAt: new Date().toISOString() }).where(eq(sessions.userId, userId));
}

/**
 * Deletes every session of a user but `keep` (a password reset keeps none; a change keeps the
 * session that made it), so the old password's sign-ins stop at their next call.
 */
export async function deleteUserSessions(db: Db, userId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}
