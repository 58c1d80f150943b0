import type { Sizes } from '../generate';
import type { BenchArgs } from './args';
import type { ClientSizes } from './client-size';
import { TRACKING_LINK, type Kind } from './endpoints';

export type EndpointResult = {
  name: string;
  kind: Kind;
  target: 'app' | 'floor-health' | 'floor-sql';
  method: string;
  path: string;
  rps: number;
  /** Latency in ms under the full load (50 connections). */
  p50: number;
  p99: number;
  /** One request alone right after a write (nothing the server keeps until a change survives), median of 5, ms. */
  coldMs: number | null;
  requests: number;
  /** The server's CPU time per answer in the measured run, µs (load.ts). */
  cpuUsPerRequest: number | null;
  statuses: Record<string, number>;
  /** Answers the endpoint declares as expected (409 when the write runs out of fresh pairs). */
  expectedNon2xx: number;
  unexpectedNon2xx: number;
  errors: number;
  responseBytes: number | null;
  /** The server's resident memory at its highest during the load: all its processes together. */
  serverRssPeakMb: number | null;
  /** The same for the largest of its processes (the figure above when there is one). */
  serverRssPeakMaxMb?: number | null;
  /** 1-minute load average just before the measurement. */
  load1: number;
  /** Requests per second as a fraction of the floor's. */
  vsHealthFloor: number | null;
  vsSqlFloor: number | null;
};

export type ScaleRun = {
  scale: number;
  label: string;
  sizes: Sizes;
  rows: Record<string, number>;
  buildSeconds: number;
  subjects: Record<string, number>;
  /** Per process, the largest (startMb, peakMb), and all processes together (the sums). */
  serverRss: { processes?: number; startMb: number; peakMb: number; startSumMb?: number; peakSumMb?: number };
  serverErrorLines: number;
  endpoints: EndpointResult[];
};

export type Target = { target: string; ok: boolean; detail: string };

export type BenchReport = {
  date: string;
  machine: Record<string, string | number>;
  load: { atStart: number[]; atEnd: number[] };
  args: BenchArgs;
  seconds: number;
  runs: ScaleRun[];
  client: ClientSizes | null;
  targets: Target[];
};

const LANDING_JS_MAX_KB = 150;

/** Under this, a request alone is too quick for its growth to mean anything but noise. */
const COLD_NOISE_MS = 5;

/**
 * A figure at the largest scale over the same at the one ten times smaller (null when not measured):
 * p50 under load, or coldMs (alone, right after a write, so nothing kept from before helps).
 */
export function growthOf(report: BenchReport, name: string, figure: 'p50' | 'coldMs' = 'p50') {
  const runs = report.runs;
  if (runs.length < 2) return null;
  const big = runs[runs.length - 1]!.endpoints.find((e) => e.name === name)?.[figure];
  const small = runs[runs.length - 2]!.endpoints.find((e) => e.name === name)?.[figure];
  if (big == null || !small) return null;
  return Math.round((big / small) * 100) / 100;
}

export function evaluateTargets(report: BenchReport): Target[] {
  const main = report.runs[report.runs.length - 1]!;
  const by = (name: string) => main.endpoints.find((e) => e.name === name);
  const out: Target[] = [];
  const list = by('campaigns: first page');
  // Issue 16's target on PostgreSQL asks for 40% of that engine's floor, with no latency bound.
  const postgres = report.machine.engine === 'postgres';
  if (list) {
    const ratio = list.vsSqlFloor;
    out.push({
      target: postgres
        ? 'campaign list >= 40% of the PostgreSQL bare-SQL floor'
        : 'campaign list >= 50% of the bare-SQL floor, p99 < 50 ms',
      ok: ratio !== null && ratio >= (postgres ? 0.4 : 0.5) && (postgres || list.p99 < 50),
      detail: `${ratio === null ? 'n/a' : `${Math.round(ratio * 100)}%`} of floor, p99 ${list.p99} ms`,
    });
  }
  if (report.runs.length >= 2) {
    const reads = main.endpoints.filter((e) => e.kind === 'read');
    const growth = (figure: 'p50' | 'coldMs', label: string, counts: (e: EndpointResult) => boolean) => {
      const grown = reads
        .filter(counts)
        .map((e) => ({ name: e.name, g: growthOf(report, e.name, figure) }))
        .filter((x): x is { name: string; g: number } => x.g !== null);
      const worst = grown.filter((x) => x.g > 2);
      out.push({
        target: `no list or analytics call grows > 2x from 10% to 100% (${label})`,
        ok: worst.length === 0,
        detail: worst.length
          ? worst.map((x) => `${x.name} ${x.g}x`).join(', ')
          : `largest ${Math.max(...grown.map((x) => x.g))}x`,
      });
    };
    growth('p50', 'p50 under load', () => true);
    growth(
      'coldMs',
      `alone after a write, calls over ${COLD_NOISE_MS} ms`,
      (e) => (e.coldMs ?? 0) > COLD_NOISE_MS,
    );
  }
  const mixed = main.endpoints.find((e) => e.kind === 'mixed');
  if (mixed)
    out.push({
      target: 'mixed traffic (5% writes) p99 < 100 ms',
      ok: mixed.p99 < 100,
      detail: `p99 ${mixed.p99} ms, ${mixed.rps} req/s`,
    });
  const apply = main.endpoints.find((e) => e.kind === 'write');
  if (apply) {
    const ratio = apply.vsSqlFloor;
    out.push({
      target: 'applying >= 30% of its bare-SQL floor, p99 < 100 ms',
      ok: ratio !== null && ratio >= 0.3 && apply.p99 < 100,
      detail: `${ratio === null ? 'n/a' : `${Math.round(ratio * 100)}%`} of floor, p99 ${apply.p99} ms`,
    });
  }
  const link = by(TRACKING_LINK);
  // Issue 32: following a tracking link, counted, at 60% of the bare Hono floor (40% on PostgreSQL).
  if (link) {
    const ratio = link.vsHealthFloor;
    out.push({
      target: postgres
        ? 'tracking link >= 40% of the bare Hono health floor'
        : 'tracking link >= 60% of the bare Hono health floor, p99 < 50 ms',
      ok: ratio !== null && ratio >= (postgres ? 0.4 : 0.6) && (postgres || link.p99 < 50),
      detail: `${ratio === null ? 'n/a' : `${Math.round(ratio * 100)}%`} of the health floor, p99 ${link.p99} ms`,
    });
  }
  const year = by('admin: analytics 1y');
  // No answer within the measured seconds gives p99 0: a miss, not a pass.
  if (year)
    out.push({
      target: 'analytics 1y p99 < 100 ms',
      ok: year.requests > 0 && year.p99 < 100,
      detail: year.requests > 0 ? `p99 ${year.p99} ms` : `no answer within the ${report.args.duration} s`,
    });
  const peak = Math.max(...report.runs.map((r) => r.serverRss.peakMb));
  out.push({ target: 'server RSS < 300 MB through the run', ok: peak < 300, detail: `peak ${peak} MB` });
  const bad = report.runs.flatMap((r) =>
    r.endpoints
      .filter((e) => e.unexpectedNon2xx > 0 || e.errors > 0)
      .map((e) => `${r.label} ${e.name}: ${e.unexpectedNon2xx} non-2xx, ${e.errors} errors`),
  );
  out.push({
    target: 'no errors or non-2xx answers',
    ok: bad.length === 0,
    detail: bad.length ? bad.join('; ') : 'none',
  });
  if (report.client) {
    const landing = report.client.routes.find((r) => r.route === '/');
    const dashboards = report.client.routes.filter((r) => /dashboard$/.test(r.route));
    const shared = dashboards.filter((d) => d.ownChunks.length === 0);
    const landingKb = landing ? Object.entries(landing.jsGzipKbByLanguage) : [];
    out.push({
      target: `landing route <= ${LANDING_JS_MAX_KB} KB JS (gzip) with its catalogues, in every language; each dashboard its own chunk`,
      ok:
        landingKb.length > 0 &&
        landingKb.every(([, kb]) => kb <= LANDING_JS_MAX_KB) &&
        shared.length === 0 &&
        dashboards.length > 0,
      detail: `landing ${landingKb.map(([l, kb]) => `${l} ${kb}`).join(', ') || '?'} KB; ${dashboards.length - shared.length}/${dashboards.length} dashboards split`,
    });
  }
  return out;
}

const pad = (v: unknown, n: number, left = false) => (left ? String(v).padEnd(n) : String(v).padStart(n));
const pct = (v: number | null) => (v === null ? '' : `${Math.round(v * 100)}%`);

/** The peak under load: with several processes, all of them together / the largest. */
const rssCell = (e: EndpointResult, processes: number) =>
  e.serverRssPeakMb === null
    ? ''
    : processes > 1
      ? `${e.serverRssPeakMb}/${e.serverRssPeakMaxMb}`
      : e.serverRssPeakMb;

function memoryLine(r: ScaleRun) {
  const m = r.serverRss;
  if ((m.processes ?? 1) === 1) return `${r.label} start ${m.startMb} MB, peak ${m.peakMb} MB`;
  return (
    `${r.label}, ${m.processes} processes: start ${m.startSumMb} MB together (largest ${m.startMb}), ` +
    `peak ${m.peakSumMb} MB summed over each one's own peak (largest ${m.peakMb})`
  );
}

export function printReport(report: BenchReport) {
  const main = report.runs[report.runs.length - 1]!;
  const smaller = report.runs.slice(0, -1);
  const cols = [
    ['endpoint', 36, true],
    ['req/s', 7],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['alone ms', 8],
    ['vs health', 9],
    ['vs SQL', 7],
    ['non-2xx', 8],
    ['RSS MB', (main.serverRss.processes ?? 1) > 1 ? 11 : 7],
    ...smaller.map((r) => [`p50@${r.label}`, 10] as const),
    ...(smaller.length ? [['10x data', 9] as const] : []),
  ] as [string, number, boolean?][];
  const line = (cells: unknown[]) => cells.map((c, i) => pad(c, cols[i]![1], cols[i]![2])).join(' ');
  console.log(
    `\n${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGb} GB, node ${report.machine.node}, ${report.machine.postgres ? `PostgreSQL ${report.machine.postgres}` : `SQLite ${report.machine.sqlite}`}`,
  );
  console.log(
    `data: ${Object.entries(main.rows)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')}; load ${report.load.atStart.join(' ')} -> ${report.load.atEnd.join(' ')}`,
  );
  console.log(
    `${report.args.connections} connections, ${report.args.duration} s each, at ${main.label} of the full data set\n`,
  );
  if ((main.serverRss.processes ?? 1) > 1)
    console.log(`${main.serverRss.processes} server processes; RSS MB: all together / the largest`);
  console.log(line(cols.map((c) => c[0])));
  console.log(cols.map((c) => '-'.repeat(c[1])).join(' '));
  for (const e of main.endpoints) {
    const non2xx =
      e.unexpectedNon2xx + e.errors
        ? `${e.unexpectedNon2xx + e.errors}!`
        : e.expectedNon2xx
          ? `(${e.expectedNon2xx})`
          : '0';
    const g = smaller.length ? growthOf(report, e.name) : null;
    console.log(
      line([
        e.name,
        e.rps,
        e.p50,
        e.p99,
        e.coldMs ?? '',
        pct(e.vsHealthFloor),
        pct(e.vsSqlFloor),
        non2xx,
        rssCell(e, main.serverRss.processes ?? 1),
        ...smaller.map((r) => r.endpoints.find((x) => x.name === e.name)?.p50 ?? ''),
        ...(smaller.length ? [g === null ? '' : `${g}x`] : []),
      ]),
    );
  }
  console.log(`\nserver memory: ${report.runs.map(memoryLine).join('; ')}`);
  if (report.client) {
    console.log(`\nclient (gzip KB): route  JS  CSS  lazy JS  JS with catalogues: en  hi`);
    console.log(
      `  every route: ${report.client.entryChunks.map((c) => `${c.chunk} ${c.gzipKb}`).join(', ')}`,
    );
    for (const r of report.client.routes) {
      console.log(
        `  ${pad(r.route, 26, true)} ${pad(r.jsGzipKb, 6)} ${pad(r.cssGzipKb, 5)} ${pad(r.lazyJsGzipKb, 6)} ${pad(r.jsGzipKbByLanguage.en, 6)} ${pad(r.jsGzipKbByLanguage.hi, 6)}${r.ownChunks.length ? '' : '  (in the entry bundle)'}`,
      );
    }
  }
  console.log('\ntargets:');
  for (const t of report.targets) console.log(`  ${t.ok ? 'PASS' : 'MISS'}  ${t.target}: ${t.detail}`);
}
