/**
 * The floors, each kind started in its own process: `--kind health` is a bare Hono app answering
 * GET /api/health; `--kind sql` answers GET /api/campaigns by running the very statements the
 * server's campaign list runs per request (captured from the service on this connection, so
 * the floor follows any change to that SQL), prepared once with better-sqlite3, and returns the
 * same JSON: no session, no tRPC or REST adapter, no validation. The same process answers
 * POST /api/applications with the apply service's statements (lib/apply-floor.ts).
 * On PostgreSQL (`--db postgres://…`, with DATABASE_URL the same so the services load its tables),
 * the same two floors on a bare `pg` Pool: lib/floor-postgres.ts, lib/apply-floor-postgres.ts.
 * Both engines' processes answer GET /api/creators for the creator searches too (lib/creators-floor.ts).
 */
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { openAsyncDb } from '@db/engines/sqlite/async-db';
import { campaignColumns, toCampaign } from '@server/services/campaigns/columns';
import { listActiveCampaigns } from '@server/services/campaigns/list';
import { listCampaignsInput } from '@shared/schemas/campaign';
import { checkpointInBackground } from '@db/engines/sqlite/checkpointer';
import { engineOf } from '@db/engine';
import type { Db } from '@db/client';
import { applyFloor } from './lib/apply-floor';
import { postgresApplyFloor } from './lib/apply-floor-postgres';
import { postgresFloor } from './lib/floor-postgres';
import { captureStatements } from './lib/capture';
import { creatorsFloor } from './lib/creators-floor';
import { BROWSING_CREATOR } from './lib/viewer';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const kind = arg('kind');
const port = Number(arg('port'));
const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));

const file = arg('db');
if (kind === 'sql' && !file) throw new Error('--db is required for --kind sql');
if (kind === 'sql' && engineOf(file) === 'postgres') {
  const { captured, capturing, pool } = await postgresFloor(app, file!);
  const apply = await postgresApplyFloor(file!, { db: capturing as unknown as Db, captured });
  await creatorsFloor(app, capturing as unknown as Db, captured, async (q) => {
    const r = await pool.query<unknown[]>({ text: q.sql, values: q.params, name: q.name, rowMode: 'array' });
    return r.rows;
  });
  await capturing.$client.end();
  app.post('/api/applications', async (c) => {
    const body = await c.req.json<{ campaign_id: string }>();
    const r = await apply((c.req.header('authorization') ?? '').replace(/^Bearer /, ''), body.campaign_id);
    return r.status === 200 ? c.json({ application: r.application }) : c.json({ error: 'refused' }, r.status);
  });
} else if (kind === 'sql') {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // As the server does: the WAL is checkpointed by a worker thread, not inside a commit.
  checkpointInBackground(sqlite, (e) => console.error('WAL checkpointer stopped:', e));

  // The service runs on a connection of its own, whose statements are captured, then closed.
  const capturing = new Database(file);
  const captured = captureStatements(capturing);
  const db = openAsyncDb(capturing);
  const input = listCampaignsInput.parse({});
  // The statements of a request in steady state: the server keeps the exact total until the data
  // changes, so after the first request it runs the page query alone; so does the floor.
  const expected = await listActiveCampaigns(db, BROWSING_CREATOR, input);
  captured.length = 0;
  await listActiveCampaigns(db, BROWSING_CREATOR, input);

  const keys = Object.keys(campaignColumns) as (keyof typeof campaignColumns)[];
  const statements = captured.splice(0).map((q) => ({ stmt: sqlite.prepare(q.sql), params: q.params }));
  const listStmt = statements.find((s) => s.stmt.columns().length === keys.length);
  const countStmt = statements.find((s) => s.stmt.columns().length === 1);
  if (!listStmt || statements.length > 2) {
    throw new Error(
      `The campaign list ran ${statements.length} statements; the floor expects a page query and at most a count`,
    );
  }
  listStmt.stmt.raw(true);
  countStmt?.stmt.pluck(true);

  const answer = () => {
    const rows = listStmt.stmt.all(...listStmt.params) as unknown[][];
    const campaigns = rows.map((r) => {
      const row = Object.fromEntries(keys.map((k, i) => [k, r[i]])) as Record<string, unknown>;
      row.tags = JSON.parse(row.tags as string);
      row.deliverables = JSON.parse(row.deliverables as string);
      return toCampaign(row as Parameters<typeof toCampaign>[0]);
    });
    return {
      campaigns,
      total: countStmt ? (countStmt.stmt.get(...countStmt.params) as number) : expected.total,
    };
  };
  // The floor must answer what the server answers, or the ratio compares different work.
  if (JSON.stringify(answer()) !== JSON.stringify(expected))
    throw new Error('The SQL floor does not return the service JSON');
  app.get('/api/campaigns', (c) => c.json(answer()));

  const apply = await applyFloor(sqlite, { db, captured });
  const prepared = new Map<string, Database.Statement>();
  await creatorsFloor(app, db, captured, (q) => {
    let stmt = prepared.get(q.sql);
    if (!stmt) prepared.set(q.sql, (stmt = sqlite.prepare(q.sql).raw(true)));
    return stmt.all(...q.params) as unknown[][];
  });
  capturing.close();
  app.post('/api/applications', async (c) => {
    const body = await c.req.json<{ campaign_id: string }>();
    const r = apply((c.req.header('authorization') ?? '').replace(/^Bearer /, ''), body.campaign_id);
    return r.status === 200 ? c.json({ application: r.application }) : c.json({ error: 'refused' }, r.status);
  });
} else if (kind !== 'health') {
  throw new Error('--kind must be health or sql');
}

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
