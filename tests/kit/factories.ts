import { hashPassword } from '@server/services/auth/password';
import { createSession } from '@server/services/auth/sessions';
import { insertPerson, userRow, type NewProfile } from '@db/rows/people';
import type { Role } from '@shared/roles';
import type { TestApp } from './app';

export const TEST_PASSWORD = 'collab-test-pass';
let passwordHash: Promise<string> | undefined;
let counter = 0;

/**
 * A user of `role` with a session: `{ user, token, caller }`. The password is TEST_PASSWORD; its
 * hash is made once per file because argon2 is deliberately slow.
 */
export async function createUser(
  t: TestApp,
  role: Role,
  opts: { email?: string; fullName?: string; profile?: NewProfile } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  const user = await insertPerson(
    t.deps.db,
    userRow({
      email: opts.email ?? `${role}${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await passwordHash,
      fullName: opts.fullName ?? `Test ${role} ${counter}`,
      userType: role === 'creator' ? 'influencer' : role,
    }),
    opts.profile,
  );
  const { token } = await createSession(t.deps.db, user.id);
  return { user, token, caller: t.caller(token) };
}

export const createCreator = (t: TestApp, opts?: Parameters<typeof createUser>[2]) =>
  createUser(t, 'creator', opts);
export const createBrand = (t: TestApp, opts?: Parameters<typeof createUser>[2]) =>
  createUser(t, 'brand', opts);
export const createAdmin = (t: TestApp, opts?: Parameters<typeof createUser>[2]) =>
  createUser(t, 'admin', opts);
