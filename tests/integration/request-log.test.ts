import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { capturedLog } from '../kit/log';
import { createAdmin } from '../kit/factories';
import { describeSqlite } from '../kit/engine';

/** A test app whose log lines are kept, parsed, in `lines`. */
function loggedApp() {
  const { log, lines } = capturedLog();
  // Assigned, not spread: spreading would read t.sqlite, which PostgreSQL's test app refuses.
  return Object.assign(createTestApp({}, { log }), { lines });
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'request');

describe('the request log', () => {
  it('writes one line per request with method, route, status, duration and the id sent back', async () => {
    const t = loggedApp();
    const res = await t.app.request('/api/campaigns?search=my-secret-token&page=2');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = requestLines(t.lines);
    expect(more).toEqual([]);
    // Signed out, so refused: the line says so.
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/campaigns',
      status: 401,
      reqId: id,
    });
    expect(typeof line!.ms).toBe('number');
    expect(JSON.stringify(t.lines)).not.toContain('my-secret-token');
  });

  it('names the matched route pattern, not the values in the path', async () => {
    const t = loggedApp();
    const res = await t.app.request('/api/uploads/avatars/someone-else.png');
    expect(requestLines(t.lines)[0]).toMatchObject({
      route: '/api/uploads/avatars/:name',
      status: res.status,
    });
  });

  it("keeps a proxy's request id, and replaces one that could write into the log", async () => {
    const t = loggedApp();
    const kept = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'nginx-4f2a=' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a=');
    for (const bad of ['two words', 'a"b', 'x'.repeat(65)]) {
      const res = await t.app.request('/api/health', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).not.toBe(bad);
    }
    const [first, ...others] = requestLines(t.lines).map((l) => l.reqId);
    expect(first).toBe('nginx-4f2a=');
    expect(others).toEqual([0, 1, 2].map(() => expect.stringMatching(/^[0-9a-f-]{36}$/)));
  });

  it('logs no line below LOG_LEVEL', async () => {
    const { log, lines } = capturedLog('warn');
    const t = createTestApp({}, { log });
    await t.app.request('/api/health');
    expect(lines).toEqual([]);
  });
});

// The error is made by closing the SQLite connection, and its message is better-sqlite3's.
describeSqlite('an unexpected error', () => {
  // A closed database makes every query throw, wherever the request goes: from reading the session on.
  const broken = async () => {
    const t = loggedApp();
    const { token } = await createAdmin(t);
    t.sqlite.$client.close();
    return { ...t, token };
  };

  it.each([
    ['REST', '/api/auth/profile'],
    ['tRPC', '/api/trpc/auth.profile'],
    ['a plain route', '/api/admin/transactions/export.csv'],
  ])('through %s: a 500 without a stack, and the stack in the log with the request id', async (_, url) => {
    const t = await broken();
    const res = await t.app.request(url, { headers: { authorization: `Bearer ${t.token}` } });
    const body = await res.text();
    expect(res.status).toBe(500);
    expect(body).not.toMatch(/\.ts:\d+|\bat \w+ \(/);
    expect(body).not.toContain('database connection is not open');
    const error = t.lines.find((l) => l.level === 'error');
    expect(error).toMatchObject({ reqId: res.headers.get('x-request-id') });
    expect((error!.err as { stack: string }).stack).toMatch(/database connection is not open[\s\S]*\n\s+at /);
    expect(requestLines(t.lines)[0]).toMatchObject({ status: 500, reqId: res.headers.get('x-request-id') });
  });
});

it('a signed-in request is logged without its token', async () => {
  const t = loggedApp();
  const admin = await createAdmin(t);
  await t.app.request('/api/auth/profile', { headers: { authorization: `Bearer ${admin.token}` } });
  expect(JSON.stringify(t.lines)).not.toContain(admin.token);
});
