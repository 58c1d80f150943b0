import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, gt, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { SyncDb as Db } from '@db/client';
import { sessions, suspensions, users } from '@db/schema';
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
};

/** `createdAt` is when its holder signed in: a refresh keeps it, and the session ends SESSION_MAX_DAYS after it. */
export type Session = { id: string; userId: string; expiresAt: string; createdAt: string };

export type SessionCheck =
  | { status: 'valid'; session: Session; user: SessionUser }
  | { status: 'suspended'; reason: string }
  | { status: 'invalid' };

/** 20 random bytes, base32: the only copy of a token is the one the client holds. */
function generateToken() {
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

export function createSession(db: Db, userId: string, createdAt = new Date().toISOString()) {
  const token = generateToken();
  const session: Session = {
    id: sessionIdOf(token),
    userId,
    expiresAt: nextExpiry(Date.now(), createdAt),
    createdAt,
  };
  db.insert(sessions).values(session).run();
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

export function findBlockingSuspension(db: Db, userId: string) {
  const now = new Date().toISOString();
  return db
    .select({ id: suspensions.id, reason: suspensions.reason })
    .from(suspensions)
    .where(and(eq(suspensions.userId, userId), blockingSuspension(now)))
    .get();
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

type SessionRow = {
  expiresAt: string;
  userId: string;
  email: string;
  userType: SessionUser['userType'];
  roles: string[];
  fullName: string;
  avatarUrl: string | null;
  lastActiveAt: string | null;
  suspendedReason: string | null;
  createdAt: string;
};

/**
 * Session rows read since the last write to the tables they come from. Signing out, a suspension, a
 * profile edit, and this check's own writes (an extension, the last activity) all write them, which
 * empties this, so a kept row is never older than the data and cannot repeat a write. Other writes
 * (campaigns, applications, notifications) leave it. A blocked user's row is never kept, since a
 * temporary suspension stops blocking with time alone.
 */
const recentRows = dataVersionCache<SessionRow | undefined>(10_000, {
  reads: { sessions: true, users: true, suspensions: true },
  keep: (row) => row !== undefined && row.suspendedReason === null,
});

function readSessionRow(db: Db, id: string, nowIso: string): SessionRow | undefined {
  // Driver values in the select's order: drizzle's row mapping would cost more than the read itself.
  const values = sessionQuery(db).values({ id, now: nowIso })[0] as unknown[] | undefined;
  if (!values) return undefined;
  return {
    expiresAt: values[0] as string,
    userId: values[1] as string,
    email: values[2] as string,
    userType: values[3] as SessionUser['userType'],
    roles: JSON.parse(values[4] as string) as string[],
    fullName: values[5] as string,
    avatarUrl: values[6] as string | null,
    lastActiveAt: values[7] as string | null,
    suspendedReason: values[8] as string | null,
    createdAt: values[9] as string,
  };
}

/**
 * Validates a token in one query (none while the data is unchanged); extends the session when
 * half-used and records activity at most once a minute.
 */
export function validateSessionToken(db: Db, token: string): SessionCheck {
  const id = sessionIdOf(token);
  const nowIso = new Date().toISOString();
  const row = recentRows(db, id, () => readSessionRow(db, id, nowIso));
  if (!row) return { status: 'invalid' };
  const now = Date.parse(nowIso);
  // Before the expiry: a session a suspension ended still says why while the suspension lasts.
  if (row.suspendedReason !== null) return { status: 'suspended', reason: row.suspendedReason };
  if (Date.parse(row.expiresAt) <= now || Date.parse(row.createdAt) + SESSION_MAX_DAYS * DAY_MS <= now) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    return { status: 'invalid' };
  }

  // Near its absolute end a session cannot be extended further: no write then.
  const expiresAt =
    Date.parse(row.expiresAt) - now < SESSION_RENEW_DAYS * DAY_MS
      ? nextExpiry(now, row.createdAt)
      : row.expiresAt;
  if (expiresAt !== row.expiresAt) db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
  if (!row.lastActiveAt || now - Date.parse(row.lastActiveAt) > ACTIVITY_GRANULARITY_MS) {
    db.update(users)
      .set({ lastActiveAt: new Date(now).toISOString() })
      .where(eq(users.id, row.userId))
      .run();
  }
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
    },
  };
}

export function invalidateSession(db: Db, sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/**
 * Ends all of a user's sessions (a suspension): they expire now rather than vanish, so while the
 * suspension lasts their next call is told the reason (403) instead of only 401; once it is over
 * they read as expired and are deleted, never working again.
 */
export function invalidateUserSessions(db: Db, userId: string) {
  db.update(sessions).set({ expiresAt: new Date().toISOString() }).where(eq(sessions.userId, userId)).run();
}
