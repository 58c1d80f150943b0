import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app';
import { createCreator, TEST_PASSWORD } from '../kit/factories';
import { emailsTo, lastEmailTo, linkParam } from '../kit/mail';
import { rest } from '../kit/rest';

const INVALID = { status: 400, body: { error: 'Invalid or expired link' } };

const change = (t: TestApp, token: string | undefined, body: Record<string, string>) =>
  rest(t, 'POST', '/api/auth/change-password', { token, body });
const signIn = (t: TestApp, email: string, password: string) =>
  rest(t, 'POST', '/api/auth/login', { body: { email, password } });
const profileStatus = async (t: TestApp, token: string) =>
  (await rest(t, 'GET', '/api/auth/profile', { token })).status;

describe('POST /api/auth/change-password', () => {
  const t = createTestApp();

  it('changes the password, keeps this session and ends every other one', async () => {
    const { user, token } = await createCreator(t);
    const phone = (await signIn(t, user.email, TEST_PASSWORD)).body.token as string;
    const laptop = (await signIn(t, user.email, TEST_PASSWORD)).body.token as string;

    const res = await change(t, token, { current_password: TEST_PASSWORD, new_password: 'changed-pass-42' });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Your password has been changed. You have been signed out everywhere else.' },
    });
    expect(await profileStatus(t, token)).toBe(200);
    expect(await profileStatus(t, phone)).toBe(401);
    expect(await profileStatus(t, laptop)).toBe(401);
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(t, user.email, 'changed-pass-42')).status).toBe(200);
    expect(await lastEmailTo(t, user.email, 'password was changed')).toBeTruthy();
  });

  it('ends every reset link sent before it; one asked for afterwards works', async () => {
    const { user, token } = await createCreator(t);
    const sent = async () => {
      const before = (await emailsTo(t, user.email, { subject: 'Reset your', timeoutMs: 0 })).length;
      const asked = await rest(t, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
      expect(asked.status).toBe(200);
      const mine = await emailsTo(t, user.email, { subject: 'Reset your', count: before + 1 });
      return linkParam(mine.at(-1)!, 'token');
    };
    const reset = (link: string, password: string) =>
      rest(t, 'POST', '/api/auth/reset-password', { body: { token: link, password } });
    const first = await sent();
    const second = await sent();

    const res = await change(t, token, { current_password: TEST_PASSWORD, new_password: 'changed-pass-43' });
    expect(res.status).toBe(200);
    for (const link of [first, second]) {
      expect(await rest(t, 'GET', `/api/auth/reset-password?token=${link}`)).toMatchObject(INVALID);
      expect(await reset(link, 'undo-the-change-1')).toMatchObject(INVALID);
    }
    expect((await signIn(t, user.email, 'changed-pass-43')).status).toBe(200);

    const after = await sent();
    expect((await reset(after, 'reset-after-change')).status).toBe(200);
    expect((await signIn(t, user.email, 'reset-after-change')).status).toBe(200);
  });

  it('a wrong current password: 400 on that field, nothing changes', async () => {
    const { user, token } = await createCreator(t);
    const other = (await signIn(t, user.email, TEST_PASSWORD)).body.token as string;
    const res = await change(t, token, {
      current_password: 'not-my-password',
      new_password: 'changed-pass-42',
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'Current password is incorrect',
        issues: [{ path: 'current_password', message: 'Current password is incorrect' }],
      },
    });
    expect(await profileStatus(t, other)).toBe(200);
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("applies sign-up's rule to the new password and refuses the current one again", async () => {
    const { token } = await createCreator(t);
    expect(await change(t, token, { current_password: TEST_PASSWORD, new_password: '123' })).toMatchObject({
      status: 400,
      body: {
        error: 'Password must be at least 6 characters',
        issues: [{ path: 'new_password', message: 'Password must be at least 6 characters' }],
      },
    });
    expect(
      await change(t, token, { current_password: TEST_PASSWORD, new_password: TEST_PASSWORD }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Choose a password different from your current one' },
    });
  });

  it('needs a session', async () => {
    expect(
      (await change(t, undefined, { current_password: 'a', new_password: 'changed-pass-42' })).status,
    ).toBe(401);
  });

  it('of two concurrent changes from the same current password, one wins', async () => {
    const { user, token } = await createCreator(t);
    const results = await Promise.all([
      change(t, token, { current_password: TEST_PASSWORD, new_password: 'first-racer-pass' }),
      change(t, token, { current_password: TEST_PASSWORD, new_password: 'second-racer-pass' }),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? 'first-racer-pass' : 'second-racer-pass';
    const loser = winner === 'first-racer-pass' ? 'second-racer-pass' : 'first-racer-pass';
    expect((await signIn(t, user.email, winner)).status).toBe(200);
    expect((await signIn(t, user.email, loser)).status).toBe(401);
  });
});

describe('wrong current passwords are limited like sign-in failures', () => {
  it('RATE_LIMIT_LOGIN_FAILURES wrong guesses, then 429 even for the right one', async () => {
    const t = createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const { token } = await createCreator(t);
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        change(t, token, { current_password: 'guess-guess', new_password: 'changed-pass-42' }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.sort()).toEqual([400, 400, 400, 429]);
    const right = await change(t, token, {
      current_password: TEST_PASSWORD,
      new_password: 'changed-pass-42',
    });
    expect(right).toMatchObject({
      status: 429,
      body: { error: 'Too many wrong passwords. Please try again later.' },
    });
  });

  it('a right password gives its count back', async () => {
    const t = createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '2' });
    const { token } = await createCreator(t);
    let current = TEST_PASSWORD;
    for (const next of ['changed-pass-1', 'changed-pass-2', 'changed-pass-3']) {
      expect((await change(t, token, { current_password: current, new_password: next })).status).toBe(200);
      current = next;
    }
  });
});
