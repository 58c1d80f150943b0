import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

// Every limit lives in its service, so tRPC (the web client), REST and in-process callers share one
// count: these drive each limit through all three, mixed, and concurrently.

const PAYMENT = {
  pan_number: 'ABCDE1234F',
  account_holder_name: 'Asha Rao',
  bank_name: 'HDFC Bank',
  consent_given: true as const,
};

/** One call as the web client's tRPC link sends it: POST /api/trpc/<path>, the input as the body. */
async function trpcPost(
  t: TestApp,
  path: string,
  input: unknown,
  opts: { token?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await t.app.request(`/api/trpc/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { code?: string }) => (e.code === 'TOO_MANY_REQUESTS' ? 429 : 500),
  );

describe('payment-detail saves: RATE_LIMIT_PAYMENT_SAVES whichever way they come', () => {
  it('the web client path (/api/trpc) answers 429 after the limit, with the message and Retry-After', async () => {
    const t = createTestApp();
    const { token } = await createCreator(t);
    const created = await trpcPost(t, 'payments.create', PAYMENT, { token });
    expect(created.status).toBe(200);
    const id = created.body.result.data.paymentDetails.id as string;
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await trpcPost(t, 'payments.update', { ...PAYMENT, id, bank_name: `Bank ${i}` }, { token })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
    const limited = await trpcPost(t, 'payments.update', { ...PAYMENT, id }, { token });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(
      'Submission limit exceeded. Please wait before submitting again.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await rest(t, 'GET', '/api/payments/user', { token })).body.paymentDetails.bank_name).toBe(
      'Bank 3',
    );
  });

  it('tRPC, REST and in-process saves share one count, also when sent all at once', async () => {
    const t = createTestApp({ RATE_LIMIT_PAYMENT_SAVES: '3' });
    const { token, caller } = await createCreator(t);
    const { paymentDetails } = await caller.payments.create(PAYMENT);
    const body = { ...PAYMENT, id: paymentDetails.id };
    const statuses = await Promise.all([
      trpcPost(t, 'payments.update', body, { token }).then((r) => r.status),
      rest(t, 'PUT', `/api/payments/user/${paymentDetails.id}`, { token, body: PAYMENT }).then(
        (r) => r.status,
      ),
      statusOf(caller.payments.update(body)),
      trpcPost(t, 'payments.update', body, { token }).then((r) => r.status),
      rest(t, 'PUT', `/api/payments/user/${paymentDetails.id}`, { token, body: PAYMENT }).then(
        (r) => r.status,
      ),
      statusOf(caller.payments.update(body)),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});

describe('contact messages: RATE_LIMIT_CONTACT per address through tRPC and REST', () => {
  const message = { name: 'Kavya', email: 'kavya@example.com', subject: 'general', message: 'Hello' };

  it('counts /api/trpc and /api/contact together, concurrent or not', async () => {
    const t = createTestApp({ RATE_LIMIT_CONTACT: '3', TRUST_PROXY: 'true' });
    const ip = '203.0.113.9';
    const statuses = await Promise.all([
      ...Array.from({ length: 4 }, () => trpcPost(t, 'contact.send', message, { ip }).then((r) => r.status)),
      ...Array.from({ length: 4 }, () =>
        rest(t, 'POST', '/api/contact', { body: message, headers: { 'x-forwarded-for': ip } }).then(
          (r) => r.status,
        ),
      ),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('reports: RATE_LIMIT_REPORTS per reporter through tRPC and REST', () => {
  it('counts /api/trpc, the caller and /api/reports together, concurrent or not', async () => {
    const t = createTestApp({ RATE_LIMIT_REPORTS: '3' });
    const [brand, creator] = [await createBrand(t), await createCreator(t)];
    const body = { report_type: 'spam' as const, reason: 'Spam', reported_user_id: brand.user.id };
    const statuses = await Promise.all([
      ...Array.from({ length: 3 }, () =>
        trpcPost(t, 'reports.create', body, { token: creator.token }).then((r) => r.status),
      ),
      ...Array.from({ length: 3 }, () => statusOf(creator.caller.reports.create(body))),
      ...Array.from({ length: 3 }, () =>
        rest(t, 'POST', '/api/reports', { token: creator.token, body }).then((r) => r.status),
      ),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe('sign-ups: RATE_LIMIT_SIGNUPS per address through tRPC and REST', () => {
  it('counts /api/trpc and /api/auth/register together, concurrent or not', async () => {
    const t = createTestApp({ RATE_LIMIT_SIGNUPS: '2', TRUST_PROXY: 'true' });
    const ip = '198.51.100.4';
    const account = () => ({
      email: `limit-${crypto.randomUUID()}@example.com`,
      password: 'collab-test-pass',
      full_name: 'Limit Test',
      user_type: 'brand',
    });
    const statuses = await Promise.all([
      ...Array.from({ length: 3 }, () =>
        trpcPost(t, 'auth.register', account(), { ip }).then((r) => r.status),
      ),
      ...Array.from({ length: 3 }, () =>
        rest(t, 'POST', '/api/auth/register', { body: account(), headers: { 'x-forwarded-for': ip } }).then(
          (r) => r.status,
        ),
      ),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});
