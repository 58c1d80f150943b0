/**
 * The bare-SQL floor of applying on PostgreSQL: the apply service's ten statements (captured from the
 * service on a transaction rolled back, checked to be bound with the same values, lib/apply-floor.ts)
 * sent as the service sends them on a bare `pg` Pool, in one SERIALIZABLE transaction per request
 * and run again on a serialization failure, as the server's transactions are (src/db/engines/postgres/connection.ts),
 * after the one indexed read that finds the creator behind the bearer token. No tRPC, REST adapter,
 * validation, session rules or drizzle: what is left is PostgreSQL's own cost of an application.
 */
import pg from 'pg';
import type { Db } from '@db/client';
import { indiaDate } from '@shared/dates';
import { toApplication } from '@server/services/applications/columns';
import {
  applicationRow,
  captureApply,
  CREATOR_OF_SESSION_SQL,
  emailParamsOf,
  ids,
  paramsOf,
  SAMPLE_PAIR_SQL,
  tokenHash,
  wantsEmail,
  type Pair,
  type Sample,
} from './apply-floor';
import type { Captured } from './capture';

/** As the server's transactions (src/db/engines/postgres/connection.ts): tries, and the random pause before each retry. */
const TRIES = 8;
const RETRY_PAUSE_MS = 10;
const POOL_SIZE = 10;

const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const mustRetry = (e: unknown) => ['40001', '40P01'].includes((e as { code?: string }).code ?? '');

export async function postgresApplyFloor(
  url: string,
  capture: { db: Db; captured: (Captured & { name?: string })[] },
) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const sample = (await pool.query<Sample>(numbered(SAMPLE_PAIR_SQL), [indiaDate()])).rows[0]!;
  const statements = await captureApply(capture, sample, 'postgres');
  const [erased, state, existing, insert, count, invitation, notify, recipient, email, read] = statements.map(
    (q) => (values: unknown[], rowMode?: 'array') => ({ text: q.sql, name: q.name, values, rowMode }),
  ) as ((values: unknown[], rowMode?: 'array') => pg.QueryConfig)[];
  const creatorOf = numbered(CREATOR_OF_SESSION_SQL);

  const once = async (client: pg.PoolClient, pair: Pair) => {
    if ((await client.query(erased!([pair.creatorId]))).rowCount) return { status: 401 as const };
    const campaign = (await client.query(state!([pair.campaignId]))).rows[0] as
      { id: string; user_id: string; title: string; status: string } | undefined;
    if (!campaign || campaign.status !== 'active') return { status: 404 as const };
    if ((await client.query(existing!([pair.campaignId, pair.creatorId]))).rowCount)
      return { status: 409 as const };
    const c = { id: campaign.id, userId: campaign.user_id, title: campaign.title };
    const nowIso = new Date().toISOString();
    const generated = ids();
    const p = paramsOf(pair, c, generated, nowIso, null, 'postgres');
    await client.query(insert!(p[3]!));
    await client.query(count!(p[4]!));
    await client.query(invitation!(p[5]!));
    await client.query(notify!(p[6]!));
    const to = (await client.query<unknown[]>(recipient!(p[7]!, 'array'))).rows[0];
    if (to && wantsEmail(to))
      await client.query(email!(emailParamsOf(pair, c, generated, nowIso, String(to[1]), 'postgres')));
    const row = (await client.query<unknown[]>(read!(p[8]!, 'array'))).rows[0]!;
    return { status: 200 as const, application: toApplication(applicationRow(row)) };
  };

  /** POST /api/applications with `{ campaign_id }` and the creator's bearer token. */
  return async (token: string, campaignId: string) => {
    const creator = (
      await pool.query<unknown[]>({ text: creatorOf, values: [tokenHash(token)], rowMode: 'array' })
    ).rows[0] as [string, string] | undefined;
    if (!creator) return { status: 401 as const };
    const pair = { campaignId, creatorId: creator[0], creatorName: creator[1] };
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        await client.query('begin isolation level serializable');
        const r = await once(client, pair);
        await client.query(r.status === 200 ? 'commit' : 'rollback');
        return r;
      } catch (e) {
        await client.query('rollback').catch(() => {});
        if (attempt >= TRIES || !mustRetry(e)) throw e;
      } finally {
        client.release();
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_PAUSE_MS * attempt));
    }
  };
}
