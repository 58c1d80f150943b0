import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, RateLimiter } from './rate-limit';
import { MemoryRateLimitStore } from './rate-limit-store';

/** Counts the entries any Map iterator steps over while `run` runs: how much of a Map a call reads. */
function mapStepsDuring(run: () => void) {
  let steps = 0;
  const proto = Map.prototype as unknown as Record<PropertyKey, (...args: unknown[]) => Iterator<unknown>>;
  const names: PropertyKey[] = ['entries', 'keys', 'values', Symbol.iterator];
  const originals = names.map((n) => proto[n]!);
  names.forEach((n, i) => {
    proto[n] = function (this: unknown, ...args: unknown[]) {
      const inner = originals[i]!.apply(this, args);
      const counted = {
        next: () => {
          steps++;
          return inner.next();
        },
        [Symbol.iterator]: () => counted,
      };
      return counted as Iterator<unknown>;
    };
  });
  try {
    run();
  } finally {
    names.forEach((n, i) => (proto[n] = originals[i]!));
  }
  return steps;
}

function clock(start = 0) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe('RateLimiter over the memory store', () => {
  it('does not scan its keys when a new key arrives, however many it holds', () => {
    const c = clock();
    const limiter = new RateLimiter(c.now, new MemoryRateLimitStore(100_000));
    for (let i = 0; i < 60_000; i++) limiter.record(`user:${i}`, HOUR);
    const steps = mapStepsDuring(() => limiter.consume('user:new', 5, HOUR));
    expect(steps).toBeLessThan(10);
  });

  it('drops ended windows as time passes, each window once', () => {
    const c = clock();
    const store = new MemoryRateLimitStore();
    const limiter = new RateLimiter(c.now, store);
    for (let i = 0; i < 100; i++) limiter.record(`short:${i}`, MINUTE);
    c.t = 30_000;
    for (let i = 0; i < 100; i++) limiter.record(`long:${i}`, HOUR);
    expect(store.size).toBe(200);
    c.t = MINUTE + 1;
    const steps = mapStepsDuring(() => limiter.record('another', HOUR));
    expect(store.size).toBe(101);
    // the 100 ended windows, plus a few looks per window length
    expect(steps).toBeLessThan(110);
    expect(mapStepsDuring(() => limiter.record('and-another', HOUR))).toBeLessThan(10);
  });

  it('holds at most maxKeys, evicting the window that ends soonest', () => {
    const c = clock();
    const store = new MemoryRateLimitStore(1_000);
    const limiter = new RateLimiter(c.now, store);
    for (let i = 0; i < 5_000; i++) {
      c.t = i;
      limiter.record(`k:${i}`, HOUR);
    }
    expect(store.size).toBe(1_000);
    expect(() => limiter.check('k:4999', 1, HOUR)).toThrow('Too many');
    expect(() => limiter.check('k:0', 1, HOUR)).not.toThrow();
  });

  it('starts a fresh window once the old one ends, with Retry-After until then', () => {
    const c = clock();
    const limiter = new RateLimiter(c.now);
    limiter.consume('k', 1, MINUTE);
    expect(() => limiter.check('k', 1, MINUTE)).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 }),
    );
    c.t = MINUTE;
    expect(() => limiter.consume('k', 1, MINUTE)).not.toThrow();
  });

  it('consumeAll records on no key when one refuses; release gives one use back, never below zero', () => {
    const limiter = new RateLimiter(clock().now);
    limiter.consume('full', 1, MINUTE);
    const both = [
      { key: 'open', limit: 1, windowMs: MINUTE },
      { key: 'full', limit: 1, windowMs: MINUTE },
    ];
    expect(() => limiter.consumeAll(both)).toThrow();
    expect(() => limiter.check('open', 1, MINUTE)).not.toThrow();
    limiter.release('full', MINUTE);
    limiter.release('full', MINUTE);
    limiter.consume('full', 1, MINUTE);
    expect(() => limiter.check('full', 1, MINUTE)).toThrow();
  });
});
