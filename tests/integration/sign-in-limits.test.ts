import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '@server/services/auth/password';
import { createTestApp, type TestApp } from '../kit/app';
import { createCreator, TEST_PASSWORD } from '../kit/factories';
import { rest } from '../kit/rest';

// Counts how many passwords are really checked: what a guesser gets evaluated.
vi.mock('@server/services/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('@server/services/auth/password')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verified = vi.mocked(verifyPassword);

beforeEach(() => verified.mockClear());

const signIn = (t: TestApp, email: string, password: string, ip = '203.0.113.7') =>
  rest(t, 'POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

/** One tRPC batch request of `calls` sign-ins, the way httpBatchLink sends them. */
function batchOfSignIns(t: TestApp, calls: { email: string; password: string }[]) {
  const paths = calls.map(() => 'auth.login').join(',');
  const body = Object.fromEntries(calls.map((c, i) => [i, c]));
  return t.app.request(`/api/trpc/${paths}?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('sign-in limits under concurrency', () => {
  it('200 concurrent wrong guesses: only RATE_LIMIT_LOGIN_FAILURES are evaluated, the rest get 429', async () => {
    const t = createTestApp({ TRUST_PROXY: 'true' });
    const { user } = await createCreator(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(t, user.email, `wrong-${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(190);
    expect(verified).toHaveBeenCalledTimes(10);
  });

  it('refuses a tRPC batch of 11 calls with 400 before evaluating any; a batch of 10 is answered', async () => {
    const t = createTestApp();
    const { user } = await createCreator(t);
    const guesses = Array.from({ length: 11 }, (_, i) => ({ email: user.email, password: `guess-${i}` }));
    const refused = await batchOfSignIns(t, guesses);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Batch call exceeds maximum size');
    expect(verified).not.toHaveBeenCalled();

    const answered = await batchOfSignIns(t, [
      ...guesses.slice(0, 9),
      { email: user.email, password: TEST_PASSWORD },
    ]);
    const results = (await answered.json()) as {
      result?: { data: { user: { id: string } } };
      error?: unknown;
    }[];
    expect(results).toHaveLength(10);
    expect(results.filter((r) => r.error)).toHaveLength(9);
    expect(results[9]!.result?.data.user.id).toBe(user.id);
  });

  it('holds the per-email limit through tRPC, inside one batch too', async () => {
    const t = createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    const { user } = await createCreator(t);
    const res = await batchOfSignIns(
      t,
      Array.from({ length: 5 }, (_, i) => ({ email: user.email, password: `guess-${i}` })),
    );
    const codes = ((await res.json()) as { error: { data: { code: string } } }[]).map(
      (r) => r.error.data.code,
    );
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(3);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(2);
    expect(res.headers.get('retry-after')).not.toBeNull();
  });

  it('limits failed sign-ins per address across many emails', async () => {
    const t = createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_FAILURES_PER_IP: '20' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(t, `nobody${i}@example.com`, 'wrong-password', '198.51.100.9'),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(20);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body.error).toBe(
      'Too many failed sign-in attempts from this address. Please try again later.',
    );
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(t, 'nobody0@example.com', 'wrong-password', '192.0.2.44')).status).toBe(401);
  });

  it("locks the guesser's address, not the account: the owner signs in from another address", async () => {
    const t = createTestApp({ TRUST_PROXY: 'true' });
    const { user } = await createCreator(t);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(t, user.email, `wrong-${i}`, '198.51.100.66')),
    );
    const guesser = await signIn(t, user.email, TEST_PASSWORD, '198.51.100.66');
    expect(guesser).toMatchObject({
      status: 429,
      body: { error: 'Too many failed sign-in attempts. Please try again later.' },
    });
    const owner = await signIn(t, user.email, TEST_PASSWORD, '192.0.2.10');
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(user.id);
  });

  it('does not count a sign-in that succeeds as a failure', async () => {
    const t = createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_FAILURES: '3' });
    const { user } = await createCreator(t);
    expect((await signIn(t, user.email, 'wrong-1')).status).toBe(401);
    expect((await signIn(t, user.email, 'wrong-2')).status).toBe(401);
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(t, user.email, 'wrong-3')).status).toBe(401);
    expect((await signIn(t, user.email, 'wrong-4')).status).toBe(429);
  });

  it('checks a password against a hash of the same cost when the email is unknown, as for a wrong password', async () => {
    const t = createTestApp();
    const { user } = await createCreator(t);
    expect((await signIn(t, user.email, 'wrong-password')).status).toBe(401);
    expect((await signIn(t, 'no-such-user@example.com', 'wrong-password')).status).toBe(401);
    expect(verified).toHaveBeenCalledTimes(2);
    const [known, unknown] = verified.mock.calls.map(([hash]) => hash);
    const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$'); // argon2id$v=19$m=...,t=...,p=...
    expect(unknown).not.toBe(known);
    expect(costOf(unknown!)).toBe(costOf(known!));
    expect(costOf(known!)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });
});
