/**
 * `npm run bench:forgot-password`: how long "Forgot password?" takes to answer for an email with an
 * account and for one without, over a real socket to the real server (src/server/main.ts in a
 * process of its own, so its background work never delays this process reading an answer). The two
 * kinds are interleaved, each first in every other round, so each pays for the other's background
 * work alike. The answers must not tell them apart (issue 28): the medians should be within the noise
 * of one another. `-- --rounds N` (default 400) per kind, `--gap-ms` between requests (default 10). The server's database is SQLite in a
 * temporary folder, or the PostgreSQL database DATABASE_URL names (migrated; accounts are added).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startProcess } from './lib/processes';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '400' }, 'gap-ms': { type: 'string', default: '10' } },
});
const rounds = Number(values.rounds);
const gapMs = Number(values['gap-ms']);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forgot-'));
const port = await freePort();
const server = await startProcess('server', process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  port,
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Every request is answered, none limited: the limits are counted alike for both kinds.
    RATE_LIMIT_SIGNUPS: String(rounds * 10),
    RATE_LIMIT_RESET_EMAILS: String(rounds * 10),
    RATE_LIMIT_RESET_EMAILS_PER_IP: String(rounds * 10),
  },
});

const post = (p: string, body: unknown) =>
  fetch(`${server.url}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// A fresh address of each kind every time: the first request for an email starts its rate-limit
// counter (an insert on PostgreSQL), later ones only count, and that must not differ by kind.
const knownEmails: string[] = [];
for (let i = 0; i < rounds + 10; i++) {
  const email = `known-${i}-${crypto.randomUUID()}@example.com`;
  const res = await post('/api/auth/register', {
    email,
    password: 'bench-pass-123',
    full_name: `Known ${i}`,
  });
  if (res.status !== 200) throw new Error(`register answered ${res.status}`);
  knownEmails.push(email);
}
const unknownEmail = (i: number) => `nobody-${i}-${crypto.randomUUID()}@example.com`;

async function timeOne(email: string) {
  // A client elsewhere reads the answer while the server does what comes after it; on this machine
  // (2 cores, shared) that later work would compete with this process reading the answer, so each
  // request waits for the server to be idle again (`--gap-ms 0` to see that effect).
  await new Promise((resolve) => setTimeout(resolve, gapMs));
  const start = performance.now();
  const res = await post('/api/auth/forgot-password', { email });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
  return performance.now() - start;
}

const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < 10; i++) await timeOne(i % 2 ? knownEmails.pop()! : unknownEmail(i));
for (let i = 0; i < rounds; i++) {
  const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
  for (const kind of order)
    times[kind].push(await timeOne(kind === 'known' ? knownEmails[i]! : unknownEmail(i)));
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
const row = (kind: keyof typeof times) =>
  `${kind.padEnd(8)} median ${quantile(times[kind], 0.5).toFixed(2)} ms  p10 ${quantile(times[kind], 0.1).toFixed(2)}  p90 ${quantile(times[kind], 0.9).toFixed(2)}`;
const engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
console.log(`forgot-password, ${rounds} rounds of each, ${engine}:\n  ${row('known')}\n  ${row('unknown')}`);

await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
