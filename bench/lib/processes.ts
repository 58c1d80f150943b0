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
  /** The highest resident memory the kernel saw for it (VmHWM), in MB. */
  peakRssMb: () => number | null;
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

/**
 * Starts a TypeScript entry point under node with tsx's loader, as `tsx file` does, but as one
 * process (the tsx CLI would put a wrapper in front), so its pid is the one whose memory we read.
 */
export async function startNode(
  name: string,
  entry: string,
  opts: { env: Record<string, string>; port: number; args?: string[]; nodeArgs?: string[]; healthPath?: string },
): Promise<Started> {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', entry, ...(opts.args ?? [])], {
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before it answered:\n${log}`);
    try {
      const res = await fetch(`${url}${opts.healthPath ?? '/api/health'}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer within 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  return {
    name,
    url,
    child,
    rssMb: () => statusField(pid, 'VmRSS'),
    peakRssMb: () => statusField(pid, 'VmHWM'),
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Samples a process's resident memory every `ms` until stopped; returns the highest sample. */
export function sampleRss(proc: Started, ms = 100) {
  let max = proc.rssMb() ?? 0;
  const timer = setInterval(() => {
    const v = proc.rssMb();
    if (v !== null && v > max) max = v;
  }, ms);
  return {
    stop: () => {
      clearInterval(timer);
      const v = proc.rssMb();
      return Math.max(max, v ?? 0);
    },
  };
}
