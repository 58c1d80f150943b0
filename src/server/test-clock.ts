import fs from 'node:fs';

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
 * plus the file's offset, read at every call. A read costs about 17 µs and deps.now is called a few
 * times a request, not in any loop; in return a test that has written the file knows the server's
 * next call sees it, with nothing to wait for (docs/decisions/073-test-clock-and-isolation.md).
 */
export function testClock(file: string, realNow: () => number = Date.now): () => number {
  return () => realNow() + readOffset(file);
}
