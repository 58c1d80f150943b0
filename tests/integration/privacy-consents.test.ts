import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, users } from '@db/schema';
import { PRIVACY_NOTICE_VERSION } from '@shared/privacy-notice';
import { ACCEPT_NOTICE_MESSAGE, OLD_NOTICE_MESSAGE } from '@shared/schemas/consents';
import { createTestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp({ RATE_LIMIT_SIGNUPS: '1000' });
let n = 0;

const signUp = (extra: Record<string, unknown> = {}) =>
  rest(t, 'POST', '/api/auth/register', {
    body: {
      email: `consent-${++n}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-Strong-pass-42',
      full_name: 'Consent Person',
      user_type: 'influencer',
      ...extra,
    },
  });

const consentsOf = (token: string) => rest(t, 'GET', '/api/privacy/consents', { token });
const accept = (token: string, body: unknown = { notice_version: PRIVACY_NOTICE_VERSION }) =>
  rest(t, 'POST', '/api/privacy/consents', { token, body });
const rowsOf = (userId: string) => t.db.select().from(consents).where(eq(consents.userId, userId));

describe('consent at sign-up', () => {
  it('records consent to the notice in force, in the sign-up, when the box is ticked', async () => {
    const res = await signUp({ accept_privacy_notice: true });
    expect(res.status).toBe(200);
    const list = await consentsOf(res.body.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      consents: [
        {
          notice_version: PRIVACY_NOTICE_VERSION,
          purpose: 'privacy_notice',
          given_at: expect.any(String),
          withdrawn_at: null,
        },
      ],
      notice_version: PRIVACY_NOTICE_VERSION,
      needs_consent: false,
    });
  });

  it('refuses a sign-up that declines the notice (400, no account)', async () => {
    const email = `declines-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const res = await signUp({ email, accept_privacy_notice: false });
    expect(res).toMatchObject({ status: 400, body: { error: ACCEPT_NOTICE_MESSAGE } });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('keeps a client from before the field working: the sign-up records the consent all the same', async () => {
    const res = await signUp();
    expect(res.status).toBe(200);
    expect((await consentsOf(res.body.token)).body.consents).toHaveLength(1);
  });
});

describe('accepting a new version of the notice', () => {
  it('asks a user with no consent (an account from before consents) and records the acceptance once', async () => {
    const { token, user } = await createCreator(t);
    expect((await consentsOf(token)).body).toMatchObject({ consents: [], needs_consent: true });

    const first = await accept(token);
    expect(first.status).toBe(200);
    expect(first.body.needs_consent).toBe(false);
    expect(first.body.consents).toHaveLength(1);

    const again = await accept(token);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('asks a user whose latest consent is to an older version, and keeps the old one listed', async () => {
    const { token, user } = await createCreator(t);
    await t.db.insert(consents).values({
      userId: user.id,
      noticeVersion: '2025-08-29',
      purpose: 'privacy_notice',
      givenAt: '2025-09-01T00:00:00.000Z',
    });
    expect((await consentsOf(token)).body.needs_consent).toBe(true);
    const res = await accept(token);
    expect(res.body.needs_consent).toBe(false);
    expect(res.body.consents.map((c: { notice_version: string }) => c.notice_version)).toEqual([
      PRIVACY_NOTICE_VERSION,
      '2025-08-29',
    ]);
  });

  it('records one consent when the same acceptance arrives several times at once', async () => {
    const { token, user } = await createCreator(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('refuses another version, a missing one, and a caller who is not signed in', async () => {
    const { token } = await createCreator(t);
    expect(await accept(token, { notice_version: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { error: OLD_NOTICE_MESSAGE },
    });
    expect((await accept(token, {})).status).toBe(400);
    expect((await rest(t, 'GET', '/api/privacy/consents')).status).toBe(401);
    expect(
      (await rest(t, 'POST', '/api/privacy/consents', { body: { notice_version: PRIVACY_NOTICE_VERSION } }))
        .status,
    ).toBe(401);
  });

  it("lists only the caller's own consents", async () => {
    const a = await createCreator(t);
    const b = await createCreator(t);
    await accept(a.token);
    expect((await consentsOf(b.token)).body.consents).toEqual([]);
  });
});
