import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '@db/engine';
import { LINGER_BYTES } from '@server/http/body-limit';
import { copyTemplateDatabase } from '../kit/pg-template';
import { rest } from '../kit/rest';
import { startServerProcess, type ServerProcess } from '../kit/server-process';

/**
 * An upload refused before its body is read (too large by its declared size, no session, a
 * suspended account, someone else's record, not multipart, too many) is answered, and the rest of
 * its body is read and thrown away before the connection closes, so a client still sending gets the
 * answer, not EPIPE or ECONNRESET (issue 28). The real server in a process of its own (in one
 * process the client's writes and the server's reads take turns, and nothing is ever dropped), and
 * Node's fetch with FormData as a script would send; 20 times each, every answer followed by a
 * request on the same client.
 */
const ROUNDS = 20;
const MB = 1024 * 1024;
const ADMIN = { email: 'uploads-admin@example.com', password: 'admin-pass-1' };
const stops: (() => Promise<unknown>)[] = [];
let server: ServerProcess;
let base = '';
let adminToken = '';

beforeAll(async () => {
  server = await startServerProcess(
    'uploads',
    {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AVATAR_UPLOADS: String(ROUNDS),
      RATE_LIMIT_PAYMENT_UPLOADS: String(ROUNDS),
      ...(ENGINE === 'postgres' ? { DATABASE_URL: copyTemplateDatabase().url } : {}),
    },
    ({ stop }) => stops.push(stop),
  );
  base = server.url;
  adminToken = (await rest(server, 'POST', '/api/auth/login', { body: ADMIN })).body.token as string;
});
afterAll(() => Promise.all(stops.map((stop) => stop())));

let accounts = 0;
async function createCreator() {
  const res = await rest(server, 'POST', '/api/auth/register', {
    body: {
      email: `uploader-${++accounts}@example.com`,
      password: 'uploader-pass-1',
      full_name: `Uploader ${accounts}`,
    },
  });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, id: res.body.user.id as string };
}

/** A multipart body: a file of `size` bytes in `field`, and `kind` when given. */
function upload(field: string, size: number, kind?: string) {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(size).fill(0x61)], 'big.png', { type: 'image/png' }));
  if (kind) body.append('kind', kind);
  return body;
}

/** `size` bytes sent as they are produced: no Content-Length, chunked, counted as they stream in. */
function streamed(size: number) {
  const chunk = new Uint8Array(256 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

type Attempt = {
  path: string;
  token?: string;
  body: FormData | Blob | ReadableStream<Uint8Array>;
  type?: string;
};

/** Sends `attempt` ROUNDS times, each followed by the health check; tallies what came back. */
async function everyRound(attempt: () => Attempt) {
  const seen: Record<string, number> = {};
  const tally = (s: string) => (seen[s] = (seen[s] ?? 0) + 1);
  for (let i = 0; i < ROUNDS; i++) {
    const { path, token, body, type } = attempt();
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (type) headers['content-type'] = type;
    tally(
      await fetch(base + path, { method: 'POST', headers, body, duplex: 'half' } as RequestInit).then(
        async (r) => `${r.status} ${(await r.json()).error}`,
        (e: Error) => `dropped: ${(e.cause as Error | undefined)?.message ?? e.message}`,
      ),
    );
    tally(
      await fetch(`${base}/api/health`).then(
        (r) => `health ${r.status}`,
        (e: Error) => `health dropped: ${e.message}`,
      ),
    );
  }
  return seen;
}

const answered = (answer: string) => ({ [answer]: ROUNDS, 'health 200': ROUNDS });

async function suspendedCreator() {
  const { id, token } = await createCreator();
  const res = await rest(server, 'POST', '/api/admin/suspensions', {
    token: adminToken,
    body: { user_id: id, suspension_type: 'permanent', reason: 'Spam' },
  });
  expect(res.status).toBe(200);
  return token;
}

async function withPaymentRecord() {
  const { token } = await createCreator();
  const res = await rest(server, 'POST', '/api/payments/user', {
    token,
    body: { consent_given: true, pan_number: 'ABCDE1234F' },
  });
  return { token, id: res.body.paymentDetails.id as string };
}

const AVATAR = '/api/uploads/avatar';
const AVATAR_TOO_LARGE = '413 File size must be less than 2MB';
const DOCUMENT_TOO_LARGE = '413 File too large. Please select a file smaller than 5MB.';
const NOT_MULTIPART = (field: string) => `415 Send the file as multipart/form-data in the field "${field}"`;

describe('a refused avatar upload is answered, whatever the body still on its way', () => {
  let creator = '';
  beforeAll(async () => {
    creator = (await createCreator()).token;
  });

  it.each([3 * MB, 20 * MB])('413 for %i bytes, refused by its declared size', async (size) => {
    expect(await everyRound(() => ({ path: AVATAR, token: creator, body: upload('avatar', size) }))).toEqual(
      answered(AVATAR_TOO_LARGE),
    );
  });

  it('413 for a body streamed without a declared size, counted as it arrives', async () => {
    const body = () => streamed(8 * MB);
    const type = 'multipart/form-data; boundary=x';
    expect(await everyRound(() => ({ path: AVATAR, token: creator, body: body(), type }))).toEqual(
      answered(AVATAR_TOO_LARGE),
    );
  });

  it('401 without a session', async () => {
    expect(await everyRound(() => ({ path: AVATAR, body: upload('avatar', 2 * MB) }))).toEqual(
      answered('401 Please sign in to continue'),
    );
  });

  it('403 for a suspended account', async () => {
    const token = await suspendedCreator();
    expect(await everyRound(() => ({ path: AVATAR, token, body: upload('avatar', 2 * MB) }))).toEqual(
      answered('403 Your account has been suspended: Spam'),
    );
  });

  it('415 for a body that is not multipart, then 429 once the hour’s uploads are used', async () => {
    const { token } = await createCreator();
    const raw = () => ({ path: AVATAR, token, body: new Blob([new Uint8Array(2 * MB)]), type: 'image/png' });
    expect(await everyRound(raw)).toEqual(answered(NOT_MULTIPART('avatar')));
    const limited = await everyRound(() => ({ path: AVATAR, token, body: upload('avatar', 2 * MB) }));
    expect(limited).toEqual(answered('429 Too many avatar uploads. Please try again later.'));
  });
});

describe('a refused identity document upload is answered, whatever the body still on its way', () => {
  let own = { token: '', id: '' };
  beforeAll(async () => {
    own = await withPaymentRecord();
  });
  const path = (id: string) => `/api/payments/upload/${id}`;

  it.each([6 * MB, 20 * MB])('413 for %i bytes, refused by its declared size', async (size) => {
    expect(
      await everyRound(() => ({
        path: path(own.id),
        token: own.token,
        body: upload('document', size, 'pan'),
      })),
    ).toEqual(answered(DOCUMENT_TOO_LARGE));
  });

  it('413 for a body streamed without a declared size, counted as it arrives', async () => {
    const type = 'multipart/form-data; boundary=x';
    expect(
      await everyRound(() => ({ path: path(own.id), token: own.token, body: streamed(12 * MB), type })),
    ).toEqual(answered(DOCUMENT_TOO_LARGE));
  });

  it('401 without a session', async () => {
    expect(await everyRound(() => ({ path: path(own.id), body: upload('document', 4 * MB, 'pan') }))).toEqual(
      answered('401 Please sign in to continue'),
    );
  });

  it('403 for a suspended account', async () => {
    const token = await suspendedCreator();
    expect(
      await everyRound(() => ({ path: path(own.id), token, body: upload('document', 4 * MB, 'pan') })),
    ).toEqual(answered('403 Your account has been suspended: Spam'));
  });

  it("404 for someone else's record, as for one that does not exist", async () => {
    const { token } = await createCreator();
    const notFound = '404 Payment details not found';
    expect(
      await everyRound(() => ({ path: path(own.id), token, body: upload('document', 4 * MB, 'pan') })),
    ).toEqual(answered(notFound));
    expect(
      await everyRound(() => ({
        path: path('no-such-record'),
        token,
        body: upload('document', 4 * MB, 'pan'),
      })),
    ).toEqual(answered(notFound));
  });

  it('415 for a body that is not multipart, then 429 once the uploads allowed are used', async () => {
    const mine = await withPaymentRecord();
    const raw = () => ({
      path: path(mine.id),
      token: mine.token,
      body: new Blob([new Uint8Array(4 * MB)]),
      type: 'image/png',
    });
    expect(await everyRound(raw)).toEqual(answered(NOT_MULTIPART('document')));
    const limited = await everyRound(() => ({
      path: path(mine.id),
      token: mine.token,
      body: upload('document', 4 * MB, 'pan'),
    }));
    expect(limited).toEqual(answered('429 Upload limit exceeded. Please wait before uploading more files.'));
  });
});

describe('past the bound, the connection is closed rather than read for ever', () => {
  it(`reads at most about ${LINGER_BYTES / MB} MB of a body it refused, then closes`, async () => {
    const { port } = new URL(base);
    // Half-open: it keeps sending after the server has finished its answer, as an uploader does.
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    // Writing past the server's close is refused (EPIPE): expected, it is how the test ends.
    socket.on('error', () => {});
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST ${AVATAR} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        `Content-Length: ${1024 * MB}\r\n\r\n`,
    );
    // Sends until the server stops taking bytes: each write waits for the kernel to take the last,
    // then lets the event loop read what arrived, as a client sending and reading at once does (a
    // write the kernel takes at once drains in a tick, and a loop of those never reads the answer
    // before the server's close makes the next write fail).
    const chunk = Buffer.alloc(MB, 0x61);
    let sent = 0;
    while (!socket.destroyed && sent < 1024 * MB) {
      const ok = socket.write(chunk);
      sent += chunk.length;
      if (!ok) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 .*connection: close/is);
    // Past the bound, and not much more (what the kernel's buffers held on either side).
    expect(sent).toBeGreaterThan(LINGER_BYTES);
    expect(sent).toBeLessThan(LINGER_BYTES + 32 * MB);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
