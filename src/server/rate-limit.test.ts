import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, RateLimiter } from './rate-limit';
import { MemoryRateLimitStore } from './rate-limit-store';
import { describeLimiterRules } from './rate-limit-rules';

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

/** One use of `key` under a limit it never reaches: a window kept in the store. */
const use = (limiter: RateLimiter, key: string, windowMs: number) => limiter.consume(key, Infinity, windowMs);

describe('RateLimiter over the memory store', () => {
  it('does not scan its keys when a new key arrives, however many it holds', async () => {
    const c = clock();
    const limiter = new RateLimiter(c.now, new MemoryRateLimitStore(100_000));
    for (let i = 0; i < 60_000; i++) await use(limiter, `user:${i}`, HOUR);
    // The memory store's work happens in the call itself, before its first await.
    const steps = mapStepsDuring(() => void limiter.consume('user:new', 5, HOUR));
    expect(steps).toBeLessThan(10);
  });

  it('drops ended windows as time passes, each window once', async () => {
    const c = clock();
    const store = new MemoryRateLimitStore();
    const limiter = new RateLimiter(c.now, store);
    for (let i = 0; i < 100; i++) await use(limiter, `short:${i}`, MINUTE);
    c.t = 30_000;
    for (let i = 0; i < 100; i++) await use(limiter, `long:${i}`, HOUR);
    expect(store.size).toBe(200);
    c.t = MINUTE + 1;
    const steps = mapStepsDuring(() => void use(limiter, 'another', HOUR));
    expect(store.size).toBe(101);
    // the 100 ended windows, plus a few looks per window length
    expect(steps).toBeLessThan(110);
    expect(mapStepsDuring(() => void use(limiter, 'and-another', HOUR))).toBeLessThan(10);
  });

  it('holds at most maxKeys, evicting the window that ends soonest', async () => {
    const c = clock();
    const store = new MemoryRateLimitStore(1_000);
    const limiter = new RateLimiter(c.now, store);
    for (let i = 0; i < 5_000; i++) {
      c.t = i;
      await use(limiter, `k:${i}`, HOUR);
    }
    expect(store.size).toBe(1_000);
    await expect(limiter.consume('k:4999', 1, HOUR)).rejects.toThrow('Too many');
    await expect(limiter.consume('k:0', 1, HOUR)).resolves.toBeUndefined();
  });
});

describeLimiterRules('the memory store', () => new MemoryRateLimitStore());

it('the memory store lets concurrent uses through first come first served', async () => {
  const limiter = new RateLimiter(clock().now, new MemoryRateLimitStore());
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () => limiter.consume('busy', 5, MINUTE)),
  );
  expect(results.map((r) => r.status)).toEqual([
    ...Array<string>(5).fill('fulfilled'),
    ...Array<string>(15).fill('rejected'),
  ]);
});
