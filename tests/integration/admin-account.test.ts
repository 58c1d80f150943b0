import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@db/schema';
import { ensureAdminAccount } from '@server/services/auth/accounts';
import { createTestApp } from '../kit/app';
import { rest } from '../kit/rest';

const rolesOf = async (t: ReturnType<typeof createTestApp>, email: string) =>
  (await t.db.select({ roles: users.roles }).from(users).where(eq(users.email, email)))[0]?.roles;

describe('start-up and ADMIN_EMAIL (ensureAdminAccount)', () => {
  it('does not make an admin of an account someone else signed up with ADMIN_EMAIL, and says why', async () => {
    const t = createTestApp();
    const signup = await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'ops@example.com', password: 'strangers-own', full_name: 'Not the operator' },
    });
    expect(signup.status).toBe(200);
    const lines: string[] = [];
    expect(
      await ensureAdminAccount(t.deps.db, 'OPS@example.com', 'operator-secret', {
        log: (l) => lines.push(l),
      }),
    ).toBeNull();
    expect(await rolesOf(t, 'ops@example.com')).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ops@example.com');
    expect(lines[0]).toContain('was not made an admin');
    const adminCall = await rest(t, 'GET', '/api/admin/audit-log', { token: signup.body.token });
    expect(adminCall.status).toBe(403);
  });

  it('promotes the existing account when ADMIN_PASSWORD is its password', async () => {
    const t = createTestApp();
    const signup = await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'ops@example.com', password: 'operator-secret', full_name: 'The operator' },
    });
    const lines: string[] = [];
    expect(
      await ensureAdminAccount(t.deps.db, 'ops@example.com', 'operator-secret', {
        log: (l) => lines.push(l),
      }),
    ).toBe(signup.body.user.id);
    expect(await rolesOf(t, 'ops@example.com')).toEqual(['admin']);
    expect(lines).toEqual([]);
    expect(await ensureAdminAccount(t.deps.db, 'ops@example.com', 'any-other-password')).toBe(
      signup.body.user.id,
    );
    expect(await rolesOf(t, 'ops@example.com')).toEqual(['admin']);
  });

  it('creates the admin when no account has the email', async () => {
    const t = createTestApp();
    const id = await ensureAdminAccount(t.deps.db, 'ops@example.com', 'operator-secret');
    expect(id).toEqual(expect.any(String));
    expect(await rolesOf(t, 'ops@example.com')).toEqual(['admin']);
    const login = await rest(t, 'POST', '/api/auth/login', {
      body: { email: 'ops@example.com', password: 'operator-secret' },
    });
    expect(login.body.user).toMatchObject({ id, roles: ['admin'] });
  });

  it('makes one admin when two processes start on the same database at once, and both start', async () => {
    const t = createTestApp();
    // Both look before either inserts (hashing the password takes a while), as two servers starting together do.
    const ids = await Promise.all([
      ensureAdminAccount(t.deps.db, 'ops@example.com', 'operator-secret'),
      ensureAdminAccount(t.deps.db, 'ops@example.com', 'operator-secret'),
    ]);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBe(ids[0]);
    expect(await rolesOf(t, 'ops@example.com')).toEqual(['admin']);
  });
});
