import fs from 'node:fs';

/** How long an offset read from the file is used before the file is read again. */
export const TEST_CLOCK_REREAD_MS = 200;

/**
 * The offset in a TEST_CLOCK_FILE: whole milliseconds, written by a test (tests/e2e/clock.ts). A
 * missing or empty file is 0; anything else that is not a whole number is a mistake in the test,
 * so it throws rather than quietly running on real time.
 */
function readOffset(file: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  if (text === '') return 0;
  if (!/^-?\d+$/.test(text))
    throw new Error(`TEST_CLOCK_FILE ${file} must hold whole milliseconds, not "${text}"`);
  return Number(text);
}

/**
 * deps.now for a server under test (setting TEST_CLOCK_FILE, never in production): the real time
 * plus the file's offset, re-read at most every TEST_CLOCK_REREAD_MS so a busy server does not read
 * a file per call (docs/decisions/047-money-demo-data-and-test-clock.md).
 */
export function testClock(file: string, realNow: () => number = Date.now): () => number {
  let offset = 0;
  let readAt = -Infinity;
  return () => {
    const real = realNow();
    if (real - readAt >= TEST_CLOCK_REREAD_MS || real < readAt) {
      offset = readOffset(file);
      readAt = real;
    }
    return real + offset;
  };
}
