import fs from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir } from './env';

const HOUR_MS = 3_600_000;

/**
 * The specs that move the server's clock. The server is shared, and moving its clock forward would
 * expire other specs' links (a password reset lasts 60 minutes) mid-test, so playwright.config.ts
 * runs these in their own project after every other spec (docs/decisions/047-money-demo-data-and-test-clock.md).
 * Those that move it by days run one after another in one file (money-journey); admin-emails moves
 * it by minutes, past its emails' retries, which no journey's payout or link notices.
 */
export const MOVES_THE_CLOCK = /(money-journey|admin-emails)\.spec\.ts$/;

/** The server's TEST_CLOCK_FILE in the run's fresh data directory. */
export const e2eClockFile = (dataDir: string) => path.join(dataDir, 'test-clock');

/**
 * Moves the e2e server's clock (deps.now) `hours` forward: payouts, links and funding decisions see
 * the later time. Forward only, so nothing already written is dated after the server's "now". The
 * server reads the file at every deps.now (src/server/test-clock.ts), so once this returns its next
 * call runs at the new time: nothing to wait for.
 */
export async function advanceServerClock(hours: number) {
  if (!(hours > 0)) throw new Error('The server clock moves forward only');
  const file = e2eClockFile(e2eDataDir());
  const written = await fs.readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return '';
    throw e;
  });
  const current = Number(written.trim() || 0);
  // Written whole and then renamed, so the server never reads half a number.
  await fs.writeFile(`${file}.next`, String(current + Math.round(hours * HOUR_MS)));
  await fs.rename(`${file}.next`, file);
}
