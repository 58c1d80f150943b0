import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { isStale, writeStamp } from './stamps';

/** A checkout with one source file and one built output. */
function checkout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-stamps-'));
  onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'src/part'), { recursive: true });
  fs.mkdirSync(path.join(root, 'out'));
  fs.writeFileSync(path.join(root, 'src/part/a.ts'), 'export {};');
  fs.writeFileSync(path.join(root, 'out/main.js'), '');
  const outDir = path.join(root, 'out');
  const stale = () =>
    isStale(root, 'part', ['src/part', 'tsconfig.json'], path.join(outDir, 'main.js'), outDir);
  const built = (startedAt: number) => writeStamp(root, 'part', { startedAt, outDir });
  const touch = (file: string, at: number) => {
    fs.writeFileSync(path.join(root, file), 'changed');
    fs.utimesSync(path.join(root, file), at / 1000, at / 1000);
  };
  return { root, outDir, stale, built, touch };
}

describe('npm start rebuilds a part', () => {
  const now = Date.now();

  it('that was never built, and not again once built with nothing changed since', async () => {
    const c = checkout();
    expect(await c.stale()).toBe(true);
    await c.built(now + 1000);
    expect(await c.stale()).toBe(false);
  });

  it('when a source changed after its build began, in a new folder too', async () => {
    const c = checkout();
    await c.built(now);
    c.touch('src/part/a.ts', now + 5000);
    expect(await c.stale()).toBe(true);
    await c.built(now + 10_000);
    fs.mkdirSync(path.join(c.root, 'src/part/sub'));
    c.touch('src/part/sub/new.ts', now + 20_000);
    expect(await c.stale()).toBe(true);
  });

  it('when a configuration file it depends on changed', async () => {
    const c = checkout();
    await c.built(now);
    c.touch('tsconfig.json', now + 5000);
    expect(await c.stale()).toBe(true);
  });

  it('when its output is gone, or it was built into another folder', async () => {
    const c = checkout();
    await c.built(now + 1000);
    fs.rmSync(path.join(c.outDir, 'main.js'));
    expect(await c.stale()).toBe(true);
    fs.writeFileSync(path.join(c.outDir, 'main.js'), '');
    await writeStamp(c.root, 'part', { startedAt: now + 1000, outDir: '/elsewhere' });
    expect(await c.stale()).toBe(true);
  });
});
