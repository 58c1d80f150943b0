import { and, eq, lte, sql } from 'drizzle-orm';
import type { PostgresDb } from './connection';
import { rateLimits } from './shared-state';
import type { RateLimitStore, RateWindow } from '../types';

/** Ended windows are swept after this many uses, so the table holds about the running windows. */
const SWEEP_EVERY = 1_000;

/**
 * The limits' counters in PostgreSQL, so several processes count one limit together
 * (docs/product.md#rate-limits hold per user or address, not per process). Each method is one
 * statement: `add` is an upsert that restarts an ended window and returns the new count, so
 * concurrent uses from any process each see a distinct count.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private uses = 0;

  constructor(private readonly db: PostgresDb) {}

  async get(key: string, windowMs: number, now: number): Promise<RateWindow | undefined> {
    const [w] = await this.db
      .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(
        and(eq(rateLimits.key, key), eq(rateLimits.windowMs, windowMs), sql`${rateLimits.resetAt} > ${now}`),
      );
    return w;
  }

  async add(key: string, windowMs: number, amount: number, now: number): Promise<RateWindow> {
    if (++this.uses % SWEEP_EVERY === 0) await this.sweep(now);
    const ended = sql`${rateLimits.resetAt} <= ${now}`;
    const [w] = await this.db
      .insert(rateLimits)
      .values({ key, windowMs, count: Math.max(0, amount), resetAt: now + windowMs })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowMs],
        set: {
          count: sql`case when ${ended} then ${Math.max(0, amount)} else greatest(${rateLimits.count} + ${amount}, 0) end`,
          resetAt: sql`case when ${ended} then ${now + windowMs} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    return w!;
  }

  async delete(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Deletes the windows that have ended (the next use of their key starts a new one anyway). */
  async sweep(now: number) {
    await this.db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
  }
}
