/**
 * The bare-SQL floor on PostgreSQL: GET /api/campaigns answered by the very statements the server's
 * campaign list sends per request (captured from the service on a pool of its own, so the floor
 * follows any change to that SQL), sent as the service sends them (same text, same statement name
 * or none) on a bare `pg` Pool of the server's size, and the same JSON built from the rows: no
 * session, no tRPC or REST adapter, no validation, no drizzle.
 */
import type { Hono } from 'hono';
import pg from 'pg';
import type { Db } from '@db/client';
import { openPostgres } from '@db/engines/postgres/connection';
import { campaignColumns, toCampaign } from '@server/services/campaigns/columns';
import { listActiveCampaigns } from '@server/services/campaigns/list';
import { listCampaignsInput } from '@shared/schemas/campaign';
import { capturePostgres } from './capture-postgres';
import { rowMapper } from './row-mapper';
import { BROWSING_CREATOR } from './viewer';

/** The server's pool size (src/db/engines/postgres/connection.ts), so the floor has as many connections to work with. */
const POOL_SIZE = 10;

export async function postgresFloor(app: Hono, url: string) {
  // openPostgres also sets the driver's number parsing (count and bigint as numbers), as the server's.
  const capturing = openPostgres(url);
  const captured = capturePostgres(capturing.$client);
  const db = capturing as unknown as Db;
  const input = listCampaignsInput.parse({});
  // The statements of a request in steady state: the server keeps the exact total until the data
  // changes, so after the first request it runs the page query alone; so does the floor.
  const expected = await listActiveCampaigns(db, BROWSING_CREATOR, input);
  captured.length = 0;
  await listActiveCampaigns(db, BROWSING_CREATOR, input);
  const statements = captured.splice(0);

  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const keys = Object.keys(campaignColumns);
  const sent = await Promise.all(
    statements.map(async (q) => {
      const config = { text: q.sql, values: q.params, name: q.name, rowMode: 'array' as const };
      const r = await pool.query<unknown[]>(config);
      return { config, columns: r.fields.length };
    }),
  );
  const list = sent.find((s) => s.columns === keys.length);
  const count = sent.find((s) => /^select count\(/i.test(s.config.text));
  // The rest: the reads of the table versions the kept values check, and the caller's invitations.
  const others = sent.filter((s) => s !== list && s !== count);
  if (!list) throw new Error(`The campaign list ran ${sent.length} statements, none of them its page`);
  const toRow = rowMapper(campaignColumns);

  // One after the other, on whichever pooled connections, as the service sends them.
  const answer = async () => {
    for (const other of others) await pool.query<unknown[]>(other.config);
    const total = count ? await pool.query<unknown[]>(count.config) : undefined;
    const page = await pool.query<unknown[]>(list.config);
    return {
      campaigns: page.rows.map((r) => toCampaign(toRow(r) as Parameters<typeof toCampaign>[0])),
      total: total ? Number(total.rows[0]![0]) : expected.total,
    };
  };
  // The floor must answer what the server answers, or the ratio compares different work.
  if (JSON.stringify(await answer()) !== JSON.stringify(expected))
    throw new Error('The SQL floor does not return the service JSON');
  app.get('/api/campaigns', async (c) => c.json(await answer()));
  return { capturing, captured, pool };
}
