import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A port the kernel says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type Started = {
  name: string;
  url: string;
  child: ChildProcess;
  /** The process's resident memory now, in MB (VmRSS), or null once it is gone. */
  rssMb: () => number | null;
  /** The part of it that is the process's own (RssAnon: not pages of files such as its executable), in MB. */
  anonRssMb: () => number | null;
  /** The highest resident memory the kernel saw for it (VmHWM), in MB. */
  peakRssMb: () => number | null;
  /** The CPU time it has used so far (user and system), in ms, or null once it is gone. */
  cpuMs: () => number | null;
  stop: () => Promise<void>;
  output: () => string;
};

const statusField = (pid: number, field: string) => {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
};

/** Clock ticks of /proc/<pid>/stat: 100 a second on Linux (USER_HZ). */
const TICK_MS = 10;

/** utime + stime of /proc/<pid>/stat, after the command's name (which may hold spaces), in ms. */
const cpuMsOf = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
};

/** Every process below `pid` (children first found through /proc). */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const walk = (p: number) => {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const t of tasks) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${p}/task/${t}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const c of children.split(' ').filter(Boolean).map(Number)) {
        out.push(c);
        walk(c);
      }
    }
  };
  walk(pid);
  return out;
}

const cmdline = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
};

/**
 * Starts a process in its own process group and waits until it answers on `port`. With `match`,
 * the process whose memory is read is the descendant whose command line contains it (an npm script
 * runs the server two levels down: npm, sh, the tsx CLI, then node with tsx's loader).
 */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  opts: {
    env: Record<string, string>;
    port: number;
    /** The directory it runs in (default this process's): a build of another commit runs in its worktree. */
    cwd?: string;
    healthPath?: string;
    match?: (argv: string[]) => boolean;
    /** How often to ask whether it answers yet (ms); small when the start-up time is measured. */
    pollMs?: number;
  },
): Promise<Started> {
  const child = spawn(command, args, {
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    cwd: opts.cwd,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}) before it answered:\n${log}`);
    try {
      const res = await fetch(`${url}${opts.healthPath ?? '/api/health'}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer within 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 100));
  }
  const pid = opts.match ? descendants(child.pid!).find((p) => opts.match!(cmdline(p))) : child.pid!;
  if (pid === undefined) throw new Error(`${name}: no process matched among the descendants of ${child.pid}`);
  return {
    name,
    url,
    child,
    rssMb: () => statusField(pid, 'VmRSS'),
    anonRssMb: () => statusField(pid, 'RssAnon'),
    peakRssMb: () => statusField(pid, 'VmHWM'),
    cpuMs: () => cpuMsOf(pid),
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        // The whole group: an npm script's shell, the tsx CLI and the server under it.
        const signal = (sig: NodeJS.Signals) => {
          try {
            process.kill(-child.pid!, sig);
          } catch {
            // already gone
          }
        };
        const timer = setTimeout(() => signal('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        signal('SIGTERM');
      }),
  };
}
