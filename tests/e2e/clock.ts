import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { TEST_CLOCK_REREAD_MS } from '@server/test-clock';
import { e2eDataDir } from './env';

const HOUR_MS = 3_600_000;

/**
 * The specs that move the server's clock. The server is shared, and moving its clock forward would
 * expire other specs' links (a password reset lasts 60 minutes) mid-test, so playwright.config.ts
 * runs these in their own project after every other spec (docs/decisions/047-money-demo-data-and-test-clock.md).
 */
export const MOVES_THE_CLOCK = /money-journey\.spec\.ts$/;

/** The server's TEST_CLOCK_FILE in the run's fresh data directory. */
export const e2eClockFile = (dataDir: string) => path.join(dataDir, 'test-clock');

/**
 * Moves the e2e server's clock (deps.now) `hours` forward: payouts, links and funding decisions see
 * the later time. Forward only, so nothing already written is dated after the server's "now". Waits
 * until the server has read the file again.
 */
export async function advanceServerClock(hours: number) {
  if (!(hours > 0)) throw new Error('The server clock moves forward only');
  const file = e2eClockFile(e2eDataDir());
  const current = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim() || 0) : 0;
  // Written whole and then renamed, so the server never reads half a number.
  fs.writeFileSync(`${file}.next`, String(current + Math.round(hours * HOUR_MS)));
  fs.renameSync(`${file}.next`, file);
  await delay(TEST_CLOCK_REREAD_MS + 100);
}
