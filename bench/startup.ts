/**
 * `npx tsx bench/startup.ts [--runs 5]`: the server's start-up time (process start to /api/health
 * answering) and memory (RSS once it answers, and after 500 requests) when run from TypeScript
 * through tsx, as `npm run serve` did before, and compiled, as it does now. Runs alternate between
 * the two, each on a fresh database without the demo seed; medians are printed. Builds first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '@db/project-root';
import { buildServer } from '@server/build/server-bundle';
import { freePort, startProcess } from './lib/processes';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const NODE_FLAGS = ['--max-semi-space-size=16'];

const ways = {
  tsx: {
    command: path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    args: [...NODE_FLAGS, 'src/server/main.ts'],
    // The tsx CLI starts the server as a child node process: that one's memory is the server's.
    match: (argv: string[]) => argv.includes('src/server/main.ts') && argv.some((a) => a.includes('loader')),
  },
  compiled: {
    command: process.execPath,
    args: ['--enable-source-maps', ...NODE_FLAGS, 'dist/server/main.js'],
    match: undefined,
  },
};
type Way = keyof typeof ways;

async function once(way: Way) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-startup-'));
  const started = performance.now();
  const server = await startProcess(way, ways[way].command, ways[way].args, {
    port,
    pollMs: 5,
    match: ways[way].match,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const startMs = performance.now() - started;
  const startRss = server.rssMb()!;
  const page = await (await fetch(`${server.url}/`)).text();
  const asset = /src="(\/assets\/[^"]+)"/.exec(page)?.[1] ?? '/';
  const paths = ['/api/health', '/', asset, '/api/openapi.json', '/api/campaigns', '/creator-dashboard'];
  for (let i = 0; i < 500; i++) {
    const res = await fetch(`${server.url}${paths[i % paths.length]}`, {
      headers: { 'accept-encoding': 'br' },
    });
    await res.arrayBuffer();
  }
  const afterRss = server.rssMb()!;
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { startMs, startRss, afterRss };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

await buildServer(PROJECT_ROOT);
const results: Record<Way, Awaited<ReturnType<typeof once>>[]> = { tsx: [], compiled: [] };
for (let i = 0; i < RUNS; i++)
  for (const way of Object.keys(ways) as Way[]) results[way].push(await once(way));

console.log(
  `${RUNS} runs each, median (lowest-highest); load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log('| server   | start-up ms      | RSS at start MB | RSS after 500 requests MB |');
console.log('| -------- | ---------------- | --------------- | ------------------------- |');
for (const way of Object.keys(ways) as Way[]) {
  const r = results[way];
  const cell = (xs: number[]) =>
    `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
  console.log(
    `| ${way.padEnd(8)} | ${cell(r.map((x) => x.startMs)).padStart(16)} | ${cell(r.map((x) => x.startRss)).padStart(15)} | ${cell(r.map((x) => x.afterRss)).padStart(25)} |`,
  );
}
