import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@db/open';
import { createDeps } from './deps';
import { loadEnv } from './env';
import { testClock } from './test-clock';

const HOUR = 3_600_000;

function clockFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'collab-clock-')), 'clock');
}

/** A real clock the test moves by hand. */
function fakeReal(start = 1_800_000_000_000) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe('testClock', () => {
  it('runs on real time while the file is missing or empty', () => {
    const file = clockFile();
    const real = fakeReal();
    const now = testClock(file, real.now);
    expect(now()).toBe(real.t);
    fs.writeFileSync(file, '');
    real.t += 1;
    expect(now()).toBe(real.t);
  });

  it('adds the whole milliseconds written in the file, read again at every call', () => {
    const file = clockFile();
    fs.writeFileSync(file, `${73 * HOUR}\n`);
    const real = fakeReal();
    const now = testClock(file, real.now);
    expect(now()).toBe(real.t + 73 * HOUR);

    // What tests/e2e/clock.ts relies on: once the file is written, the very next call sees it.
    fs.writeFileSync(file, String(80 * HOUR));
    expect(now(), 'the new offset, with no time passed').toBe(real.t + 80 * HOUR);
  });

  it('refuses a file that does not hold a whole number', () => {
    const file = clockFile();
    fs.writeFileSync(file, '3.5 hours');
    expect(() => testClock(file)()).toThrow(/whole milliseconds/);
  });
});

describe('the TEST_CLOCK_FILE setting', () => {
  it('is refused in production with a message naming it', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_CLOCK_FILE: clockFile() })).toThrow(
      /TEST_CLOCK_FILE: is for tests only/,
    );
  });

  it('gives the server (deps.now) a clock ahead by the file; without it, the real one', async () => {
    const file = clockFile();
    fs.writeFileSync(file, String(2 * HOUR));
    const dataDir = path.dirname(file);
    const opened = openDatabase(':memory:');
    const depsOf = (extra: Record<string, string>) =>
      createDeps(
        opened,
        loadEnv({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: ':memory:',
          LOG_LEVEL: 'silent',
          ...extra,
        }),
      );
    const ahead = depsOf({ TEST_CLOCK_FILE: file });
    const plain = depsOf({});
    try {
      expect(ahead.now() - Date.now()).toBeGreaterThanOrEqual(2 * HOUR - 1_000);
      expect(ahead.now() - Date.now()).toBeLessThanOrEqual(2 * HOUR + 1_000);
      expect(Math.abs(plain.now() - Date.now())).toBeLessThan(1_000);
    } finally {
      await Promise.all([ahead.events.close(), plain.events.close()]);
      await opened.close();
    }
  });
});
