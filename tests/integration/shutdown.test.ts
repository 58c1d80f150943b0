import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE } from '@db/engine';
import { openDatabase } from '@db/open';
import { emailOutbox } from '@db/schema';
import { copyTemplateDatabase } from '../kit/pg-template';
import { rest } from '../kit/rest';
import { startServerProcess, type ServerProcess } from '../kit/server-process';

const ADMIN = { email: 'ops@example.com', password: 'admin-pass-1' };

/** The JSON lines the server logged (pino), skipping anything else it printed. */
const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { level: string; msg: string; subject?: string }];
      } catch {
        return [];
      }
    });

/**
 * SIGTERM to the real server (src/server/main.ts), as systemd stops it: no new connections, the
 * request under way answered, the open notification stream cut (its tab reconnects elsewhere), the
 * outbox's emails sent or left queued for the next start (none lost, none cut off mid-send), and
 * nothing logged as an error (no email batch meeting a closed database), all well before the kit's
 * SIGKILL at 5 s.
 */
describe('stopping the server', () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  it('finishes the request under way, ends the streams and the email queue, then exits cleanly', async () => {
    // A database outside the server's DATA_DIR (which its stop removes), read once it has stopped.
    const databaseUrl =
      ENGINE === 'postgres'
        ? copyTemplateDatabase().url
        : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'collab-shutdown-db-')), 'app.db');
    const server = await startServerProcess(
      'shutdown',
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: databaseUrl },
      ({ stop }) => stops.push(stop),
    );
    const admin = (await rest(server, 'POST', '/api/auth/login', { body: ADMIN })).body.token as string;
    const brands = 12;
    for (let i = 0; i < brands; i++) {
      const res = await rest(server, 'POST', '/api/auth/register', {
        body: {
          email: `brand${i}@example.com`,
          password: 'secret-pass',
          full_name: `Brand ${i}`,
          user_type: 'brand',
        },
      });
      expect(res.status).toBe(200);
    }

    // The admin's bell, open as a browser's EventSource opens it.
    const stream = await fetch(`${server.url}/api/trpc/notifications.stream?input=%7B%7D`, {
      headers: { authorization: `Bearer ${admin}`, accept: 'text/event-stream' },
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      try {
        while (!(await reader.read()).done);
      } catch {
        // A cut connection ends it as well.
      }
    })();

    // A broadcast queues an email per brand; the server is told to stop as soon as it answers.
    const broadcast = await rest(server, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Brand week', message: 'Meet creators.', target_audience: 'brands' },
    });
    expect(broadcast.status).toBe(200);

    // A request whose body is still arriving when the signal comes. It asks for 100 Continue, which
    // Node sends as it hands the request to the app: from then on the request is under way.
    const slow = http.request(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', expect: '100-continue' },
    });
    const answered = once(slow, 'response') as Promise<[http.IncomingMessage]>;
    slow.flushHeaders();
    await once(slow, 'continue');
    slow.write(`{"email":"${ADMIN.email}",`);

    const stopped = server.stop();
    await expect.poll(() => logLines(server).some((l) => l.msg.startsWith('Stopping'))).toBe(true);
    // No new connections once stopping, while the request under way is still being read.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    slow.end(`"password":"${ADMIN.password}"}`);
    const [answer] = await answered;
    expect(answer.statusCode).toBe(200);
    answer.resume();
    await streamEnded;
    // It ended by itself (code 0), not by the kit's SIGKILL at 5 s.
    expect(await stopped).toEqual({ code: 0, signal: null });

    const lines = logLines(server);
    expect(lines.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
    expect(lines.at(-1)?.msg).toBe('Stopped');
    // Each brand's email went out before the end, or waits in the outbox for the next start.
    const sent = lines.filter(
      (l) => l.msg === 'email written to the outbox' && l.subject === 'Brand week',
    ).length;
    const opened = openDatabase(databaseUrl);
    try {
      const rows = await opened.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, 'Brand week'));
      const count = (status: string) => rows.filter((r) => r.status === status).length;
      expect(rows).toHaveLength(brands);
      expect(count('sent')).toBe(sent);
      expect(count('sent') + count('pending')).toBe(brands);
    } finally {
      await opened.close();
    }
  }, 60_000);
});
