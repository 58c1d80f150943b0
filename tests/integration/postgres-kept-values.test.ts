import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '@db/client';
import { memoByDataVersion } from '@db/data-version';
import { openPostgres } from '@db/postgres';
import { keyChecks } from '@db/schema/postgres';
import { databaseUrl, describePostgres, usePostgresDatabase } from '../kit/postgres';

/*
 * On PostgreSQL another process may write at any time and this one is not told which tables
 * changed, so a value kept until the data changes is not kept at all: every read sees the last
 * commit, whichever process made it (docs/decisions/031-one-service-layer-for-two-engines.md, point 4).
 */
describePostgres('kept values on PostgreSQL', () => {
  const db = usePostgresDatabase();

  it('are computed again on every call, so another process’s write is seen at once', async () => {
    await db().insert(keyChecks).values({ kid: 'k', checkValue: 'before' });
    const read = async () =>
      (await db().select().from(keyChecks).where(eq(keyChecks.kid, 'k')))[0]!.checkValue;
    const kept = () => memoByDataVersion(db() as unknown as Db, 'value', read);
    expect(await kept()).toBe('before');

    // Another process: its own pool on the same database.
    const url = (db().$client.options as { connectionString: string }).connectionString;
    const other = openPostgres(databaseUrl(new URL(url).pathname.slice(1)));
    try {
      await other.update(keyChecks).set({ checkValue: 'after' }).where(eq(keyChecks.kid, 'k'));
    } finally {
      await other.$client.end();
    }
    expect(await kept()).toBe('after');
  });
});
