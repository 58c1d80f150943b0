import { expect, it } from 'vitest';
import { openPostgres } from '@db/engines/postgres/connection';
import { rateLimits } from '@db/engines/postgres/shared-state';
import { MINUTE, RateLimiter } from '@server/rate-limit';
import { PostgresRateLimitStore } from '@db/engines/postgres/rate-limit-store';
import { describeLimiterRules } from '@server/rate-limit-rules';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';

/*
 * Rate limits kept in PostgreSQL are counted by every process on the database together: a user who
 * spreads their attempts over several servers behind a load balancer gets no more than one server
 * would give them (docs/decisions/031-one-service-layer-for-two-engines.md).
 */
describePostgres('rate limits in PostgreSQL', () => {
  const db = usePostgresDatabase();
  const url = () => (db().$client.options as { connectionString: string }).connectionString;

  describeLimiterRules('the PostgreSQL store', async () => {
    await db().delete(rateLimits);
    return new PostgresRateLimitStore(db());
  });

  it('count one limit across processes, concurrent uses included', async () => {
    const other = openPostgres(url());
    try {
      const now = () => 5_000_000;
      const a = new RateLimiter(now, new PostgresRateLimitStore(db()));
      const b = new RateLimiter(now, new PostgresRateLimitStore(other));
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).consume('login:ip', 4, MINUTE)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
      await expect(b.consume('login:ip', 4, MINUTE)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      await a.release('login:ip', MINUTE);
      await expect(b.consume('login:ip', 4, MINUTE)).resolves.toBeUndefined();
    } finally {
      await other.$client.end();
    }
  });

  it('sweep the windows that have ended, keeping the running ones', async () => {
    await db().delete(rateLimits);
    const store = new PostgresRateLimitStore(db());
    await store.add('old', MINUTE, 1, 0);
    await store.add('new', MINUTE, 1, MINUTE / 2);
    await store.sweep(MINUTE);
    expect((await db().select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(['new']);
  });
});
