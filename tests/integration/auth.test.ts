import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createCreator, TEST_PASSWORD } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

describe('POST /api/auth/register', () => {
  it('creates a creator by default and returns a working token', async () => {
    const res = await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'New.Person@Example.com', password: 'secret1', full_name: '  New Person ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: 'new.person@example.com',
      user_type: 'influencer',
      full_name: 'New Person',
      roles: [],
    });
    const me = await rest(t, 'GET', '/api/auth/profile', { token: res.body.token });
    expect(me.body.user.id).toBe(res.body.user.id);
  });

  it('refuses a taken email with 409', async () => {
    const body = { email: 'taken@example.com', password: 'secret1', full_name: 'A', user_type: 'brand' };
    expect((await rest(t, 'POST', '/api/auth/register', { body })).status).toBe(200);
    const again = await rest(t, 'POST', '/api/auth/register', {
      body: { ...body, email: 'TAKEN@example.com' },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'Email already registered' } });
  });

  it.each([
    [{ email: 'nope', password: 'secret1', full_name: 'A' }, 'Invalid email format'],
    [{ email: 'x@example.com', password: '12345', full_name: 'A' }, 'Password must be at least 6 characters'],
    [{ email: 'x@example.com', password: 'secret1', full_name: '   ' }, 'Full name is required'],
    [
      { email: 'x@example.com', password: 'secret1', full_name: 'A', user_type: 'admin' },
      'User type must be influencer or brand',
    ],
  ])('refuses bad input %j with 400', async (body, error) => {
    expect(await rest(t, 'POST', '/api/auth/register', { body })).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('never stores the password in plain text', async () => {
    await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'plain@example.com', password: 'VerySecret9', full_name: 'P' },
    });
    const [row] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'plain@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('VerySecret9');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in and sets an httpOnly session cookie', async () => {
    const { user } = await createCreator(t);
    const res = await rest(t, 'POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.headers.get('set-cookie')).toMatch(/^session=.+HttpOnly; SameSite=Lax/);
  });

  it('answers 401 Invalid credentials for a wrong password or an unknown email', async () => {
    const { user } = await createCreator(t);
    for (const body of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      expect(await rest(t, 'POST', '/api/auth/login', { body })).toMatchObject({
        status: 401,
        body: { error: 'Invalid credentials' },
      });
    }
  });

  it('locks an email after 10 failures with 429 and Retry-After', async () => {
    const app = createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const { user } = await createCreator(app);
    for (let i = 0; i < 3; i++)
      await rest(app, 'POST', '/api/auth/login', { body: { email: user.email, password: 'bad-one' } });
    const locked = await rest(app, 'POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('refresh gives a new token and ends the old one', async () => {
    const { token } = await createCreator(t);
    const res = await rest(t, 'POST', '/api/auth/refresh', { token });
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe(token);
    expect((await rest(t, 'GET', '/api/auth/profile', { token })).status).toBe(401);
    expect((await rest(t, 'GET', '/api/auth/profile', { token: res.body.token })).status).toBe(200);
  });

  it('logout ends only this session', async () => {
    const { user, token } = await createCreator(t);
    const other = await rest(t, 'POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect((await rest(t, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await rest(t, 'GET', '/api/auth/profile', { token })).status).toBe(401);
    expect((await rest(t, 'GET', '/api/auth/profile', { token: other.body.token })).status).toBe(200);
  });

  it('stores only the SHA-256 of a token', async () => {
    const { token } = await createCreator(t);
    const ids = (await t.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });

  it('answers 401 without a session, through tRPC too', async () => {
    expect((await rest(t, 'GET', '/api/auth/profile')).status).toBe(401);
    await expect(t.caller().auth.profile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('accepts the cookie, and refuses a cookie-authenticated change from another origin', async () => {
    const { user } = await createCreator(t);
    const login = await rest(t, 'POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = `session=${login.body.token}`;
    expect((await rest(t, 'GET', '/api/auth/profile', { headers: { cookie } })).status).toBe(200);
    const evil = await rest(t, 'POST', '/api/auth/logout', {
      headers: { cookie, origin: 'https://evil.example', host: 'localhost' },
    });
    expect(evil.status).toBe(403);
    const own = await rest(t, 'POST', '/api/auth/logout', {
      headers: { cookie, origin: 'http://localhost', host: 'localhost' },
    });
    expect(own.status).toBe(200);
  });
});
