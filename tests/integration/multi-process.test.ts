import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { form, jpeg, png } from '../kit/file-bytes';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';
import { rest } from '../kit/rest';
import { startS3, type TestS3 } from '../kit/s3';
import { startServerProcess, type ServerProcess } from '../kit/server-process';

const MIGRATIONS = (
  JSON.parse(fs.readFileSync('drizzle/postgres/meta/_journal.json', 'utf8')) as { entries: unknown[] }
).entries.length;

/** Files anywhere under `dir` (none when it does not exist). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => fs.statSync(`${dir}/${f}`).isFile())
    : [];

/**
 * The bell's notification stream on `server`, as the web client's httpSubscriptionLink opens it
 * (Server-Sent Events at /api/trpc), resuming after `lastEventId`.
 */
async function openStream(server: ServerProcess, token: string, lastEventId: string) {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/api/trpc/notifications.stream?input=%7B%7D`, {
    headers: { authorization: `Bearer ${token}`, 'last-event-id': lastEventId },
    signal: abort.signal,
  });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    /** Everything received until `wanted` appears (an error event from the server fails at once). */
    async readUntil(wanted: string) {
      while (!text.includes(wanted)) {
        expect(text).not.toContain('event: serialized-error');
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended before "${wanted}":\n${text}`);
        text += decoder.decode(value, { stream: true });
      }
      const received = text;
      text = '';
      return received;
    },
    close: () => abort.abort(),
  };
}

/*
 * Two server processes on one PostgreSQL database and one S3 bucket, as an operator runs them behind
 * a load balancer: a request may land on either, and nothing a user notices may depend on which:
 * sessions, rate limits, live notifications (docs/decisions/034-notifications-across-processes.md),
 * files (docs/decisions/032-file-store.md) and values otherwise kept until the data changes. Every
 * call goes over HTTP to the real main.ts; both processes migrate the empty database as they start
 * together.
 */
describePostgres('two server processes sharing one PostgreSQL database and one S3 bucket', () => {
  const database = usePostgresDatabase({ migrated: false });
  const LOGIN_FAILURES = 4;
  const ADMIN = { email: 'ops@example.com', password: 'admin-pass-1' };
  let s3: TestS3;
  let a: ServerProcess;
  let b: ServerProcess;
  const stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    s3 = await startS3();
    const env = {
      DATABASE_URL: database.url,
      ...s3.env('site'),
      // Both decrypt what either encrypted: the key is shared, not generated into each DATA_DIR.
      ENCRYPTION_KEY: '5e'.repeat(32),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURES),
    };
    const start = (name: string) => startServerProcess(name, env, ({ stop }) => stops.push(stop));
    [a, b] = await Promise.all([start('A'), start('B')]);
  }, 90_000);

  // A 500 says only "Internal server error": on a failure, show what the servers logged meanwhile.
  const logged = new Map<string, number>();
  beforeEach(() => {
    for (const server of [a, b]) logged.set(server.name, server.output().length);
  });
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const server of [a, b]) {
      const errors = server
        .output()
        .slice(logged.get(server.name))
        .split('\n')
        .filter((line) => /"level":"(error|fatal)"/.test(line));
      if (errors.length) console.error(`Server ${server.name} logged:\n${errors.join('\n')}`);
    }
  });

  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    await s3?.close();
  });

  let counter = 0;
  async function register(on: ServerProcess, userType: 'influencer' | 'brand', fullName: string) {
    counter += 1;
    const email = `${userType}${counter}@example.com`;
    const res = await rest(on, 'POST', '/api/auth/register', {
      body: { email, password: 'secret-pass', full_name: fullName, user_type: userType },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { email, token: res.body.token as string, id: res.body.user.id as string };
  }

  async function signInAdmin(on: ServerProcess) {
    const res = await rest(on, 'POST', '/api/auth/login', { body: ADMIN });
    expect(res.status).toBe(200);
    return res.body.token as string;
  }

  async function activeCampaign(on: ServerProcess, brandToken: string, title: string) {
    const res = await rest(on, 'POST', '/api/campaigns', {
      token: brandToken,
      body: { title, description: 'Two reels', status: 'active', collabType: 'barter' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.campaign.id as string;
  }

  it('both start on the same empty database, migrating it once and making one admin', async () => {
    const applied = await database().$client.query('select hash from drizzle.__drizzle_migrations');
    expect(applied.rowCount).toBe(MIGRATIONS);
    const admins = await database().$client.query('select id from users where email = $1', [ADMIN.email]);
    expect(admins.rowCount).toBe(1);
    await signInAdmin(a);
    await signInAdmin(b);
  });

  it('a session made on one is signed in on the other, and ended on one is gone on the other', async () => {
    const me = await register(a, 'influencer', 'Asha Rao');
    const profile = (on: ServerProcess, token: string) => rest(on, 'GET', '/api/auth/profile', { token });
    expect(await profile(b, me.token)).toMatchObject({
      status: 200,
      body: { user: { id: me.id, email: me.email } },
    });

    // B has just read each session it is asked about again, so nothing it kept may outlive A's change.
    const refreshed = await rest(a, 'POST', '/api/auth/refresh', { token: me.token });
    expect(refreshed.status).toBe(200);
    expect((await profile(b, me.token)).status).toBe(401);
    expect((await profile(b, refreshed.body.token)).status).toBe(200);

    expect((await rest(a, 'POST', '/api/auth/logout', { token: refreshed.body.token })).status).toBe(200);
    expect((await profile(b, refreshed.body.token)).status).toBe(401);
  });

  it('failed sign-ins are counted across both processes, not per process', async () => {
    const me = await register(a, 'influencer', 'Ravi Kumar');
    const wrong = { email: me.email, password: 'not-my-password' };
    for (let i = 0; i < LOGIN_FAILURES; i++) {
      const on = i % 2 === 0 ? a : b;
      expect((await rest(on, 'POST', '/api/auth/login', { body: wrong })).status, `attempt ${i + 1}`).toBe(
        401,
      );
    }
    // Each process has seen only half of the failures; together they are at the limit.
    for (const on of [a, b]) {
      const refused = await rest(on, 'POST', '/api/auth/login', { body: wrong });
      expect(refused.status, on.name).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('a suspension made through one refuses the very next request on the other, whose session it had just read', async () => {
    const me = await register(a, 'influencer', 'Meera Shah');
    expect((await rest(b, 'GET', '/api/profiles/me', { token: me.token })).status).toBe(200);

    const suspended = await rest(a, 'POST', '/api/admin/suspensions', {
      token: await signInAdmin(a),
      body: { user_id: me.id, suspension_type: 'permanent', reason: 'Fake followers' },
    });
    expect(suspended.status).toBe(200);

    expect(await rest(b, 'GET', '/api/profiles/me', { token: me.token })).toMatchObject({
      status: 403,
      body: { suspended: true },
    });
  });

  it('counts one process has just shown are not shown stale after the other wrote', async () => {
    const admin = await signInAdmin(b);
    const analytics = async () =>
      (await rest(b, 'GET', '/api/admin/analytics?period=30d', { token: admin })).body.analytics.overview;
    const before = await analytics();
    expect(await analytics()).toEqual(before);

    const brand = await register(a, 'brand', 'Chai Co');
    await activeCampaign(a, brand.token, 'Monsoon teas');

    expect(await analytics()).toMatchObject({
      totalUsers: before.totalUsers + 1,
      totalCampaigns: before.totalCampaigns + 1,
      activeCampaigns: before.activeCampaigns + 1,
    });
  });

  it('a brand’s campaign list and its count on one show a campaign created through the other', async () => {
    const brand = await register(a, 'brand', 'Saree House');
    const mine = async () => {
      const res = await rest(b, 'GET', '/api/campaigns/my', { token: brand.token });
      expect(res.status).toBe(200);
      return { titles: res.body.campaigns.map((c: { title: string }) => c.title), total: res.body.total };
    };
    expect(await mine()).toEqual({ titles: [], total: 0 });
    await activeCampaign(a, brand.token, 'Wedding season');
    expect(await mine()).toEqual({ titles: ['Wedding season'], total: 1 });
  });

  it('a notification written by one reaches the brand’s open stream held by the other', async () => {
    const brand = await register(a, 'brand', 'Kurta Lane');
    const campaignId = await activeCampaign(a, brand.token, 'Festive kurtas');
    const apply = async (name: string) => {
      const creator = await register(a, 'influencer', name);
      const res = await rest(a, 'POST', '/api/applications', {
        token: creator.token,
        body: { campaign_id: campaignId },
      });
      expect(res.status).toBe(200);
    };
    await apply('First Applicant');
    await apply('Second Applicant');
    const [first] = (
      await database().$client.query(
        `select id from notifications where user_id = $1 and message like 'First Applicant%'`,
        [brand.id],
      )
    ).rows as { id: string }[];

    // Resuming after the first notification, the stream's first read delivers the second: once it
    // has arrived, the stream is listening and idle, and only a wake from A can bring the third.
    const stream = await openStream(b, brand.token, first!.id);
    try {
      expect(await stream.readUntil('Second Applicant')).not.toContain('First Applicant');
      await apply('Third Applicant');
      expect(await stream.readUntil('Third Applicant')).toContain('"title":"New application"');
    } finally {
      stream.close();
    }
  });

  it('a conversation message posted through one reaches the other party’s open stream held by the other', async () => {
    const brand = await register(a, 'brand', 'Chai Co');
    const creator = await register(a, 'influencer', 'Meera Iyer');
    const campaignId = await activeCampaign(a, brand.token, 'Chai reels');
    const applied = await rest(a, 'POST', '/api/applications', {
      token: creator.token,
      body: { campaign_id: campaignId },
    });
    const applicationId = applied.body.application.id as string;
    const post = (body: string) =>
      rest(a, 'POST', `/api/conversations/${applicationId}/messages`, { token: brand.token, body: { body } });
    expect(
      (
        await rest(a, 'PUT', `/api/applications/${applicationId}`, {
          token: brand.token,
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(200);
    const [accepted] = (
      await database().$client.query(`select id from notifications where user_id = $1`, [creator.id])
    ).rows as { id: string }[];
    expect((await post('Welcome aboard')).status).toBe(200);

    // Resuming after the acceptance, the first read delivers the message notification: the stream
    // is then listening, and only A's announcement can bring the next message.
    const stream = await openStream(b, creator.token, accepted!.id);
    try {
      expect(await stream.readUntil('New message from Chai Co')).toContain('"type":"message"');
      expect((await post('Script attached')).status).toBe(200);
      expect(await stream.readUntil('Script attached')).toContain(
        `"event":"message","application_id":"${applicationId}"`,
      );
    } finally {
      stream.close();
    }
  });

  it('a file uploaded through one is served by the other, from the bucket, never from either disk', async () => {
    const me = await register(a, 'influencer', 'Neha Iyer');
    const avatar = png('avatar of Neha');
    const uploaded = await rest(a, 'POST', '/api/uploads/avatar', {
      token: me.token,
      body: form('avatar', avatar),
    });
    expect(uploaded.status).toBe(200);
    const served = await fetch(b.url + uploaded.body.avatar.url, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(avatar)).toBe(true);

    // An identity document is encrypted by A and decrypted by B with the shared key.
    const saved = await rest(b, 'POST', '/api/payments/user', {
      token: me.token,
      body: {
        pan_number: 'QWERT9876Z',
        aadhaar_number: '987654321012',
        account_number: '55501234567890',
        consent_given: true,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const recordId = saved.body.paymentDetails.id as string;
    const scan = jpeg('aadhaar of Neha');
    const sent = await rest(a, 'POST', `/api/payments/upload/${recordId}`, {
      token: me.token,
      body: form('document', scan, 'aadhaar'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const document = await fetch(`${b.url}/api/payments/documents/${recordId}/aadhaar`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer()).equals(scan)).toBe(true);

    expect((await s3.keys('site/')).map((k) => k.split('/')[1])).toEqual(['avatars', 'documents']);
    for (const server of [a, b]) expect(filesUnder(`${server.dataDir}/uploads`), server.name).toEqual([]);
  });
});
