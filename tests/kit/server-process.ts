import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Requester } from './rest';

export type ServerProcess = Requester & {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  /** Everything it has written to stdout and stderr so far (its JSON log). */
  output: () => string;
  /**
   * SIGTERM (main.ts closes its connections), SIGKILL if it is still there after 5 s; resolves with
   * how it ended (a clean stop is code 0; null when it had already ended).
   */
  stop: () => Promise<Ended | null>;
};

type Ended = { code: number | null; signal: NodeJS.Signals | null };

const STARTED = /Listening on http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * The real server (src/server/main.ts) in a child process of its own, on a free port and a DATA_DIR
 * of its own, with `env` added to this process's environment. Node runs it directly with tsx as a
 * loader (not tsx's CLI, which forks a second process that a kill would leave behind). Resolves once
 * it listens; rejects with its output when it exits first. `started` receives the child at once, so
 * the caller can stop it even when it never listens.
 */
export function startServerProcess(
  name: string,
  env: Record<string, string>,
  started: (server: Pick<ServerProcess, 'stop'>) => void,
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `collab-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Should the test runner end without afterAll (a crash, a kill), the server goes with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  // 'close', not 'exit': 'exit' may come before the last lines it printed have been read.
  const exited = new Promise<Ended>((resolve) =>
    child.once('close', (code, signal) => {
      process.off('exit', orphaned);
      resolve({ code, signal });
    }),
  );
  const stop = async () => {
    let ended: Ended | null = null;
    if (running(child)) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => running(child) && child.kill('SIGKILL'), 5000);
      ended = await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    return ended;
  };
  started({ stop });
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const port = out.match(STARTED)?.[1];
      if (!port) return;
      const url = `http://127.0.0.1:${port}`;
      resolve({
        name,
        url,
        dataDir,
        output: () => out,
        stop,
        app: { request: (p, init) => fetch(url + p, init) },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`Server ${name} exited before listening:\n${out}`)));
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
