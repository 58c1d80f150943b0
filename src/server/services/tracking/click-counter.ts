import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isForeignKeyViolation } from '@db/errors';
import { trackingClicks } from '@db/schema';
import { indiaDate } from '@shared/dates';

/** Repeated visits of one address to one link within this long count once (docs/product.md#tracking-links). */
export const REPEAT_WINDOW_MS = 3_600_000;
/** How many (address, link) pairs are remembered for that hour, so a flood cannot exhaust memory. */
export const SEEN_MAX = 100_000;
/** How often the counts kept in memory are written (and at a clean stop). */
export const FLUSH_INTERVAL_MS = 1_000;

type Log = { error(obj: object, msg: string): void };

/**
 * The visits of tracking links, counted in memory and written in batches (decision 083): a visit
 * costs two map operations and a hash, no database write, so the redirect keeps up with the bare
 * server; `flush` adds each (application, India day)'s count to its row with one upsert
 * (clicks = clicks + n), so two processes or two flushes never lose one another's counts. A clean
 * stop flushes (serve.ts); a hard kill loses at most the last interval's counts.
 *
 * Repeats: the pair (address, link) is kept as a salted hash with the time it last counted, in
 * insertion order, so the ones older than an hour fall off the front; past SEEN_MAX pairs the oldest
 * goes first (that address may then count again within its hour). Addresses are never kept as such.
 */
export class ClickCounter {
  private pending = new Map<string, { applicationId: string; day: string; clicks: number }>();
  private seen = new Map<string, number>();
  private readonly salt = randomBytes(16);
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly log?: Log,
    private readonly seenMax = SEEN_MAX,
  ) {}

  /** Counts one visit of `code`'s link (for `applicationId`) from `address`; false when it was a repeat. */
  visit(applicationId: string, code: string, address: string): boolean {
    const now = this.now();
    this.forgetOld(now);
    const key = createHash('sha256')
      .update(this.salt)
      .update(address)
      .update('\0')
      .update(code)
      .digest('base64url');
    const last = this.seen.get(key);
    if (last !== undefined && now - last < REPEAT_WINDOW_MS && now >= last) return false;
    this.seen.delete(key);
    if (this.seen.size >= this.seenMax) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(key, now);
    const day = indiaDate(new Date(now));
    const slot = `${applicationId}\0${day}`;
    const entry = this.pending.get(slot);
    if (entry) entry.clicks += 1;
    else this.pending.set(slot, { applicationId, day, clicks: 1 });
    return true;
  }

  /** Drops the pairs whose hour has passed: they sit at the front, in the order they counted. */
  private forgetOld(now: number) {
    for (const [key, at] of this.seen) {
      if (now - at < REPEAT_WINDOW_MS && now >= at) break;
      this.seen.delete(key);
    }
  }

  /** How many visits wait to be written. */
  get unwritten() {
    let n = 0;
    for (const e of this.pending.values()) n += e.clicks;
    return n;
  }

  /**
   * Writes the counts kept so far (one at a time: a flush waits for the one under way). What fails
   * to be written is kept for the next flush, merged with what came meanwhile; a row whose
   * application is gone (deleted with its campaign) is dropped.
   */
  flush(): Promise<void> {
    const run = this.writing.then(() => this.write());
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async write() {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await upsertClicks(this.db, batch);
    } catch {
      // One by one, so one row that cannot be written does not hold the others back.
      for (const row of batch) {
        try {
          await upsertClicks(this.db, [row]);
        } catch (rowErr) {
          if (isForeignKeyViolation(rowErr)) continue;
          this.keep(row);
          this.log?.error(
            { err: rowErr },
            'Tracking-link clicks could not be written; kept for the next try',
          );
        }
      }
    }
  }

  private keep(row: { applicationId: string; day: string; clicks: number }) {
    const slot = `${row.applicationId}\0${row.day}`;
    const entry = this.pending.get(slot);
    if (entry) entry.clicks += row.clicks;
    else this.pending.set(slot, { ...row });
  }

  /** Flushes every `intervalMs` until `stop`. */
  start(intervalMs = FLUSH_INTERVAL_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((err: unknown) => this.log?.error({ err }, 'Tracking-link clicks flush failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left: a clean stop loses no count. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

/** Adds each row's clicks to its (application, day) row, making it when it is the day's first. */
function upsertClicks(db: Db, rows: { applicationId: string; day: string; clicks: number }[]) {
  return db
    .insert(trackingClicks)
    .values(rows)
    .onConflictDoUpdate({
      target: [trackingClicks.applicationId, trackingClicks.day],
      set: { clicks: sql`${trackingClicks.clicks} + excluded.clicks` },
    });
}
