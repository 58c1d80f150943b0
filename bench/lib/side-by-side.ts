import os from 'node:os';
import type { Endpoint } from './endpoints';
import { measure } from './load';
import type { Group } from './servers';

export type Round = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** The server's CPU time per answer, µs (load.ts). */
  cpuUsPerRequest: number | null;
  unexpected: number;
  load1: number;
};

export type SideBySide = {
  name: string;
  /** Rounds in the order they ran: this checkout's and the other commit's alternating, this first. */
  rounds: { side: 'this' | 'other'; round: Round }[];
  this: Figures;
  other: Figures;
  /** This checkout's figure over the other's: req/s below 1, p99 or CPU above 1 is this one slower. */
  ratio: Figures;
  /** Rounds that answered nothing within their seconds (p99 0): the medians are not to be read. */
  silentRounds: number;
};

type Figures = { rps: number; p99: number; cpuUs: number | null };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length / 2;
  return s.length % 2 ? s[Math.floor(mid)]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The median req/s and p99 of each side's rounds, and this side's over the other's. */
export function summarize(name: string, rounds: SideBySide['rounds']): SideBySide {
  const of = (side: 'this' | 'other') => {
    const mine = rounds.filter((r) => r.side === side).map((r) => r.round);
    const cpu = mine.map((r) => r.cpuUsPerRequest);
    return {
      rps: Math.round(median(mine.map((r) => r.rps))),
      p99: median(mine.map((r) => r.p99)),
      cpuUs: cpu.includes(null) ? null : Math.round(median(cpu as number[])),
    };
  };
  const over = (x: number | null, y: number | null) => (x !== null && y ? round2(x / y) : null);
  const a = of('this');
  const b = of('other');
  return {
    name,
    rounds,
    this: a,
    other: b,
    ratio: { rps: over(a.rps, b.rps) ?? 0, p99: over(a.p99, b.p99) ?? 0, cpuUs: over(a.cpuUs, b.cpuUs) },
    silentRounds: rounds.filter((r) => r.round.requests === 0).length,
  };
}

/**
 * Each endpoint under load on this checkout's server and the other commit's, alternating (this,
 * other, this, other...) `rounds` times each, so that a burst of other work on the machine falls on
 * both sides rather than on one. Both servers run on the same data throughout; only the side being
 * measured is loaded.
 */
export async function sideBySide(
  list: Endpoint[],
  sides: { this: Group; other: Group },
  opts: { rounds: number; connections: number; duration: number; warmup: number },
  log: (line: string) => void,
): Promise<SideBySide[]> {
  const out: SideBySide[] = [];
  for (const e of list) {
    const rounds: SideBySide['rounds'] = [];
    for (let i = 0; i < opts.rounds; i++) {
      for (const side of ['this', 'other'] as const) {
        const load1 = os.loadavg()[0]!;
        const r = await measure(
          sides[side].urls,
          e.request,
          { ...opts, connections: e.connections ?? opts.connections },
          sides[side].cpuMs,
        );
        const expected = (e.expected ?? []).reduce((n, code) => n + (r.statuses[String(code)] ?? 0), 0);
        const round = {
          rps: r.rps,
          p50: r.p50,
          p99: r.p99,
          requests: r.requests,
          cpuUsPerRequest: r.cpuUsPerRequest,
          unexpected: r.non2xx - expected + r.errors,
          load1,
        };
        rounds.push({ side, round });
        log(
          `  ${e.name.padEnd(36)} ${side.padEnd(5)} ${String(r.rps).padStart(6)} req/s  p99 ${String(r.p99).padStart(5)} ms` +
            `${r.cpuUsPerRequest === null ? '' : `  cpu ${r.cpuUsPerRequest} µs/req`}` +
            `${round.unexpected ? `  non-2xx or errors ${round.unexpected}` : ''}  load ${load1.toFixed(1)}`,
        );
      }
    }
    out.push(summarize(e.name, rounds));
  }
  return out;
}

export function printSideBySide(results: SideBySide[], other: { sha: string; subject: string }) {
  const pad = (v: unknown, n: number, left = false) => (left ? String(v).padEnd(n) : String(v).padStart(n));
  console.log(
    `\nthis checkout against ${other.sha.slice(0, 10)} (${other.subject.slice(0, 80)}), medians of the rounds`,
  );
  console.log(
    `${pad('endpoint', 36, true)} ${pad('req/s', 7)} ${pad('other', 7)} ${pad('ratio', 6)}   ${pad('p99 ms', 7)} ${pad('other', 7)} ${pad('ratio', 6)}   ${pad('cpu µs', 7)} ${pad('other', 7)} ${pad('ratio', 6)}`,
  );
  for (const r of results)
    console.log(
      `${pad(r.name, 36, true)} ${pad(r.this.rps, 7)} ${pad(r.other.rps, 7)} ${pad(`${r.ratio.rps}x`, 6)}   ${pad(r.this.p99, 7)} ${pad(r.other.p99, 7)} ${pad(`${r.ratio.p99}x`, 6)}   ${pad(r.this.cpuUs ?? '', 7)} ${pad(r.other.cpuUs ?? '', 7)} ${pad(r.ratio.cpuUs === null ? '' : `${r.ratio.cpuUs}x`, 6)}` +
        `${r.silentRounds ? `  (${r.silentRounds} round(s) answered nothing: run again)` : ''}`,
    );
  console.log(
    'ratio: this checkout over the other commit (req/s below 1x, p99 or cpu µs per answer above 1x: this one is slower)',
  );
}
