import { describe, expect, it } from 'vitest';
import { MINUTE, RateLimiter } from './rate-limit';
import type { RateLimitStore } from './rate-limit-store';

/**
 * What every store must give the limiter, run on each store (the memory one in rate-limit.test.ts,
 * PostgreSQL's in tests/integration/rate-limit-postgres.test.ts). `newStore` gives an empty store.
 */
export function describeLimiterRules(name: string, newStore: () => RateLimitStore | Promise<RateLimitStore>) {
  describe(`RateLimiter's rules over ${name}`, () => {
    async function limiter() {
      const c = { t: 1_000_000, now: () => c.t };
      return { c, limiter: new RateLimiter(c.now, await newStore()) };
    }

    it('starts a fresh window once the old one ends, with Retry-After until then', async () => {
      const { c, limiter: l } = await limiter();
      await l.consume('k', 1, MINUTE);
      await expect(l.consume('k', 1, MINUTE)).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        retryAfter: 60,
      });
      c.t += 45_000;
      await expect(l.consume('k', 1, MINUTE)).rejects.toMatchObject({ retryAfter: 15 });
      c.t += 15_000;
      await expect(l.consume('k', 1, MINUTE)).resolves.toBeUndefined();
    });

    it('counts a refused set of limits on none of them; release gives one use back, never below zero', async () => {
      const { limiter: l } = await limiter();
      await l.consume('full', 1, MINUTE);
      const both = [
        { key: 'open', limit: 1, windowMs: MINUTE },
        { key: 'full', limit: 1, windowMs: MINUTE },
      ];
      await expect(l.consumeAll(both)).rejects.toThrow();
      await expect(l.consume('open', 1, MINUTE)).resolves.toBeUndefined();
      await l.release('full', MINUTE);
      await l.release('full', MINUTE);
      await l.consume('full', 1, MINUTE);
      await expect(l.consume('full', 1, MINUTE)).rejects.toThrow();
    });

    it('lets exactly `limit` of many concurrent uses through', async () => {
      const { limiter: l } = await limiter();
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => l.consume('busy', 5, MINUTE)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      // The refused ones gave their use back: after the window, five pass again.
      await l.reset('busy');
      await expect(l.consume('busy', 5, MINUTE)).resolves.toBeUndefined();
    });

    it('keeps windows of different lengths on one key apart', async () => {
      const { limiter: l } = await limiter();
      await l.consume('k', 1, MINUTE);
      await expect(l.consume('k', 1, 2 * MINUTE)).resolves.toBeUndefined();
    });
  });
}
