import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '@runtime/project-root';
import type { Requester } from '../kit/rest';

/** What `npm run build:binary` wrote; `npm run test:binary` builds it first. */
export const BUILT_BINARY = path.join(PROJECT_ROOT, 'dist/collab-marketplace');

const STRACE = '/usr/bin/strace';

/**
 * A place to run the binary as a user gets it: a copy of the file in a temporary folder of its own,
 * an empty working folder, and a home whose cache it writes its files to. Nothing of the checkout
 * is passed to it (no PATH into node_modules, no NODE_* setting), and `reads` (./kit.ts's strace
 * log) shows whether it looked there anyway.
 */
export function sandbox() {
  if (!fs.existsSync(BUILT_BINARY)) throw new Error(`${BUILT_BINARY} is missing: run npm run build:binary`);
  if (!fs.existsSync(STRACE))
    throw new Error(`${STRACE} is needed to see which files the binary reads: apt-get install strace`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-binary-'));
  const bin = path.join(root, 'bin', 'collab-marketplace');
  fs.mkdirSync(path.dirname(bin));
  fs.copyFileSync(BUILT_BINARY, bin);
  fs.chmodSync(bin, 0o755);
  const home = path.join(root, 'home');
  const work = path.join(root, 'work');
  for (const dir of [home, work]) fs.mkdirSync(dir);
  return {
    root,
    bin,
    home,
    /** The working folder: DATA_DIR's default `./data` is here. */
    work,
    /** Where the binary writes its files out (the default: ~/.cache/collab-marketplace). */
    cache: path.join(home, '.cache', 'collab-marketplace'),
    env: (settings: Record<string, string> = {}) => ({
      PATH: '/usr/bin:/bin',
      HOME: home,
      LANG: 'C.UTF-8',
      ...settings,
    }),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

export type Sandbox = ReturnType<typeof sandbox>;

/**
 * The command line that runs `command` under strace: every file-related system call of every thread
 * and child process is logged to `log` (only those are stopped for, through seccomp, so the program
 * runs at nearly full speed).
 */
const traced = (log: string, command: string, args: string[]) =>
  [
    STRACE,
    ['-f', '-qq', '--seccomp-bpf', '-s', '4096', '-e', 'trace=%file', '-o', log, '--', command, ...args],
  ] as const;

/**
 * The paths in a strace log that lie in the checkout or in any node_modules folder: what a binary
 * that carries everything must never open, stat or list.
 */
export function checkoutReads(log: string): string[] {
  const paths = fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .flatMap((line) => [...line.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!));
  const inCheckout = (p: string) =>
    p === PROJECT_ROOT || p.startsWith(`${PROJECT_ROOT}/`) || p.split('/').includes('node_modules');
  return [...new Set(paths.filter(inCheckout))];
}

let runs = 0;
const traceFile = (box: Sandbox) => path.join(box.root, `trace-${++runs}.log`);

/** Runs a command to its end under strace, in the working folder (or `cwd`). */
export function runTraced(
  box: Sandbox,
  command: string,
  args: string[],
  opts: { env?: Record<string, string>; cwd?: string } = {},
) {
  const log = traceFile(box);
  const [strace, straceArgs] = traced(log, command, args);
  const result = spawnSync(strace, straceArgs, {
    cwd: opts.cwd ?? box.work,
    env: box.env(opts.env),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, reads: checkoutReads(log) };
}

/** `collab-marketplace <args>` to its end. */
export const runBinary = (
  box: Sandbox,
  args: string[],
  opts: { env?: Record<string, string>; cwd?: string } = {},
) => runTraced(box, box.bin, args, opts);

const LISTENING = /Listening on http:\/\/127\.0\.0\.1:(\d+)/;

export type RunningBinary = Requester & {
  url: string;
  output: () => string;
  /** SIGTERM to the binary (as systemd stops it), then its exit code, its output and what it read of the checkout. */
  stop: () => Promise<{ code: number | null; output: string; reads: string[] }>;
};

/** The binary's own process id: strace's child. */
function tracee(stracePid: number): number {
  const children = fs.readFileSync(`/proc/${stracePid}/task/${stracePid}/children`, 'utf8').trim();
  const pid = Number(children.split(' ')[0]);
  if (!pid) throw new Error(`strace ${stracePid} has no child`);
  return pid;
}

/** Where the binary's users are told to go: its emails' links and the demo's printed logins. */
export const BINARY_APP_URL = 'https://collab.example';

/**
 * Starts the server (`collab-marketplace` with no command) on a port of its own choosing, with
 * `settings` as its environment; resolves once it logs that it listens, rejects with its output
 * when it exits first.
 */
export function startBinary(box: Sandbox, settings: Record<string, string> = {}): Promise<RunningBinary> {
  const log = traceFile(box);
  const [strace, straceArgs] = traced(log, box.bin, []);
  const child = spawn(strace, straceArgs, {
    cwd: box.work,
    // The address people open (a proxy's, in production): a port of its own choosing is no address.
    env: box.env({ HOST: '127.0.0.1', PORT: '0', APP_URL: BINARY_APP_URL, ...settings }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  // 'close', not 'exit': 'exit' may come before the last lines it printed have been read.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      process.off('exit', orphaned);
      resolve(code);
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(tracee(child.pid!), 'SIGTERM');
    const code = await exited;
    return { code, output: out, reads: checkoutReads(log) };
  };
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const port = LISTENING.exec(out)?.[1];
      if (!port) return;
      const url = `http://127.0.0.1:${port}`;
      resolve({ url, output: () => out, stop, app: { request: (p, init) => fetch(url + p, init) } });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`The binary exited before listening:\n${out}`)));
  });
}

/** The demo's password for its logins, as the binary prints them on a new database. */
export function demoPassword(output: string, email: string) {
  const line = output.split('\n').find((l) => l.includes(` ${email} `));
  const password = line?.trim().split(/\s+/)[2];
  if (!password) throw new Error(`No demo login for ${email} in:\n${output}`);
  return password;
}
