import { createHash } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, users } from '@db/schema';
import { seedDemoIfEmpty } from '@server/seed/demo';
import { ensureAdminAccount } from '@server/services/auth/accounts';
import { createTestApp, type TestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { emailsTo, lastEmailTo, linkParam } from '../kit/mail';
import { rest } from '../kit/rest';

const DAY = 24 * 60 * 60_000;
const VERIFIED = { status: 200, body: { message: 'Your email address is verified.' } };
const INVALID = { status: 400, body: { error: 'Invalid or expired link' } };

let counter = 0;
async function signUp(t: TestApp) {
  const email = `new-${++counter}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const res = await rest(t, 'POST', '/api/auth/register', {
    body: { email, password: 'collab-test-pass', full_name: 'Neha Verma', user_type: 'brand' },
  });
  expect(res.status).toBe(200);
  return { email, token: res.body.token as string, user: res.body.user };
}
const verify = (t: TestApp, token: string) => rest(t, 'POST', '/api/auth/verify-email', { body: { token } });
const resend = (t: TestApp, token: string) => rest(t, 'POST', '/api/auth/resend-verification', { token });
const profile = async (t: TestApp, token: string) =>
  (await rest(t, 'GET', '/api/auth/profile', { token })).body.user;
const verificationToken = async (t: TestApp, email: string, count = 1) =>
  linkParam((await emailsTo(t, email, { subject: 'Verify', count })).at(-1)!, 'token');

describe('email verification', () => {
  const t = createTestApp({ APP_URL: 'https://collab.example.in' });

  it('sign-up sends a link to APP_URL/auth/verify and the account reads unverified until it is opened', async () => {
    const { email, token, user } = await signUp(t);
    expect(user.email_verified).toBe(false);
    expect((await profile(t, token)).email_verified).toBe(false);

    const sent = await lastEmailTo(t, email, 'Verify');
    expect(sent.subject).toBe('Verify your email for Collab Marketplace');
    expect(sent.text).toContain('Hi Neha Verma,');
    expect(sent.links[0]).toMatch(/^https:\/\/collab\.example\.in\/auth\/verify\?token=[a-z2-7]{32}$/);
    const link = linkParam(sent, 'token');
    const [row] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.id, createHash('sha256').update(link).digest('hex')));
    expect(row).toMatchObject({ purpose: 'email_verification', usedAt: null });

    expect(await verify(t, link)).toMatchObject(VERIFIED);
    expect((await profile(t, token)).email_verified).toBe(true);
    const signIn = await rest(t, 'POST', '/api/auth/login', {
      body: { email, password: 'collab-test-pass' },
    });
    expect(signIn.body.user.email_verified).toBe(true);
    // Opening the link again says so kindly.
    expect(await verify(t, link)).toMatchObject(VERIFIED);
  });

  it('blocks nothing meanwhile: an unverified account signs in and works', async () => {
    const { email, token } = await signUp(t);
    expect(
      (await rest(t, 'POST', '/api/auth/login', { body: { email, password: 'collab-test-pass' } })).status,
    ).toBe(200);
    const campaigns = await rest(t, 'GET', '/api/campaigns/my', { token });
    expect(campaigns.status).toBe(200);
  });

  it('a link works for 7 days (the injected clock)', async () => {
    const start = Date.now();
    const late = await signUp(t);
    const early = await signUp(t);
    const lateLink = await verificationToken(t, late.email);
    const earlyLink = await verificationToken(t, early.email);
    try {
      t.deps.now = () => start + 7 * DAY + 60_000;
      expect(await verify(t, lateLink)).toMatchObject(INVALID);
      t.deps.now = () => start + 7 * DAY - 60_000;
      expect(await verify(t, earlyLink)).toMatchObject(VERIFIED);
    } finally {
      t.deps.now = Date.now;
    }
    expect((await profile(t, late.token)).email_verified).toBe(false);
    expect((await profile(t, early.token)).email_verified).toBe(true);
  });

  it('refuses unknown tokens and reset tokens', async () => {
    expect(await verify(t, 'b'.repeat(32))).toMatchObject(INVALID);
    expect(await verify(t, '')).toMatchObject(INVALID);
    const { user } = await createCreator(t);
    await rest(t, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const resetLink = linkParam(await lastEmailTo(t, user.email, 'Reset'), 'token');
    expect(await verify(t, resetLink)).toMatchObject(INVALID);
  });

  it('"Resend" sends a new link; verifying with it uses up the old one too', async () => {
    const { email, token } = await signUp(t);
    const first = await verificationToken(t, email);
    expect(await resend(t, token)).toMatchObject({
      status: 200,
      body: { message: 'We have sent you a new verification link.' },
    });
    const second = await verificationToken(t, email, 2);
    expect(second).not.toBe(first);
    expect(await verify(t, second)).toMatchObject(VERIFIED);
    const [old] = await t.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.id, createHash('sha256').update(first).digest('hex')));
    expect(old!.usedAt).not.toBeNull();
    expect(await resend(t, token)).toMatchObject({
      status: 409,
      body: { error: 'Your email address is already verified.' },
    });
  });

  it('"Resend" needs a session', async () => {
    expect((await rest(t, 'POST', '/api/auth/resend-verification')).status).toBe(401);
  });
});

describe('resend limit', () => {
  it('RATE_LIMIT_VERIFICATION_EMAILS an hour per account, concurrent or not', async () => {
    const t = createTestApp({ RATE_LIMIT_VERIFICATION_EMAILS: '2' });
    const { email, token } = await signUp(t);
    const other = await signUp(t);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => resend(t, token).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 200, 429, 429, 429]);
    // The sign-up's email and the two accepted ones.
    expect(await emailsTo(t, email, { subject: 'Verify', count: 3 })).toHaveLength(3);
    expect((await resend(t, other.token)).status).toBe(200);
  });
});

describe('accounts that start verified', () => {
  it('the admin made at start-up, the demo accounts and accounts made before verification existed', async () => {
    const t = createTestApp();
    const adminId = await ensureAdminAccount(t.db, 'boss@example.com', 'admin-pass-1');
    await seedDemoIfEmpty(t.db, { appUrl: t.deps.env.APP_URL, log: () => {}, keyring: t.deps.keyring });
    const [admin] = await t.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, adminId!));
    expect(admin!.at).not.toBeNull();
    expect(await t.db.select({ id: users.id }).from(users).where(isNull(users.emailVerifiedAt))).toEqual([]);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBeGreaterThan(5);
  });
});
