import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGINE } from '@db/engine';
import { openPostgres } from '@db/engines/postgres/connection';
import { createTestApp } from '../kit/app';
import { createAdmin, createCreator } from '../kit/factories';
import { describeSqlite } from '../kit/engine';
import { rest } from '../kit/rest';

// Session rows are kept between requests until the data changes; these show that nothing a user
// would notice outlives a change, whoever makes it and whenever the clock says a session ends.
describe('sessions kept between requests', () => {
  afterEach(() => vi.useRealTimers());

  // The other connection writes the SQLite file the app has open.
  describeSqlite('another connection', () => {
    it('a session deleted by another connection (an operator, a second process) stops from the next turn of the event loop', async () => {
      const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'session-cache-'));
      const file = path.join(dir, 'app.db');
      const t = createTestApp({ DATABASE_URL: file });
      const me = await createCreator(t);
      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(200);
      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(200);

      const operator = new Database(file);
      operator.prepare('delete from sessions').run();
      operator.close();
      await new Promise((resolve) => setImmediate(resolve));

      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(401);
    });
  });

  // Another process writes the PostgreSQL database the app has open (docs/decisions/048-kept-values-on-postgres.md).
  describe.skipIf(ENGINE !== 'postgres')('another process (PostgreSQL)', () => {
    it('a session deleted by another process stops from the next turn of the event loop', async () => {
      const t = createTestApp();
      const me = await createCreator(t);
      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(200);
      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(200);

      const operator = openPostgres(t.env.DATABASE_URL);
      try {
        await operator.$client.query('delete from sessions');
      } finally {
        await operator.$client.end();
      }
      await new Promise((resolve) => setImmediate(resolve));

      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(401);
    });
  });

  it('a session read a moment ago still ends when its expiry passes', async () => {
    const t = createTestApp();
    const me = await createCreator(t);
    expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(401);
  });

  it('a suspension made by an admin refuses the very next request', async () => {
    const t = createTestApp();
    const me = await createCreator(t);
    const admin = await createAdmin(t);
    expect((await rest(t, 'GET', '/api/profiles/me', { token: me.token })).status).toBe(200);

    const suspended = await rest(t, 'POST', '/api/admin/suspensions', {
      token: admin.token,
      body: { user_id: me.user.id, suspension_type: 'permanent', reason: 'Fake followers' },
    });
    expect(suspended.status).toBe(200);

    const next = await rest(t, 'GET', '/api/profiles/me', { token: me.token });
    expect(next).toMatchObject({ status: 403, body: { suspended: true } });
  });
});
