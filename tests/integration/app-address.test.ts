import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE } from '@db/engine';
import { DEMO_ADMIN_EMAIL, DEMO_BRANDS, DEMO_CREATORS, DEMO_PASSWORD } from '@server/seed/demo-data';
import { copyTemplateDatabase } from '../kit/pg-template';
import { startServerProcess } from '../kit/server-process';

/** A port nothing listens on now (the server must be given one: APP_URL's default is built from PORT). */
async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Emails link to APP_URL (default http://localhost:PORT) and the session cookie belongs to its host:
 * the start-up log, the demo's printed logins and the README send people to that same address, so
 * following an email does not land them signed out on another host (issue 28).
 */
describe('the address people are sent to', () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  it("is APP_URL's default, http://localhost:PORT, in the start-up log and the demo's logins", async () => {
    const port = await freePort();
    const server = await startServerProcess(
      'address',
      {
        PORT: String(port),
        SEED_DEMO: 'true',
        APP_URL: '',
        ...(ENGINE === 'postgres' ? { DATABASE_URL: copyTemplateDatabase().url } : {}),
      },
      ({ stop }) => stops.push(stop),
    );
    const url = `http://localhost:${port}`;
    expect(server.output()).toContain(`Demo marketplace loaded. Open ${url} and sign in with:`);
    expect(server.output()).toContain(`Listening on http://127.0.0.1:${port}; open ${url}`);
  }, 60_000); // a real server process, compiled by tsx and seeded: the budget shutdown.test.ts gives one

  it('is the one the README tells people to open', () => {
    const readme = fs.readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain('serves everything on <http://localhost:3000>');
    expect(readme).not.toMatch(/open <?http:\/\/127\.0\.0\.1/i);
  });
});

describe("the demo's logins", () => {
  it('are written in the README, with the password, so they are not lost after the first start', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    expect(readme).toContain(`password \`${DEMO_PASSWORD}\``);
    for (const email of [DEMO_ADMIN_EMAIL, 'brand@demo.test', 'creator@demo.test'])
      expect(readme).toContain(`\`${email}\``);
    const people = [...DEMO_BRANDS, ...DEMO_CREATORS].map((p) => p.email.split('@')[0]!);
    for (const name of people) expect(readme).toContain(`${name}@`);
  });
});
