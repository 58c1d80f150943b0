import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE } from '@db/engine';
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
        return [JSON.parse(line) as { level: string; msg: string; subject?: string; dropped?: number }];
      } catch {
        return [];
      }
    });

/**
 * SIGTERM to the real server (src/server/main.ts), as systemd stops it: no new connections, the
 * request under way answered, the open notification stream cut (its tab reconnects elsewhere), the
 * queued notification emails sent or dropped with a log line, and nothing logged as an error (no
 * email batch meeting a closed database), all well before the kit's SIGKILL at 5 s.
 */
describe('stopping the server', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  it('finishes the request under way, ends the streams and the email queue, then exits cleanly', async () => {
    const server = await startServerProcess(
      'shutdown',
      {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...(ENGINE === 'postgres' ? { DATABASE_URL: copyTemplateDatabase().url } : {}),
      },
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

    // A request whose body is still arriving when the signal comes.
    let sendRest!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"email":"${ADMIN.email}",`));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode(`"password":"${ADMIN.password}"}`));
          controller.close();
        };
      },
    });
    const slow = fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    const stopped = server.stop();
    await expect.poll(() => logLines(server).some((l) => l.msg.startsWith('Stopping'))).toBe(true);
    // No new connections once stopping, while the request under way is still being read.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    sendRest();
    expect((await slow).status).toBe(200);
    await streamEnded;
    await stopped;
    expect(Date.now() - started).toBeLessThan(4500);

    const lines = logLines(server);
    expect(lines.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
    expect(lines.at(-1)?.msg).toBe('Stopped');
    // Each brand's email went out before the end, or was counted as dropped.
    const sent = lines.filter(
      (l) => l.msg === 'email written to the outbox' && l.subject === 'Brand week',
    ).length;
    const dropped = lines
      .filter((l) => l.msg === 'Notification emails not sent: the server is stopping')
      .reduce((n, l) => n + l.dropped!, 0);
    expect(sent + dropped).toBe(brands);
  }, 60_000);
});
