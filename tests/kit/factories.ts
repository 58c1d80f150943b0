import { hashPassword } from '@server/services/auth/password';
import { insertUser } from '@server/services/auth/accounts';
import { createSession } from '@server/services/auth/sessions';
import { profiles } from '@db/schema';
import type { Role } from '@shared/roles';
import { eq } from 'drizzle-orm';
import type { TestApp } from './app';

export const TEST_PASSWORD = 'collab-test-pass';
let passwordHash: Promise<string> | undefined;
let counter = 0;

type ProfileValues = Partial<typeof profiles.$inferInsert>;

/**
 * A user of `role` with a session: `{ user, token, caller }`. The password is TEST_PASSWORD; its
 * hash is made once per file because argon2 is deliberately slow.
 */
export async function createUser(
  t: TestApp,
  role: Role,
  opts: { email?: string; fullName?: string; profile?: ProfileValues } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  const user = await insertUser(t.deps.db, {
    email: opts.email ?? `${role}${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    passwordHash: await passwordHash,
    fullName: opts.fullName ?? `Test ${role} ${counter}`,
    userType: role === 'creator' ? 'influencer' : role,
    roles: role === 'admin' ? ['admin'] : [],
  });
  if (opts.profile) await t.db.update(profiles).set(opts.profile).where(eq(profiles.userId, user.id));
  const { token } = await createSession(t.deps.db, user.id);
  return { user, token, caller: t.caller(token) };
}

export const createCreator = (t: TestApp, opts?: Parameters<typeof createUser>[2]) =>
  createUser(t, 'creator', opts);
export const createBrand = (t: TestApp, opts?: Parameters<typeof createUser>[2]) =>
  createUser(t, 'brand', opts);
export const createAdmin = (t: TestApp, opts?: Parameters<typeof createUser>[2]) =>
  createUser(t, 'admin', opts);
