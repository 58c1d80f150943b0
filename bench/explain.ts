/**
 * The SQL behind each read endpoint, with its query plan and its time alone (no HTTP, no load):
 * calls the same service functions the procedures call, captures their statements through
 * drizzle's logger, and prints EXPLAIN QUERY PLAN and the mean time of each statement alone.
 *
 *   npx tsx bench/explain.ts bench/.data/db-<sizes>.db [--only campaigns] [--runs 20]
 *   DATABASE_URL=postgres://…/collab_bench_1 npx tsx bench/explain.ts postgres://…/collab_bench_1
 *
 * On PostgreSQL (DATABASE_URL the same, so the services load its tables) each statement's plan is
 * EXPLAIN (ANALYZE, BUFFERS) of it as the service sent it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Db } from '@db/client';
import { ENGINE, engineOf } from '@db/engine';
import { openPostgres } from '@db/engines/postgres/connection';
import { openAsyncDb } from '@db/engines/sqlite/async-db';
import { platformAnalytics } from '@server/services/analytics/analytics';
import { listCampaignApplications } from '@server/services/applications/list';
import { validateSessionToken } from '@server/services/auth/sessions';
import { listActiveCampaigns, listOwnCampaigns } from '@server/services/campaigns/list';
import { listNotifications } from '@server/services/notifications/inbox';
import { commissionSummary } from '@server/services/transactions/summary';
import { listTransactions } from '@server/services/transactions/list';
import { listCampaignApplicationsInput } from '@shared/schemas/application';
import { listCampaignsInput, listMyCampaignsInput } from '@shared/schemas/campaign';
import { listNotificationsInput } from '@shared/schemas/notification';
import { listTransactionsInput } from '@shared/schemas/transactions';
import { findCreators } from '@server/services/profiles/find-creators';
import { publicCreatorPage } from '@server/services/profiles/public-creator';
import { findCreatorsInput } from '@shared/schemas/creators';
import type { BuildResult } from './generate';
import { CREATOR_SEARCHES } from './lib/creator-searches';
import { captureStatements, type Captured } from './lib/capture';
import { capturePostgres } from './lib/capture-postgres';
import { databaseOf } from './lib/write-postgres';
import { BROWSING_CREATOR } from './lib/viewer';

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/explain.ts <db file> [--only name] [--runs N]');
const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = flag('only');
const runs = Number(flag('runs') ?? 20);
const postgres = engineOf(file) === 'postgres';
if (postgres && ENGINE !== 'postgres')
  throw new Error(`Run it with DATABASE_URL=${file}: the services load its tables`);
const meta = postgres ? path.join('bench/.data', `${databaseOf(file)}.json`) : `${file}.json`;
const { subjects: s } = JSON.parse(fs.readFileSync(meta, 'utf8')) as BuildResult;

/** The services' connection, whose statements are captured, and one for plans and timings. */
function open(): {
  db: Db;
  captured: Captured[];
  time: (q: Captured) => Promise<void>;
  plan: (q: Captured) => Promise<string[]>;
} {
  if (postgres) {
    const capturing = openPostgres(file!);
    const captured = capturePostgres(capturing.$client);
    const pool = new pg.Pool({ connectionString: file, max: 1 });
    return {
      db: capturing as unknown as Db,
      captured,
      time: async (q) => void (await pool.query(q.sql, q.params)),
      plan: async (q) =>
        (
          await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params)
        ).rows.map((r) => r['QUERY PLAN']),
    };
  }
  // Analytics' transaction begins IMMEDIATE, so the captured connection is not read-only.
  const client = new Database(file);
  const captured = captureStatements(client);
  const sqlite = new Database(file, { readonly: true });
  return {
    db: openAsyncDb(client),
    captured,
    time: (q) => {
      const stmt = sqlite.prepare(q.sql);
      if (stmt.reader) stmt.all(...q.params);
      return Promise.resolve();
    },
    plan: (q) => {
      const plan = sqlite.prepare(`explain query plan ${q.sql}`).all(...q.params) as {
        id: number;
        parent: number;
        detail: string;
      }[];
      const depth = new Map<number, number>();
      return Promise.resolve(
        plan.map((p) => {
          const d = (depth.get(p.parent) ?? -1) + 1;
          depth.set(p.id, d);
          return `${'  '.repeat(d)}${p.detail}`;
        }),
      );
    },
  };
}
const { db, captured, time, plan } = open();
const user = (id: string, userType: string, roles: string[] = []) => ({ id, userType, roles });
const deep = Math.min(10_000, Math.floor(s.activeCampaigns / 2 / 20) * 20);

const cases: [string, () => Promise<unknown>][] = [
  ['campaigns: first page', () => listActiveCampaigns(db, BROWSING_CREATOR, listCampaignsInput.parse({}))],
  [
    'campaigns: deep page',
    () => listActiveCampaigns(db, BROWSING_CREATOR, listCampaignsInput.parse({ offset: deep })),
  ],
  [
    'campaigns: search',
    () => listActiveCampaigns(db, BROWSING_CREATOR, listCampaignsInput.parse({ search: s.searchWord })),
  ],
  [
    'campaigns: search, rare words',
    () => listActiveCampaigns(db, BROWSING_CREATOR, listCampaignsInput.parse({ search: s.rareSearch })),
  ],
  [
    'campaigns: filter',
    () =>
      listActiveCampaigns(
        db,
        BROWSING_CREATOR,
        listCampaignsInput.parse({ collab_type: 'paid', budget_min: 100000 }),
      ),
  ],
  ['brand: own campaigns', () => listOwnCampaigns(db, s.brand.id, listMyCampaignsInput.parse({}))],
  [
    'brand: applications of a campaign',
    () =>
      listCampaignApplications(
        db,
        user(s.brand.id, 'brand'),
        listCampaignApplicationsInput.parse({ id: s.campaign.id }),
      ),
  ],
  ['creator: notifications', () => listNotifications(db, s.creator.id, listNotificationsInput.parse({}))],
  ['admin: transactions', () => listTransactions(db, listTransactionsInput.parse({}))],
  ['admin: transactions summary', () => commissionSummary(db)],
  ['admin: analytics 30d', () => platformAnalytics(db, '30d')],
  ['admin: analytics 1y', () => platformAnalytics(db, '1y')],
  ['session check (unknown token)', () => validateSessionToken(db, 'not-a-token')],
  ...CREATOR_SEARCHES.map((search): [string, () => Promise<unknown>] => [
    `creators: ${search.name}`,
    () => findCreators(db, findCreatorsInput.parse(search.input)),
  ]),
  ['public: creator page (API)', () => publicCreatorPage({ db, now: () => Date.now() }, s.creator.username)],
];

for (const [name, fn] of cases) {
  if (only && !name.includes(only)) continue;
  captured.length = 0;
  const t0 = performance.now();
  await fn();
  const cold = performance.now() - t0;
  const statements = captured.filter((q) => !/^(begin|commit|rollback|savepoint|release)/i.test(q.sql));
  const t1 = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  const warm = (performance.now() - t1) / runs;
  console.log(
    `\n=== ${name}: first call ${cold.toFixed(2)} ms, then ${warm.toFixed(2)} ms per call (prepared, memoised); ${statements.length} statements`,
  );
  for (const q of statements) {
    const t2 = performance.now();
    for (let i = 0; i < runs; i++) await time(q);
    const ms = (performance.now() - t2) / runs;
    console.log(
      `--- ${ms.toFixed(2)} ms  ${q.sql.replace(/\s+/g, ' ').slice(0, 300)}${q.sql.length > 300 ? '...' : ''}`,
    );
    for (const line of await plan(q)) console.log(`    ${line}`);
  }
}
