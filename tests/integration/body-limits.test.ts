import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES, JSON_BODY_MAX_BYTES } from '@shared/constants';
import { MULTIPART_OVERHEAD } from '@server/http/multipart';
import { createTestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

/**
 * A real listening server and Node's own fetch (undici, keep-alive): `app.request` never opens a
 * socket, so it cannot show a connection dropped under an unread body.
 */
const t = createTestApp();
let base = '';
let server: ReturnType<typeof serve>;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ROUNDS = 20;
const JSON_TOO_LARGE = 'Request body is too large (at most 1 MB)';

function multipart(field: string, size: number, extra: Record<string, string> = {}) {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(size)], 'big.png', { type: 'image/png' }));
  for (const [k, v] of Object.entries(extra)) body.append(k, v);
  return body;
}

/** A body of `chunks` × 256 KB sent as it is produced: no Content-Length, chunked transfer encoding. */
function chunked(chunks: number) {
  const chunk = new Uint8Array(256 * 1024).fill(0x41);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

/**
 * Sends `make()` ROUNDS times in a row, each followed by a small request on the same keep-alive
 * client; tallies "status error" of each answer (with its Connection header), or how it was dropped.
 */
async function everyTime(make: () => { path: string; init: RequestInit }) {
  const seen: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const { path, init } = make();
    const res = await fetch(base + path, init).then(
      async (r) => `${r.status} ${(await r.json()).error} (connection: ${r.headers.get('connection')})`,
      (e: Error) => `dropped: ${(e.cause as Error | undefined)?.message ?? e.message}`,
    );
    seen.push(res);
    const health = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      (e: Error) => `dropped: ${e.message}`,
    );
    seen.push(`health ${health}`);
  }
  return seen;
}

const counts = (seen: string[]) =>
  seen.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('a body over its limit gets 413 on a real socket, every time, and the next request works', () => {
  const justOverJson = () => JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(JSON_BODY_MAX_BYTES) });

  it('REST JSON route', async () => {
    const seen = await everyTime(() => ({
      path: '/api/auth/login',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: justOverJson() },
    }));
    expect(counts(seen)).toEqual({
      [`413 ${JSON_TOO_LARGE} (connection: close)`]: ROUNDS,
      'health 200': ROUNDS,
    });
  });

  it('JSON route, chunked without a Content-Length, counted as it streams in', async () => {
    const seen = await everyTime(() => ({
      path: '/api/auth/login',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunked(8),
        duplex: 'half',
      } as RequestInit,
    }));
    expect(counts(seen)).toEqual({
      [`413 ${JSON_TOO_LARGE} (connection: close)`]: ROUNDS,
      'health 200': ROUNDS,
    });
  });

  it('tRPC JSON route', async () => {
    const seen = await everyTime(() => ({
      path: '/api/trpc/auth.login',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: justOverJson() },
    }));
    expect(counts(seen)).toEqual({
      [`413 ${JSON_TOO_LARGE} (connection: close)`]: ROUNDS,
      'health 200': ROUNDS,
    });
  });

  it('avatar upload', async () => {
    const { token } = await createCreator(t);
    const seen = await everyTime(() => ({
      path: '/api/uploads/avatar',
      init: {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: multipart('avatar', AVATAR_MAX_BYTES + MULTIPART_OVERHEAD),
      },
    }));
    expect(counts(seen)).toEqual({
      '413 File size must be less than 2MB (connection: close)': ROUNDS,
      'health 200': ROUNDS,
    });
  });

  it('payment document upload', async () => {
    const { token } = await createCreator(t);
    const record = await rest(t, 'POST', '/api/payments/user', {
      token,
      body: { consent_given: true, pan_number: 'ABCDE1234F' },
    });
    const id = record.body.paymentDetails.id as string;
    const seen = await everyTime(() => ({
      path: `/api/payments/upload/${id}`,
      init: {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: multipart('document', DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD, { kind: 'pan' }),
      },
    }));
    expect(counts(seen)).toEqual({
      '413 File too large. Please select a file smaller than 5MB. (connection: close)': ROUNDS,
      'health 200': ROUNDS,
    });

    const streamed = await everyTime(() => ({
      path: `/api/payments/upload/${id}`,
      init: {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
        body: chunked(24),
        duplex: 'half',
      } as RequestInit,
    }));
    expect(counts(streamed)).toEqual({
      '413 File too large. Please select a file smaller than 5MB. (connection: close)': ROUNDS,
      'health 200': ROUNDS,
    });
  });
});

describe('any answer given before the body was read closes the connection', () => {
  it('an upload refused for want of a session (401) under its size limit', async () => {
    const seen = await everyTime(() => ({
      path: '/api/uploads/avatar',
      init: { method: 'POST', body: multipart('avatar', AVATAR_MAX_BYTES) },
    }));
    expect(counts(seen)).toEqual({
      '401 Please sign in to continue (connection: close)': ROUNDS,
      'health 200': ROUNDS,
    });
  });

  it('but a body read whole keeps the connection open', async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"nobody@example.com","password":"secret1"}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('connection')).toBe('keep-alive');
  });
});
