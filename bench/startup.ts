/**
 * `npx tsx bench/startup.ts [--runs 5] [--ways serve,binary]`: the server's start-up time (process
 * start to /api/health answering) and memory (RSS once it answers, and after 500 requests; with the
 * part that is the process's own, not pages of its executable) for each way of running it:
 * `serve`, the compiled server as `npm run serve` runs it (node dist/server/main.js); `binary`, the
 * single executable (dist/collab-marketplace, its cache written by a first, uncounted run);
 * `tsx`, from TypeScript through tsx, as `npm run serve` did before issue 14. Runs alternate between
 * the ways, each on a fresh database without the demo seed; medians are printed. Builds first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '@runtime/project-root';
import { buildServer } from '@server/build/server-bundle';
import { freePort, startProcess } from './lib/processes';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 5);
const NODE_FLAGS = ['--max-semi-space-size=16'];
const BINARY = path.join(PROJECT_ROOT, 'dist/collab-marketplace');
/** The binary's cache (the files it writes out once), kept across its runs as a user's is. */
const BINARY_CACHE = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-startup-cache-'));

const allWays = {
  tsx: {
    command: path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    args: [...NODE_FLAGS, 'src/server/main.ts'],
    // The tsx CLI starts the server as a child node process: that one's memory is the server's.
    match: (argv: string[]) => argv.includes('src/server/main.ts') && argv.some((a) => a.includes('loader')),
    env: {},
  },
  serve: {
    command: process.execPath,
    args: ['--enable-source-maps', ...NODE_FLAGS, 'dist/server/main.js'],
    match: undefined,
    env: {},
  },
  binary: { command: BINARY, args: [], match: undefined, env: { XDG_CACHE_HOME: BINARY_CACHE } },
};
type Way = keyof typeof allWays;
const ways = (arg('--ways') ?? 'serve,binary').split(',') as Way[];

async function once(way: Way) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-startup-'));
  const started = performance.now();
  const server = await startProcess(way, allWays[way].command, allWays[way].args, {
    port,
    pollMs: 5,
    match: allWays[way].match,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...allWays[way].env,
    },
  });
  const startMs = performance.now() - started;
  const startRss = server.rssMb()!;
  const startAnon = server.anonRssMb()!;
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
  const afterAnon = server.anonRssMb()!;
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { startMs, startRss, startAnon, afterRss, afterAnon };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

await buildServer(PROJECT_ROOT);
if (ways.includes('binary'))
  execFileSync('npm', ['run', 'build:binary'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
// One uncounted run of each: the binary writes its cache, and every way finds its files in the page cache.
for (const way of ways) await once(way);
const results = Object.fromEntries(ways.map((w) => [w, [] as Awaited<ReturnType<typeof once>>[]]));
for (let i = 0; i < RUNS; i++) for (const way of ways) results[way]!.push(await once(way));
fs.rmSync(BINARY_CACHE, { recursive: true, force: true });

console.log(
  `${RUNS} runs each, median (lowest-highest); load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const cell = (xs: number[]) =>
  `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
console.log('| server | start-up ms | RSS at start MB (own) | RSS after 500 requests MB (own) |');
console.log('| ------ | ----------- | --------------------- | ------------------------------- |');
for (const way of ways) {
  const r = results[way]!;
  console.log(
    `| ${way} | ${cell(r.map((x) => x.startMs))} | ${cell(r.map((x) => x.startRss))} (${median(r.map((x) => x.startAnon)).toFixed(0)}) | ${cell(r.map((x) => x.afterRss))} (${median(r.map((x) => x.afterAnon)).toFixed(0)}) |`,
  );
}
if (ways.includes('serve') && ways.includes('binary')) {
  const ratios = results.binary!.map((b, i) => b.startMs / results.serve![i]!.startMs);
  console.log(
    `\nstart-up, binary / serve, run by run: median ${median(ratios).toFixed(2)}x (${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
}
