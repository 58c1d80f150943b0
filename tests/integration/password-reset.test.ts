import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accountTokens, users } from '@db/schema';
import { requestPasswordReset } from '@server/services/auth/password-reset';
import { createTestApp, type TestApp } from '../kit/app';
import { createCreator, TEST_PASSWORD } from '../kit/factories';
import { emailsTo, lastEmailTo, linkParam, readOutbox } from '../kit/mail';
import { rest } from '../kit/rest';

const FORGOT_MESSAGE =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for 60 minutes.';
const INVALID = { status: 400, body: { error: 'Invalid or expired link' } };
const MINUTE = 60_000;

const forgot = (t: TestApp, email: string, ip?: string) =>
  rest(t, 'POST', '/api/auth/forgot-password', {
    body: { email },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });
const reset = (t: TestApp, token: string, password: string) =>
  rest(t, 'POST', '/api/auth/reset-password', { body: { token, password } });
const check = (t: TestApp, token: string) =>
  rest(t, 'GET', `/api/auth/reset-password?token=${encodeURIComponent(token)}`);
const signIn = (t: TestApp, email: string, password: string) =>
  rest(t, 'POST', '/api/auth/login', { body: { email, password } });
const profileStatus = async (t: TestApp, token: string) =>
  (await rest(t, 'GET', '/api/auth/profile', { token })).status;

/** Asks for a reset link for `email` and reads its token from the new email in the outbox. */
async function resetToken(t: TestApp, email: string) {
  const subject = 'Reset your';
  const before = (await emailsTo(t, email, { subject, timeoutMs: 0 })).length;
  expect((await forgot(t, email)).status).toBe(200);
  const mine = await emailsTo(t, email, { subject, count: before + 1 });
  return linkParam(mine.at(-1)!, 'token');
}

describe('POST /api/auth/forgot-password', () => {
  const t = createTestApp({ APP_URL: 'https://collab.example.in' });

  it('answers an existing and an unknown email alike, and emails only the account a link to APP_URL/auth/reset', async () => {
    const { user } = await createCreator(t, { fullName: 'Asha Rao' });
    const known = await forgot(t, user.email.toUpperCase());
    const unknown = await forgot(t, 'nobody-here@example.com');
    expect(known).toMatchObject({ status: 200, body: { message: FORGOT_MESSAGE } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const email = await lastEmailTo(t, user.email);
    expect(email.subject).toBe('Reset your Collab Marketplace password');
    expect(email.text).toContain('Hi Asha Rao,');
    expect(email.links[0]).toMatch(/^https:\/\/collab\.example\.in\/auth\/reset\?token=[a-z2-7]{32}$/);
    expect(email.html).toContain(email.links[0]);
    // The unknown address got nothing, once every email asked for has been dealt with.
    await t.deps.emails.idle();
    expect((await readOutbox(t)).map((e) => e.to)).not.toContain('nobody-here@example.com');
  });

  it('stores only the SHA-256 of the token, for 60 minutes', async () => {
    const { user } = await createCreator(t);
    const before = Date.now();
    const token = await resetToken(t, user.email);
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: createHash('sha256').update(token).digest('hex'),
      purpose: 'password_reset',
      usedAt: null,
    });
    const lifetime = Date.parse(rows[0]!.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(60 * MINUTE);
    expect(lifetime).toBeLessThan(61 * MINUTE);
  });

  it('answers before it looks anything up, for a known and an unknown email alike (the same path)', async () => {
    const { user } = await createCreator(t);
    const select = vi.spyOn(t.deps.db, 'select');
    try {
      for (const [email, emailed] of [
        [user.email, true],
        ['nobody-at-all@example.com', false],
      ] as const) {
        // The work after the answer, held until this test lets it run.
        const later: (() => void)[] = [];
        select.mockClear();
        const answer = await requestPasswordReset(
          { ...t.deps, afterAnswer: (work) => later.push(work) },
          email,
          `198.51.100.${emailed ? 1 : 2}`,
        );
        expect(answer).toEqual({ message: FORGOT_MESSAGE });
        // Answered with nothing read: the lookup, the token and the email all wait for the answer.
        expect(select).not.toHaveBeenCalled();
        expect(later).toHaveLength(1);
        later[0]!();
        await vi.waitFor(() => expect(select).toHaveBeenCalledOnce());
        // The email sent too: the outbox worker's reads would otherwise land in the next answer's count.
        await t.deps.emails.idle();
      }
    } finally {
      select.mockRestore();
    }
    expect(await lastEmailTo(t, user.email, 'Reset your')).toBeTruthy();
  });

  it('refuses a malformed email with 400', async () => {
    expect(await forgot(t, 'not-an-email')).toMatchObject({
      status: 400,
      body: { error: 'Invalid email format' },
    });
  });
});

describe('POST /api/auth/reset-password', () => {
  const t = createTestApp();

  it('sets the new password, ends every session of the account, and the link works once', async () => {
    const { user, token: session } = await createCreator(t);
    const other = (await signIn(t, user.email, TEST_PASSWORD)).body.token as string;
    const token = await resetToken(t, user.email);

    expect(await reset(t, token, 'brand-new-pass-7')).toMatchObject({
      status: 200,
      body: { message: 'Your password has been changed. Sign in with your new password.' },
    });
    expect(await profileStatus(t, session)).toBe(401);
    expect(await profileStatus(t, other)).toBe(401);
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(t, user.email, 'brand-new-pass-7')).status).toBe(200);

    expect(await reset(t, token, 'another-pass-8')).toMatchObject(INVALID);
    expect((await signIn(t, user.email, 'another-pass-8')).status).toBe(401);
    // The owner is told.
    expect(await lastEmailTo(t, user.email, 'password was changed')).toBeTruthy();
  });

  it('a link is checked as the page opens, without using it: a good one says until when it works', async () => {
    const { user } = await createCreator(t);
    const token = await resetToken(t, user.email);
    const opened = await check(t, token);
    expect(opened.status).toBe(200);
    const [row] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(opened.body).toEqual({ expires_at: row!.expiresAt });
    // Checking again and again uses nothing up: the link still resets once.
    expect((await check(t, token)).status).toBe(200);
    expect((await reset(t, token, 'checked-then-set-1')).status).toBe(200);
    // Now used: the page says so at once.
    expect(await check(t, token)).toMatchObject(INVALID);
  });

  it('the check refuses made-up, empty, expired and verification links as the reset would', async () => {
    const { user } = await createCreator(t);
    expect(await check(t, 'a'.repeat(32))).toMatchObject(INVALID);
    expect(await check(t, '')).toMatchObject(INVALID);
    expect((await rest(t, 'GET', '/api/auth/reset-password')).status).toBe(400);
    const start = Date.now();
    const token = await resetToken(t, user.email);
    try {
      t.deps.now = () => start + 61 * MINUTE;
      expect(await check(t, token)).toMatchObject(INVALID);
      await expect(t.caller().auth.checkResetLink({ token })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Invalid or expired link',
      });
    } finally {
      t.deps.now = Date.now;
    }
    const signUp = await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'check-verify@example.com', password: 'collab-test-pass', full_name: 'Vee' },
    });
    expect(signUp.status).toBe(200);
    const verification = linkParam(await lastEmailTo(t, 'check-verify@example.com', 'Verify'), 'token');
    expect(await check(t, verification)).toMatchObject(INVALID);
  });

  it('one reset ends every link sent before it', async () => {
    const { user } = await createCreator(t);
    const first = await resetToken(t, user.email);
    const second = await resetToken(t, user.email);
    expect((await reset(t, second, 'second-link-pass')).status).toBe(200);
    expect(await reset(t, first, 'first-link-pass')).toMatchObject(INVALID);
  });

  it('works for 60 minutes and not after (the injected clock, no waiting)', async () => {
    const { user } = await createCreator(t);
    const start = Date.now();
    const early = await resetToken(t, user.email);
    const late = await resetToken(t, user.email);
    try {
      t.deps.now = () => start + 61 * MINUTE;
      expect(await reset(t, late, 'too-late-pass-1')).toMatchObject(INVALID);
      t.deps.now = () => start + 59 * MINUTE;
      expect((await reset(t, early, 'just-in-time-1')).status).toBe(200);
    } finally {
      t.deps.now = Date.now;
    }
    expect((await signIn(t, user.email, 'just-in-time-1')).status).toBe(200);
  });

  it("applies sign-up's password rule", async () => {
    const { user } = await createCreator(t);
    const token = await resetToken(t, user.email);
    expect(await reset(t, token, '12345')).toMatchObject({
      status: 400,
      body: { error: 'Password must be at least 6 characters' },
    });
    expect((await reset(t, token, 'password')).body.error).toBe(
      'This password is too common and easy to guess. Please choose a different one.',
    );
    // A refused password leaves the link usable.
    expect((await reset(t, token, 'fine-password-9')).status).toBe(200);
  });

  it('refuses unknown, empty and verification tokens alike', async () => {
    const { user } = await createCreator(t);
    expect(await reset(t, 'a'.repeat(32), 'fine-password-9')).toMatchObject(INVALID);
    expect(await reset(t, '', 'fine-password-9')).toMatchObject(INVALID);
    const signUp = await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'verify-me@example.com', password: 'collab-test-pass', full_name: 'Vee' },
    });
    expect(signUp.status).toBe(200);
    const verification = linkParam(await lastEmailTo(t, 'verify-me@example.com', 'Verify'), 'token');
    expect(await reset(t, verification, 'fine-password-9')).toMatchObject(INVALID);
    expect(user.id).toBeTruthy();
  });

  it('of two concurrent resets with one link, exactly one succeeds', async () => {
    const { user } = await createCreator(t);
    const token = await resetToken(t, user.email);
    const results = await Promise.all([
      reset(t, token, 'racer-one-pass'),
      reset(t, token, 'racer-two-pass'),
      reset(t, token, 'racer-three-pass'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const winner = ['racer-one-pass', 'racer-two-pass', 'racer-three-pass'][
      results.findIndex((r) => r.status === 200)
    ]!;
    for (const password of ['racer-one-pass', 'racer-two-pass', 'racer-three-pass'])
      expect((await signIn(t, user.email, password)).status).toBe(password === winner ? 200 : 401);
  });

  it('verifies an unverified address: the link proved it', async () => {
    const signUp = await rest(t, 'POST', '/api/auth/register', {
      body: { email: 'reset-verifies@example.com', password: 'collab-test-pass', full_name: 'Rita' },
    });
    expect(signUp.body.user.email_verified).toBe(false);
    const token = await resetToken(t, 'reset-verifies@example.com');
    expect((await reset(t, token, 'verified-by-reset')).status).toBe(200);
    const [row] = await t.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, 'reset-verifies@example.com'));
    expect(row!.at).not.toBeNull();
  });
});

describe('forgot-password limits', () => {
  it('RATE_LIMIT_RESET_EMAILS per email, the same for an unknown one, concurrent or not', async () => {
    const t = createTestApp({ RATE_LIMIT_RESET_EMAILS: '2', TRUST_PROXY: 'true' });
    const { user } = await createCreator(t);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => forgot(t, user.email, `198.51.100.${i}`).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 200, 429, 429, 429]);
    const unknown = [];
    for (let i = 0; i < 3; i++)
      unknown.push((await forgot(t, 'ghost@example.com', `198.51.100.${i}`)).status);
    expect(unknown).toEqual([200, 200, 429]);
    const limited = await forgot(t, user.email);
    expect(limited.body.error).toBe(
      'Too many password reset requests for this email. Please check your inbox, or try again later.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Only the two accepted requests sent an email: every email asked for has been dealt with.
    await t.deps.emails.idle();
    expect((await readOutbox(t)).filter((e) => e.to === user.email)).toHaveLength(2);
  });

  it('RATE_LIMIT_RESET_EMAILS_PER_IP per address across emails; another address is unaffected', async () => {
    const t = createTestApp({ RATE_LIMIT_RESET_EMAILS_PER_IP: '3', TRUST_PROXY: 'true' });
    const statuses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        forgot(t, `who${i}@example.com`, '203.0.113.7').then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 200, 200, 429, 429]);
    expect((await forgot(t, 'who9@example.com', '203.0.113.8')).status).toBe(200);
  });
});
