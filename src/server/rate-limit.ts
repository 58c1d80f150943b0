import { AppError } from './errors';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

export type Limit = { key: string; limit: number; windowMs: number; message?: string };

const DEFAULT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Fixed-window limits over a store of counters (rate-limit-store.ts): memory for one process (SQLite),
 * a PostgreSQL table for several (src/db/engines/postgres/rate-limit-store.ts). A use is counted
 * first and judged on the count the store returns, so concurrent requests, in one process or
 * several, each see their own count and no more than `limit` pass; a refused use is given back.
 */
export class RateLimiter {
  constructor(
    private readonly now: () => number = Date.now,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  /** Counts one use of `key`, or throws 429 (counting nothing) when it has already used `limit` in this window. */
  consume(key: string, limit: number, windowMs: number, message?: string) {
    return this.consumeAll([{ key, limit, windowMs, message }]);
  }

  /** Counts one use on every limit, or on none of them when one refuses it (429). */
  async consumeAll(limits: readonly Limit[]) {
    const t = this.now();
    const counted: Limit[] = [];
    try {
      for (const l of limits) {
        const w = await this.store.add(l.key, l.windowMs, 1, t);
        counted.push(l);
        if (w.count > l.limit) {
          throw new AppError('TOO_MANY_REQUESTS', l.message ?? DEFAULT_MESSAGE, {
            retryAfter: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
          });
        }
      }
    } catch (e) {
      for (const l of counted) await this.store.add(l.key, l.windowMs, -1, t);
      throw e;
    }
  }

  /** Gives back one counted use, e.g. a sign-in counted before its password was checked that succeeded. */
  async release(key: string, windowMs: number) {
    const t = this.now();
    if (await this.store.get(key, windowMs, t)) await this.store.add(key, windowMs, -1, t);
  }

  async reset(key: string) {
    await this.store.delete(key);
  }
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
