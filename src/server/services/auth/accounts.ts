import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { insertPerson, userLanguage, userRow } from '@db/rows/people';
import { users } from '@db/schema';
import { DEFAULT_LANGUAGE, type UiLanguage } from '@shared/i18n/languages';
import type { User } from '@shared/schemas/auth';
import { accountSuspended, AppError } from '@server/errors';
import { HOUR, MINUTE, type Limit, type RateLimiter } from '@server/rate-limit';
import type { Env } from '@server/env';
import { recordNoticeConsent } from '../consents/consents';
import { hashPassword, verifyPassword } from './password';
import { sendVerificationEmail, type VerificationDeps } from './email-verification';
import { createSession, findBlockingSuspension, type SessionUser } from './sessions';

export const toUserOutput = (u: SessionUser): User => ({
  id: u.id,
  email: u.email,
  user_type: u.userType,
  full_name: u.fullName,
  avatar_url: u.avatarUrl,
  roles: u.roles,
  email_verified: u.emailVerified,
  language: u.language,
});

const userColumns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  roles: users.roles,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  emailVerifiedAt: users.emailVerifiedAt,
  language: userLanguage,
};

/** A user row as `userColumns` reads it, as the session's user. */
const toSessionUser = ({ emailVerifiedAt, ...u }: UserRow): SessionUser => ({
  ...u,
  emailVerified: emailVerifiedAt !== null,
});
type UserRow = Omit<SessionUser, 'emailVerified'> & { emailVerifiedAt: string | null };

type Deps = { db: Db; env: Env; limiter: RateLimiter };

/**
 * Inserts a user and their profile row, with its side's defaults, in one transaction. The address
 * counts as verified unless `emailVerifiedAt` is null: only a sign-up has to prove it (the admin's
 * comes from the operator's configuration).
 */
export async function insertUser(
  db: Db,
  values: {
    email: string;
    passwordHash: string;
    fullName: string;
    userType: SessionUser['userType'];
    roles?: string[];
    emailVerifiedAt?: string | null;
    language?: UiLanguage;
  },
) {
  const { language = DEFAULT_LANGUAGE, ...account } = values;
  const { id, email, userType, roles, fullName, avatarUrl, emailVerifiedAt } = await insertPerson(
    db,
    userRow({ ...account, roles: account.roles ?? [] }),
    { language },
  );
  return toSessionUser({ id, email, userType, roles, fullName, avatarUrl, emailVerifiedAt, language });
}

export async function register(
  deps: Deps & VerificationDeps,
  input: {
    email: string;
    password: string;
    full_name: string;
    user_type: 'influencer' | 'brand';
    accept_privacy_notice?: boolean;
    /** The language the person signed up in: their screens, messages and emails keep it. */
    language?: UiLanguage;
  },
  ip: string,
) {
  const { db, env, limiter } = deps;
  await limiter.consume(
    `signup:${ip}`,
    env.RATE_LIMIT_SIGNUPS,
    HOUR,
    'Too many sign-ups from this address. Please try again later.',
  );
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw new AppError('CONFLICT', 'Email already registered');
  const passwordHash = await hashPassword(input.password);
  let user: SessionUser;
  try {
    // The account and its consent to the privacy notice (docs/product.md#privacy) exist together.
    user = await db.transaction(async (tx) => {
      const made = await insertUser(tx, {
        email: input.email,
        passwordHash,
        fullName: input.full_name,
        userType: input.user_type,
        emailVerifiedAt: null,
        language: input.language,
      });
      await recordNoticeConsent(tx, made.id, Date.now());
      return made;
    });
  } catch (e) {
    // Two sign-ups for one email racing past the check above: the unique index decides.
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', 'Email already registered');
    throw e;
  }
  const { token } = await createSession(db, user.id);
  sendVerificationEmail(deps, user);
  return { token, user };
}

const LOGIN_WINDOW = 15 * MINUTE;

/**
 * Failed sign-ins are counted per email and address, and per address across emails (decision 006):
 * a guesser locks out only the address it guesses from, never the owner signing in from elsewhere.
 */
function loginLimits(env: Env, email: string, ip: string): Limit[] {
  return [
    {
      key: `login-failures-ip:${ip}`,
      limit: env.RATE_LIMIT_LOGIN_FAILURES_PER_IP,
      windowMs: LOGIN_WINDOW,
      message: 'Too many failed sign-in attempts from this address. Please try again later.',
    },
    {
      key: `login-failures:${ip}:${email}`,
      limit: env.RATE_LIMIT_LOGIN_FAILURES,
      windowMs: LOGIN_WINDOW,
      message: 'Too many failed sign-in attempts. Please try again later.',
    },
  ];
}

/** A hash with the same cost as a real one, verified when the email is unknown so both answers take as long. */
let dummyHash: Promise<string> | undefined;
const hashOfNoAccount = () => (dummyHash ??= hashPassword(randomBytes(32).toString('hex')));

export async function login(
  { db, env, limiter }: Deps,
  input: { email: string; password: string },
  ip: string,
) {
  // Counted before the hash, so concurrent guesses cannot all pass the check while the first are hashing;
  // a sign-in that succeeds gives its count back.
  const limits = loginLimits(env, input.email, ip);
  await limiter.consumeAll(limits);
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email));
  const ok = await verifyPassword(row?.passwordHash ?? (await hashOfNoAccount()), input.password);
  if (!row || !ok) throw new AppError('UNAUTHORIZED', 'Invalid credentials');
  for (const l of limits) await limiter.release(l.key, l.windowMs);
  const suspension = await findBlockingSuspension(db, row.id);
  if (suspension) throw accountSuspended(suspension.reason);
  const { passwordHash: _hash, ...user } = row;
  const { token } = await createSession(db, user.id);
  return { token, user: toSessionUser(user) };
}

/**
 * Makes sure ADMIN_EMAIL exists with the admin role; idempotent on every start. An existing account
 * is promoted only when ADMIN_PASSWORD is its password: anyone can sign up with an email before the
 * operator configures it, and must not become an admin by doing so. Returns the admin's id, or null.
 */
export async function ensureAdminAccount(
  db: Db,
  email: string,
  password: string,
  { log = console.warn }: { log?: (line: string) => void } = {},
) {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, roles: users.roles, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalised));
  if (existing) {
    if (existing.roles.includes('admin')) return existing.id;
    if (!(await verifyPassword(existing.passwordHash, password))) {
      log(
        `ADMIN_EMAIL ${normalised} belongs to an account that is not an admin and whose password is not ADMIN_PASSWORD: ` +
          "it was not made an admin. Set ADMIN_PASSWORD to that account's password, or choose another ADMIN_EMAIL.",
      );
      return null;
    }
    // The roles read again with the write: they may have changed while the password was checked.
    await db.transaction(async (tx) => {
      const [current] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, existing.id));
      if (current && !current.roles.includes('admin'))
        await tx
          .update(users)
          .set({ roles: [...current.roles, 'admin'] })
          .where(eq(users.id, existing.id));
    });
    return existing.id;
  }
  const passwordHash = await hashPassword(password);
  try {
    const admin = await insertUser(db, {
      email: normalised,
      passwordHash,
      fullName: 'Administrator',
      userType: 'admin',
      roles: ['admin'],
    });
    return admin.id;
  } catch (e) {
    // Another process starting on the same database made it meanwhile: judge that account instead.
    if (isUniqueViolation(e)) return ensureAdminAccount(db, email, password, { log });
    throw e;
  }
}
