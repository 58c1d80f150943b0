import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ENGINE } from '@db/engine';
import { copyTemplateDatabase } from '../kit/pg-template';

/**
 * The real server entry (src/server/main.ts) in a child process. A preloaded test module raises the
 * fatal error when the child gets SIGUSR2, once it listens; the server must log it and exit non-zero
 * so that systemd (Restart=always) starts it again. --unhandled-rejections=warn is the flag that
 * would otherwise keep a broken process serving.
 */
async function fatalExit(kind: 'throw' | 'reject') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-fatal-'));
  const preload = path.join(dir, 'raise-on-signal.mjs');
  fs.writeFileSync(
    preload,
    `process.on('SIGUSR2', () => { ${kind === 'throw' ? "setImmediate(() => { throw new Error('fatal in test'); })" : "Promise.reject(new Error('fatal in test'))"}; });\n`,
  );
  const child = spawn(
    process.execPath,
    ['--unhandled-rejections=warn', '--import', 'tsx', '--import', preload, 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        // On SQLite the server makes its file in DATA_DIR; PostgreSQL's needs a database of its own.
        ...(ENGINE === 'postgres' ? { DATABASE_URL: copyTemplateDatabase().url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Runs even when the test times out: a server that survived its fatal error (the failure this test
  // is for) must not outlive the test.
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Listening on')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => resolve());
  });
  child.kill('SIGUSR2');
  return { ...(await exited), out };
}

describe('a fatal error ends the server with a non-zero exit, after logging it', () => {
  it.each(['reject', 'throw'] as const)('%s', async (kind) => {
    const { code, signal, out } = await fatalExit(kind);
    expect(out).toContain('Listening on');
    expect({ code, signal }).toEqual({ code: 1, signal: null });
    expect(out).toMatch(
      /Fatal (uncaught exception|unhandled promise rejection); exiting so that the process is restarted/,
    );
    expect(out).toContain('fatal in test');
  });
});
