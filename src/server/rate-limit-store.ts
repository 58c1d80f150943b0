import type { RateLimitStore, RateWindow } from '@db/engines/types';

export type { RateLimitStore, RateWindow };

export const DEFAULT_MAX_KEYS = 50_000;

/**
 * Counters in memory, bounded and with constant-time expiry. Windows of one length are kept in
 * their own Map: a window that starts later also ends later, and a Map iterates in insertion order,
 * so each Map is ordered by expiry and the expired windows are always at its front. Every call drops
 * those first, touching only windows that have ended (each is dropped once). Past `maxKeys` the
 * window closest to its end is evicted, so memory stays bounded even under a flood of new keys.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private byLength = new Map<number, Map<string, RateWindow>>();
  private keys = 0;

  constructor(private readonly maxKeys = DEFAULT_MAX_KEYS) {}

  get size() {
    return this.keys;
  }

  get(key: string, windowMs: number, now: number) {
    this.expire(now);
    const w = this.byLength.get(windowMs)?.get(key);
    return w && { ...w };
  }

  add(key: string, windowMs: number, amount: number, now: number) {
    this.expire(now);
    let windows = this.byLength.get(windowMs);
    if (!windows) this.byLength.set(windowMs, (windows = new Map<string, RateWindow>()));
    let w = windows.get(key);
    if (!w) {
      if (this.keys >= this.maxKeys) this.evictOldest();
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
      this.keys++;
    }
    w.count = Math.max(0, w.count + amount);
    // A copy: the caller reads it after an await, by when other uses may have changed the window.
    return { ...w };
  }

  delete(key: string) {
    for (const windows of this.byLength.values()) if (windows.delete(key)) this.keys--;
  }

  private expire(now: number) {
    for (const windows of this.byLength.values()) {
      for (const [key, w] of windows) {
        if (w.resetAt > now) break;
        windows.delete(key);
        this.keys--;
      }
    }
  }

  /** Drops the window that ends soonest; one look at the front of each length's Map. */
  private evictOldest() {
    let oldest: { windows: Map<string, RateWindow>; key: string; resetAt: number } | undefined;
    for (const windows of this.byLength.values()) {
      const first = windows.entries().next();
      if (!first.done && (!oldest || first.value[1].resetAt < oldest.resetAt)) {
        oldest = { windows, key: first.value[0], resetAt: first.value[1].resetAt };
      }
    }
    if (oldest) {
      oldest.windows.delete(oldest.key);
      this.keys--;
    }
  }
}
