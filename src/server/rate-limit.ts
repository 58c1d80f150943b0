import { AppError } from './errors';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

export type Limit = { key: string; limit: number; windowMs: number; message?: string };

const DEFAULT_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Fixed-window limits over a store of counters (rate-limit-store.ts). The app is one process, so
 * the default store is memory; a store shared by several processes implements the same interface.
 */
export class RateLimiter {
  constructor(
    private readonly now: () => number = Date.now,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  /** Throws 429 when `key` has already used `limit` in this window. */
  check(key: string, limit: number, windowMs: number, message = DEFAULT_MESSAGE) {
    const t = this.now();
    const w = this.store.get(key, windowMs, t);
    if (w && w.count >= limit) {
      throw new AppError('TOO_MANY_REQUESTS', message, {
        retryAfter: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      });
    }
  }

  record(key: string, windowMs: number) {
    this.store.add(key, windowMs, 1, this.now());
  }

  /** check then record: for limits that count every attempt. */
  consume(key: string, limit: number, windowMs: number, message?: string) {
    this.consumeAll([{ key, limit, windowMs, message }]);
  }

  /**
   * Checks every limit, then records one use on each: either all count the attempt or none does.
   * Nothing awaits in between, so concurrent requests cannot all pass the check before one records.
   */
  consumeAll(limits: readonly Limit[]) {
    for (const l of limits) this.check(l.key, l.limit, l.windowMs, l.message);
    for (const l of limits) this.record(l.key, l.windowMs);
  }

  /** Gives back one recorded use, e.g. a sign-in counted before its password was checked that succeeded. */
  release(key: string, windowMs: number) {
    if (this.store.get(key, windowMs, this.now())) this.store.add(key, windowMs, -1, this.now());
  }

  reset(key: string) {
    this.store.delete(key);
  }
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
