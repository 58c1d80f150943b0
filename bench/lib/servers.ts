import { freePort, type Started } from './processes';

/**
 * One or more processes of one server on one database, each on its own port, loaded together:
 * autocannon opens connection i to `urls[i % urls.length]`, so 50 connections are 25 to each of two
 * processes, kept alive as a load balancer's would be (decision 095).
 */
export type Group = {
  name: string;
  procs: Started[];
  /** The first process: sign-ins, probes and single requests (a request alone) go to it. */
  url: string;
  urls: string[];
  /** The CPU time all its processes have used so far, in ms; null once one is gone. */
  cpuMs: () => number | null;
  /** What every process printed, each under its name. */
  output: () => string;
  stop: () => Promise<void>;
};

export function group(name: string, procs: Started[]): Group {
  return {
    name,
    procs,
    url: procs[0]!.url,
    urls: procs.map((p) => p.url),
    cpuMs: () => {
      const each = procs.map((p) => p.cpuMs());
      return each.includes(null) ? null : (each as number[]).reduce((sum, n) => sum + n, 0);
    },
    output: () =>
      procs.map((p) => (procs.length > 1 ? `--- ${p.name}\n${p.output()}` : p.output())).join('\n'),
    stop: async () => {
      await Promise.all(procs.map((p) => p.stop()));
    },
  };
}

/**
 * Starts `count` processes of a server one after another, each on a free port: the first applies the
 * migrations and makes the encryption key in DATA_DIR alone, and the others find both done.
 */
export async function startGroup(
  name: string,
  count: number,
  start: (name: string, port: number) => Promise<Started>,
): Promise<Group> {
  const procs: Started[] = [];
  try {
    for (let i = 0; i < count; i++)
      procs.push(await start(count > 1 ? `${name} ${i + 1}` : name, await freePort()));
  } catch (e) {
    await Promise.all(procs.map((p) => p.stop()));
    throw e;
  }
  return group(name, procs);
}

export type Memory = { sumMb: number; maxMb: number };

/** The sum and the largest of one reading per process (a process gone counts 0). */
export function memoryOf(procs: Started[], read: (p: Started) => number | null): Memory {
  const each = procs.map((p) => read(p) ?? 0);
  return { sumMb: each.reduce((s, n) => s + n, 0), maxMb: Math.max(0, ...each) };
}

/**
 * Samples the processes' resident memory every `ms` until stopped: the highest sum seen at one
 * moment, and the highest any one process reached.
 */
export function sampleRss(procs: Started[], ms = 100) {
  const peak: Memory = { sumMb: 0, maxMb: 0 };
  const sample = () => {
    const now = memoryOf(procs, (p) => p.rssMb());
    peak.sumMb = Math.max(peak.sumMb, now.sumMb);
    peak.maxMb = Math.max(peak.maxMb, now.maxMb);
  };
  sample();
  const timer = setInterval(sample, ms);
  return {
    stop: (): Memory => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
