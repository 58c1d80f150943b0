/**
 * `npm run bench`: builds the large marketplace, starts the real server on it (production mode, its
 * own process), drives every endpoint of issue 8 with autocannon from this process, measures the two
 * floors and the server's memory, repeats the reads at 1% and 10% of the data, sizes the web client's
 * routes, prints one table and writes it to bench/results/<date>.json. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { buildDatabase, scaledSizes, type BuildResult, type Sizes } from './generate';
import { parseArgs, type BenchArgs } from './lib/args';
import { buildServer } from '@server/build/server-bundle';
import { buildClient, measureClient, type ClientSizes } from './lib/client-size';
import { endpoints, type Endpoint, type Tokens } from './lib/endpoints';
import { mixedTraffic } from './lib/mixed';
import { measure, type LoadResult } from './lib/load';
import { freePort, startProcess } from './lib/processes';
import { group, memoryOf, sampleRss, startGroup, type Group } from './lib/servers';
import { buildOtherCommit, type OtherBuild } from './lib/other-commit';
import { printSideBySide, sideBySide, type SideBySide } from './lib/side-by-side';
import { openReader } from './lib/reader';
import { OPEN_CAMPAIGN_SQL } from './lib/open-campaigns';
import { indiaDate } from '@shared/dates';
import { databaseOf, onServer, withDatabase } from './lib/write-postgres';
import {
  printReport,
  evaluateTargets,
  type EndpointResult,
  type ScaleRun,
  type BenchReport,
} from './lib/report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA = path.join(ROOT, 'bench/.data');
const log = (line: string) => console.log(line);

/** Writes are measured at up to this many per second when planning how many distinct pairs to prepare. */
const MAX_WRITES_PER_SECOND = 4000;
/** Creators signed in to browse in the mixed traffic (besides the bench creator). */
const MIXED_BROWSERS = 20;

/**
 * Where the data set of these sizes lives, and the file beside it that says what was built: a SQLite
 * file in bench/.data named by its sizes, or a database on the PostgreSQL server named by its scale
 * (collab_bench_0_1), or by a hash of its sizes when a flag changed a table's (a name has at most 63
 * bytes).
 */
function location(scale: number, sizes: Sizes, args: BenchArgs) {
  const key = Object.values(sizes).join('-');
  if (args.engine === 'sqlite') {
    const file = path.join(DATA, `db-${key}.db`);
    return { file, meta: `${file}.json`, exists: () => Promise.resolve(fs.existsSync(file)) };
  }
  const scaled = key === Object.values(scaledSizes(scale)).join('-');
  const name = `collab_bench_${scaled ? String(scale).replace('.', '_') : createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
  return {
    file: withDatabase(args.pgUrl, name),
    meta: path.join(DATA, `${name}.json`),
    exists: () =>
      onServer(args.pgUrl, async (c) => {
        const r = await c.query('select 1 from pg_database where datname = $1', [name]);
        return r.rowCount === 1;
      }),
  };
}

async function database(scale: number, args: BenchArgs): Promise<BuildResult> {
  const sizes: Sizes = scaledSizes(scale, scale === args.scale ? args.sizes : {});
  const { file, meta, exists } = location(scale, sizes, args);
  const shown = args.engine === 'sqlite' ? path.relative(ROOT, file) : databaseOf(file);
  if (args.reuse && fs.existsSync(meta) && (await exists())) {
    log(`database at ${scale * 100}%: reusing ${shown}`);
    return JSON.parse(fs.readFileSync(meta, 'utf8')) as BuildResult;
  }
  log(`database at ${scale * 100}%: building ${shown}`);
  const built = await buildDatabase({ file, sizes, log });
  fs.writeFileSync(meta, JSON.stringify(built));
  log(
    `  ${Object.values(built.rows)
      .reduce((s, n) => s + n, 0)
      .toLocaleString('en')} rows in ${built.seconds.toFixed(1)} s`,
  );
  return built;
}

async function json(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, body };
}

async function signIn(app: Group, email: string, password: string) {
  const ask = () =>
    json(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  // A kept-alive socket the server closed while this process was busy (a long query of the data set
  // blocks its event loop) fails the next request before it is sent: ask again once on a new one.
  const r = await ask()
    .catch(ask)
    .catch((e: unknown) => {
      throw new Error(
        `Sign-in as ${email} failed (${String(e)}); the server's last output:\n${app.output().slice(-3000)}`,
      );
    });
  if (r.status !== 200 || typeof r.body?.token !== 'string')
    throw new Error(`Sign-in as ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/**
 * Signs every group's creators in, a few at a time: the server counts each sign-in against its
 * address before the password is checked (docs/decisions/006-sign-in-limits.md), so hundreds at
 * once from this one address would meet the per-address limit.
 */
async function signInAll(app: Group, groups: string[][], password: string) {
  const signedIn = groups.map((emails) => emails.map((email) => ({ email, token: '' })));
  const queue = signedIn.flat();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      next.token = await signIn(app, next.email, password);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return signedIn;
}

/**
 * Three groups of creators for the writes: the apply floor's, the server's apply benchmark's (each
 * with at least `needed` campaigns left to apply to), and the mixed traffic's browsers, who apply
 * as themselves; no group finds its pairs used up by another. The freshest applicants go first, so
 * a database reused after earlier runs (--reuse) still gives new pairs.
 */
async function applicantGroups(db: BuildResult, needed: number) {
  const reader = await openReader(db.file);
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await reader.column<number | string>(sql, params))[0]);
  const today = indiaDate();
  const open = await count(`select count(*) from campaigns c where ${OPEN_CAMPAIGN_SQL}`, [today]);
  const fresh: { email: string; left: number }[] = [];
  for (const email of db.subjects.applicants) {
    const applied = await count(
      `select count(*) from applications a join users u on u.id = a.creator_id
        join campaigns c on c.id = a.campaign_id where u.email = ? and ${OPEN_CAMPAIGN_SQL}`,
      [email, today],
    );
    fresh.push({ email, left: open - applied });
  }
  fresh.sort((a, b) => b.left - a.left);
  await reader.close();
  /** Takes applicants until `enough`, leaving `keep` for the groups after (when the data set has fewer pairs than needed). */
  const take = (enough: (group: typeof fresh) => boolean, keep = 0) => {
    const group: typeof fresh = [];
    while (fresh.length > keep && !enough(group)) group.push(fresh.shift()!);
    return group.map((a) => a.email);
  };
  const covers = (group: typeof fresh) => group.reduce((n, a) => n + a.left, 0) >= needed;
  // At most half of the writers go to the floor, and the browsers are kept: a group left empty
  // would leave its benchmark without requests to make.
  const half = Math.ceil((fresh.length - MIXED_BROWSERS) / 2) + MIXED_BROWSERS;
  return [take(covers, half), take(covers, MIXED_BROWSERS), take((group) => group.length >= MIXED_BROWSERS)];
}

/**
 * Every (applicant, campaign open to applications) pair not applied to yet, campaigns first, so consecutive writes
 * hit different campaigns; when they run out the pairs repeat and answer 409 (counted apart).
 */
async function applyPairs(db: BuildResult, applicants: { email: string; token: string }[]) {
  const reader = await openReader(db.file);
  const ids = await reader.column<string>(
    `select c.id from campaigns c where ${OPEN_CAMPAIGN_SQL} order by c.${reader.order}`,
    [indiaDate()],
  );
  const pairs: { campaign: string; token: string }[] = [];
  for (const a of applicants) {
    const done = new Set(
      await reader.column<string>(
        `select a.campaign_id from applications a join users u on u.id = a.creator_id where u.email = ?`,
        [a.email],
      ),
    );
    for (const campaign of ids) if (!done.has(campaign)) pairs.push({ campaign, token: a.token });
  }
  await reader.close();
  // A small data set reused after earlier runs may have none left: then every pair repeats, and answers 409.
  if (!pairs.length)
    for (const a of applicants) for (const campaign of ids) pairs.push({ campaign, token: a.token });
  if (!pairs.length) throw new Error('No campaign is open to applications in this data set');
  let i = 0;
  return () => {
    const pair = pairs[i++ % pairs.length]!;
    return {
      body: JSON.stringify({ campaign_id: pair.campaign }),
      headers: { authorization: `Bearer ${pair.token}` },
    };
  };
}

/**
 * Starts a server process of the checkout at `root` on `port`: exactly as `npm start` runs it after
 * its build (the command of `npm run serve`), or the single executable. Every process of a run
 * shares its DATA_DIR, so all use the encryption key the first one made.
 */
function serverStarter(root: string, db: BuildResult, dataDir: string, args: BenchArgs) {
  const serve = args.binary
    ? binaryCommand()
    : serveCommand(root, args.cpuProf ? path.join(DATA, 'profiles') : undefined);
  return (name: string, port: number) =>
    startProcess(name, serve.command, serve.args, {
      port,
      cwd: root,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: db.file,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        ...(args.client ? { CLIENT_DIR: path.join(DATA, 'client') } : {}),
        ...serve.env,
      },
    });
}

/** The floors: bare Hono and bare SQL on the same data (none when comparing two builds of the server). */
async function startFloors(db: BuildResult, args: BenchArgs) {
  if (args.compare) return [];
  const floor = async (kind: string, extra: string[] = []) => {
    const port = await freePort();
    const started = await startProcess(
      `floor-${kind}`,
      process.execPath,
      ['--import', 'tsx', 'bench/floors.ts', '--kind', kind, '--port', String(port), ...extra],
      // DATABASE_URL picks the tables the captured services load (src/db/engine.ts).
      { env: { DATABASE_URL: db.file }, port },
    );
    return group(`floor-${kind}`, [started]);
  };
  const health = await floor('health');
  return [health, await floor('sql', ['--db', db.file]).catch(stopping([health]))];
}

const stopAll = async (groups: (Group | null | undefined)[]) => {
  await Promise.all(groups.filter((g) => g != null).map((g) => g.stop()));
};

/** For a start that failed: stops what was started before it, then fails as it did. */
const stopping = (started: (Group | undefined)[]) => async (e: unknown) => {
  await stopAll(started);
  throw e;
};

async function runScale(
  scale: number,
  db: BuildResult,
  args: BenchArgs,
  growthOnly: boolean,
  other: OtherBuild | null,
): Promise<ScaleRun & { sideBySide?: SideBySide[] }> {
  const label = `${+(scale * 100).toFixed(4)}%`;
  log(`\n== ${label} of the data set ==`);
  const dataDir = path.join(DATA, `run-${scale}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const [floorHealth, floorSql] = await startFloors(db, args);
  const app = await startGroup('server', args.processes, serverStarter(ROOT, db, dataDir, args)).catch(
    stopping([floorHealth, floorSql]),
  );
  // The other commit's server on the same database, started after this one's: a newer schema it
  // does not know is left as it is (its migrator applies only what it lacks).
  const otherApp = other
    ? await startGroup('other', args.processes, serverStarter(other.dir, db, dataDir, args)).catch(
        stopping([app]),
      )
    : null;
  const startRss = memoryOf(app.procs, (p) => p.rssMb());
  const s = db.subjects;
  const tokens: Tokens = {
    admin: await signIn(app, s.admin.email, s.password),
    brand: await signIn(app, s.brand.email, s.password),
    creator: await signIn(app, s.creator.email, s.password),
  };
  const groups = growthOnly
    ? [[], [], []]
    : await applicantGroups(db, (args.duration + args.warmup) * MAX_WRITES_PER_SECOND);
  const [floorApplicants, appApplicants, browsers] = await signInAll(app, groups, s.password);
  const deepOffset = Math.min(10_000, Math.floor(s.activeCampaigns / 2 / 20) * 20);
  const invalidate = await invalidator(app, db, tokens.brand);
  const pairsOf = (group: { email: string; token: string }[]) =>
    group.length ? applyPairs(db, group) : undefined;
  const mixedApply = await pairsOf(browsers!);
  const mixed = mixedApply
    ? mixedTraffic(
        s,
        {
          brand: tokens.brand,
          browsers: [tokens.creator, ...browsers!.map((b) => b.token)],
          reader: { token: tokens.creator, notificationIds: await notificationIds(app, tokens.creator) },
        },
        mixedApply,
        deepOffset,
      )
    : undefined;

  const targets: Record<Endpoint['target'], Group | undefined> = {
    app,
    'floor-health': floorHealth,
    'floor-sql': floorSql,
  };
  const list = endpoints(
    s,
    tokens,
    { apply: await pairsOf(appApplicants!), floorApply: await pairsOf(floorApplicants!), mixed },
    deepOffset,
  ).filter(
    (e) =>
      targets[e.target] &&
      (!growthOnly || e.growth) &&
      (!args.only || e.kind === 'floor' || args.only.some((o) => e.name.includes(o))),
  );

  const results: EndpointResult[] = [];
  let compared: SideBySide[] | undefined;
  let peakRss = { sumMb: 0, maxMb: 0 };
  try {
    if (otherApp) compared = await sideBySide(list, { this: app, other: otherApp }, args, log);
    else for (const e of list) results.push(await runEndpoint(e, targets[e.target]!, app, args, invalidate));
  } finally {
    // The sum of each process's own peak: no less than what they held together at any one moment.
    peakRss = memoryOf(app.procs, (p) => p.peakRssMb());
    await stopAll([app, otherApp, floorHealth, floorSql]);
  }
  const health = results.find((r) => r.target === 'floor-health');
  const floorOf = new Map(
    list.map((e) => [e.name, results.find((r) => r.name === (e.floor ?? 'floor: bare SQL campaign list'))]),
  );
  for (const r of results) {
    const floor = floorOf.get(r.name);
    r.vsHealthFloor = health && r !== health ? round(r.rps / health.rps, 3) : null;
    r.vsSqlFloor = floor && r.target === 'app' && r.kind !== 'mixed' ? round(r.rps / floor.rps, 3) : null;
  }
  const errorsInLog = app
    .output()
    .split('\n')
    .filter((l) => /error/i.test(l)).length;
  return {
    scale,
    label,
    sizes: db.sizes,
    rows: db.rows,
    buildSeconds: round(db.seconds, 1),
    subjects: {
      brandCampaigns: s.brand.campaigns,
      creatorNotifications: s.creator.notifications,
      campaignApplications: s.campaign.applications,
      activeCampaigns: s.activeCampaigns,
      deepOffset,
      applicantsSignedIn: floorApplicants!.length + appApplicants!.length + browsers!.length,
    },
    serverRss: {
      processes: app.procs.length,
      startMb: round(startRss.maxMb, 1),
      peakMb: round(peakRss.maxMb, 1),
      startSumMb: round(startRss.sumMb, 1),
      peakSumMb: round(peakRss.sumMb, 1),
    },
    serverErrorLines: errorsInLog,
    endpoints: results,
    ...(compared ? { sideBySide: compared } : {}),
  };
}

/**
 * `npm run serve` is `[NAME=value ...] node [node flags] dist/server/main.js`; it is run as that
 * command (npm adds nothing), with extra node flags such as --cpu-prof, which NODE_OPTIONS refuses.
 */
function serveCommand(root: string, cpuProfDir?: string) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts.serve!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, value] = words.shift()!.split('=', 2) as [string, string];
    env[name] = value;
  }
  if (words.shift() !== 'node')
    throw new Error(`bench expects "npm run serve" to be "[ENV=...] node ...", not: ${pkg.scripts.serve}`);
  const profile = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  return { command: process.execPath, args: [...profile, ...words], env };
}

/** The single executable, its cache (the files it writes out once) kept in bench/.data. */
function binaryCommand() {
  const env = { XDG_CACHE_HOME: path.join(DATA, 'binary-cache') };
  return { command: path.join(ROOT, 'dist/collab-marketplace'), args: [] as string[], env };
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * A write that empties what each read keeps until the tables it reads change: the brand saves its
 * campaign 0 unchanged (PUT with its own title). That writes campaigns, and through the search
 * trigger the search index, which every kept list count, search and aggregate reads. (A
 * notification marked read, the write used before values were keyed to the tables they read, now
 * empties none of them.) Through the server's own connection, as before, so its page cache stays.
 */
async function invalidator(app: Group, db: BuildResult, brandToken: string) {
  const reader = await openReader(db.file);
  const [title] = await reader.column<string>('select title from campaigns where id = ?', [
    db.subjects.campaign.id,
  ]);
  await reader.close();
  return async () => {
    const r = await fetch(`${app.url}/api/campaigns/${db.subjects.campaign.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${brandToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    if (!r.ok) throw new Error(`The invalidating write answered ${r.status}`);
    await r.arrayBuffer();
  };
}

/** The ids of a creator's newest notifications, which the mixed traffic marks read one after another. */
async function notificationIds(app: Group, token: string) {
  const list = await json(`${app.url}/api/notifications?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const ids = (list.body?.notifications as { id: string }[] | undefined)?.map((n) => n.id) ?? [];
  if (!ids.length) throw new Error('The bench creator has no notification to mark read');
  return ids;
}

/** Median time of one request alone, each right after a write (nothing kept from before). */
async function coldLatency(target: Group, e: Endpoint, invalidate: () => Promise<void>, times = 5) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    await invalidate();
    const t0 = performance.now();
    const res = await fetch(`${target.url}${e.request.path}`, {
      method: e.request.method,
      headers: e.request.headers,
      // A tracking link's 302 is the answer measured, not the page it points to.
      redirect: 'manual',
    });
    await res.arrayBuffer();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return round(samples[Math.floor(samples.length / 2)]!, 1);
}

async function runEndpoint(
  e: Endpoint,
  target: Group,
  app: Group,
  args: BenchArgs,
  invalidate: () => Promise<void>,
): Promise<EndpointResult> {
  // One request first: a wrong token or path shows up here, not as 50 connections of errors.
  const probe = e.request.vary
    ? null
    : await fetch(`${target.url}${e.request.path}`, {
        method: e.request.method,
        headers: {
          ...(e.request.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...e.request.headers,
        },
        body: e.request.body,
        redirect: 'manual',
      });
  const probeBytes = probe ? (await probe.arrayBuffer()).byteLength : null;
  if (probe && !probe.ok && !(e.expected ?? []).includes(probe.status))
    log(`  ${e.name}: probe answered ${probe.status}`);
  const load1 = os.loadavg()[0]!;
  const rss = sampleRss(app.procs);
  const r: LoadResult = await measure(
    target.urls,
    e.request,
    { ...args, connections: e.connections ?? args.connections },
    target.cpuMs,
  );
  const rssPeak = rss.stop();
  const expected = (e.expected ?? []).reduce((n, code) => n + (r.statuses[String(code)] ?? 0), 0);
  const coldMs = e.kind === 'read' ? await coldLatency(target, e, invalidate) : null;
  const result: EndpointResult = {
    name: e.name,
    kind: e.kind,
    target: e.target,
    method: e.request.method,
    path: e.request.path,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    coldMs,
    requests: r.requests,
    cpuUsPerRequest: r.cpuUsPerRequest,
    statuses: r.statuses,
    expectedNon2xx: expected,
    unexpectedNon2xx: r.non2xx - expected,
    errors: r.errors,
    responseBytes: probeBytes,
    serverRssPeakMb: e.target === 'app' ? round(rssPeak.sumMb, 1) : null,
    serverRssPeakMaxMb: e.target === 'app' ? round(rssPeak.maxMb, 1) : null,
    load1: round(load1, 2),
    vsHealthFloor: null,
    vsSqlFloor: null,
  };
  log(
    `  ${e.name.padEnd(36)} ${String(r.rps).padStart(6)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms` +
      `${coldMs === null ? '' : `  alone ${coldMs} ms`}` +
      `${r.cpuUsPerRequest === null ? '' : `  cpu ${r.cpuUsPerRequest} µs/req`}` +
      `${result.unexpectedNon2xx || r.errors ? `  non-2xx ${result.unexpectedNon2xx} errors ${r.errors}` : ''}${expected ? `  (${expected} expected)` : ''}  load ${load1.toFixed(1)}`,
  );
  return result;
}

async function machine(args: BenchArgs) {
  const sqlite = new Database(':memory:');
  const version = sqlite.prepare('select sqlite_version()').pluck().get() as string;
  sqlite.close();
  const postgres =
    args.engine === 'postgres'
      ? await onServer(args.pgUrl, async (c) => {
          const r = await c.query<{ v: string }>(`select current_setting('server_version') as v`);
          return r.rows[0]!.v;
        })
      : undefined;
  return {
    engine: args.engine,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    sqlite: version,
    ...(postgres ? { postgres } : {}),
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = new Date();
  const loadAtStart = os.loadavg().map((n) => round(n, 2));
  fs.mkdirSync(DATA, { recursive: true });
  log(
    `bench on ${args.engine}: scale ${args.scale}, ${args.duration} s per endpoint (+${args.warmup} s warm-up), ${args.connections} connections` +
      `${args.processes > 1 ? ` over ${args.processes} server processes` : ''}; load ${loadAtStart.join(' ')}`,
  );

  if (args.processes > 1 && args.engine === 'sqlite')
    log(
      'note: on SQLite the server is one process; on one file, each process finds every value it keeps stale after ' +
        "the other's writes, waits for its write lock with its event loop stopped, and counts rate limits alone (decision 095)",
    );
  const scales = args.growth ? [args.scale / 100, args.scale / 10, args.scale] : [args.scale];
  const dbs = new Map<number, BuildResult>();
  for (const scale of [...scales].reverse()) dbs.set(scale, await database(scale, args));

  // The server the bench starts is the compiled one `npm run serve` runs, or the single executable:
  // built from this checkout.
  if (args.binary && args.cpuProf) throw new Error('--cpu-prof takes node flags, which the binary does not');
  if (args.binary)
    execFileSync('npm', ['run', 'build:binary'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  else await buildServer(ROOT);
  const other = args.compare ? buildOtherCommit(ROOT, args.compare, log) : null;
  let client: ClientSizes | null = null;
  if (args.client) {
    log('\nclient: vite build...');
    const outDir = path.join(DATA, 'client');
    client = measureClient(ROOT, outDir, buildClient(ROOT, outDir));
  }

  const runs: (ScaleRun & { sideBySide?: SideBySide[] })[] = [];
  try {
    for (const scale of scales)
      runs.push(await runScale(scale, dbs.get(scale)!, args, scale !== args.scale, other));
  } finally {
    other?.remove();
  }
  if (other) {
    sideBySideReport(started, loadAtStart, args, runs[0]!, other);
    return;
  }

  const report: BenchReport = {
    date: started.toISOString(),
    machine: await machine(args),
    load: { atStart: loadAtStart, atEnd: os.loadavg().map((n) => round(n, 2)) },
    args: { ...args, only: args.only },
    seconds: round((Date.now() - started.getTime()) / 1000, 0),
    runs,
    client,
    targets: [],
  };
  report.targets = evaluateTargets(report);
  printReport(report);

  const custom = args.scale !== 1 || Object.keys(args.sizes).length > 0 || args.only;
  const engine = `${args.engine === 'postgres' ? '-postgres' : ''}${args.binary ? '-binary' : ''}${args.processes > 1 ? `-processes-${args.processes}` : ''}`;
  const name = `${started.toISOString().slice(0, 10)}${engine}${custom ? `-scale-${args.scale}${args.only ? '-partial' : ''}` : ''}.json`;
  const out = path.join(ROOT, 'bench/results', name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nwritten to ${path.relative(ROOT, out)} (${report.seconds} s in all)`);
}

/** With --compare: the side-by-side table instead of the usual one, and its JSON. */
function sideBySideReport(
  started: Date,
  loadAtStart: number[],
  args: BenchArgs,
  run: ScaleRun & { sideBySide?: SideBySide[] },
  other: OtherBuild,
) {
  const load = { atStart: loadAtStart, atEnd: os.loadavg().map((n) => round(n, 2)) };
  console.log(
    `\n${args.engine}, ${run.label} of the data set, ${args.connections} connections over ${args.processes} process(es), ` +
      `${args.duration} s a round, ${args.rounds} rounds a side; load ${load.atStart.join(' ')} -> ${load.atEnd.join(' ')}`,
  );
  printSideBySide(run.sideBySide ?? [], other);
  const name = `${started.toISOString().slice(0, 10)}${args.engine === 'postgres' ? '-postgres' : ''}-compare-${other.sha.slice(0, 8)}-scale-${args.scale}.json`;
  const out = path.join(ROOT, 'bench/results', name);
  const report = {
    date: started.toISOString(),
    compared: { sha: other.sha, subject: other.subject },
    load,
    args,
    seconds: round((Date.now() - started.getTime()) / 1000, 0),
    sideBySide: run.sideBySide,
  };
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nwritten to ${path.relative(ROOT, out)} (${report.seconds} s in all)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
