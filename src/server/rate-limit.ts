import { AppError } from './errors';

/**
 * Fixed-window counters in memory: the app is one process, so memory is the shared store.
 * Windows are pruned as they are read, and the whole map when it grows large.
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private now: () => number = Date.now) {}

  private current(key: string, windowMs: number) {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      if (this.windows.size > 50_000) this.prune(t);
      w = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, w);
    }
    return w;
  }

  private prune(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }

  /** Throws 429 when `key` has already used `limit` in this window. */
  check(key: string, limit: number, windowMs: number, message = 'Too many requests. Please try again later.') {
    const w = this.current(key, windowMs);
    if (w.count >= limit) {
      throw new AppError('TOO_MANY_REQUESTS', message, {
        retryAfter: Math.max(1, Math.ceil((w.resetAt - this.now()) / 1000)),
      });
    }
  }

  record(key: string, windowMs: number) {
    this.current(key, windowMs).count += 1;
  }

  /** check then record: for limits that count every attempt. */
  consume(key: string, limit: number, windowMs: number, message?: string) {
    this.check(key, limit, windowMs, message);
    this.record(key, windowMs);
  }

  reset(key: string) {
    this.windows.delete(key);
  }
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
