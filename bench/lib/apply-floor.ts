/**
 * The bare-SQL floor of applying: the statements the apply service runs (captured from the service
 * on a transaction rolled back, so the floor follows any change to that
 * SQL), prepared once with better-sqlite3 and run in one immediate transaction per request, after
 * the one indexed read that finds the creator behind the bearer token. No tRPC, REST adapter,
 * validation or session rules: what is left is SQLite's own cost of an application.
 */
import { createHash, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { Column, is } from 'drizzle-orm';
import type { Db } from '@db/client';
import type { Engine } from '@db/engine';
import { applyToCampaign } from '@server/services/applications/apply';
import { applicationColumns, toApplication } from '@server/services/applications/columns';
import { BRAND_APPLICATIONS_URL } from '@server/services/notifications/links';
import type { AppEvents } from '@server/events';
import type { Captured } from './capture';

/** The read's driver values as the object drizzle makes: each column decodes its own value (JSON columns). */
const decoders = Object.values(applicationColumns).map((field) => (is(field, Column) ? field : undefined));
const applicationKeys = Object.keys(applicationColumns);
export const applicationRow = (values: unknown[]) =>
  Object.fromEntries(
    applicationKeys.map((key, i) => {
      const value = values[i];
      const decoder = decoders[i];
      return [key, value === null || !decoder ? value : decoder.mapFromDriverValue(value)];
    }),
  ) as Parameters<typeof toApplication>[0];

export type Pair = { campaignId: string; creatorId: string; creatorName: string };
export type Campaign = { id: string; userId: string; title: string };

/**
 * The parameters of each statement of one application, in the order the service runs them. The
 * notification's `read` is left to its default: drizzle binds it on SQLite (0) and writes DEFAULT
 * on PostgreSQL.
 */
export function paramsOf(
  pair: Pair,
  campaign: Campaign,
  ids: { application: string; notification: string },
  nowIso: string,
  engine: Engine = 'sqlite',
): unknown[][] {
  const metadata = JSON.stringify({
    campaign_id: campaign.id,
    application_id: ids.application,
    creator_id: pair.creatorId,
  });
  return [
    [pair.campaignId],
    [pair.campaignId, pair.creatorId],
    [ids.application, campaign.id, pair.creatorId, campaign.userId, 'pending', null],
    [nowIso, campaign.id],
    [
      ids.notification,
      campaign.userId,
      'new_application',
      'New application',
      `${pair.creatorName} applied to "${campaign.title}".`,
      'medium',
      ...(engine === 'sqlite' ? [0] : []),
      BRAND_APPLICATIONS_URL,
      metadata,
    ],
    [ids.application],
  ];
}

export const TOKENS = {
  application: 'GENERATED-APPLICATION-ID',
  notification: 'GENERATED-NOTIFICATION-ID',
  now: 'GENERATED-TIME',
};

/** The values of one run as JSON, with the generated ids and time replaced by tokens, to compare the floor's binding with the service's. */
export function withTokens(
  params: unknown[][],
  generated: { application: string; notification: string; now: string },
) {
  let json = JSON.stringify(params);
  for (const k of ['application', 'notification', 'now'] as const)
    json = json.replaceAll(generated[k], TOKENS[k]);
  return json;
}

/**
 * Captures the service's statements for one real pair (run on `capture.db`, whose statements land
 * in `capture.captured`), checks the floor binds them alike, and returns the handler over `sqlite`.
 */
/** A creator and an active campaign they have not applied to, with the campaign's owner and title (either engine). */
export const SAMPLE_PAIR_SQL = `select c.id as "campaignId", u.id as "creatorId", u.full_name as "creatorName",
    c.user_id as "userId", c.title as "title" from campaigns c, users u
  where c.status = 'active' and u.user_type = 'influencer'
    and not exists (select 1 from applications a where a.campaign_id = c.id and a.creator_id = u.id) limit 1`;

/** The creator behind a session token's hash (either engine). */
export const CREATOR_OF_SESSION_SQL =
  'select u.id, u.full_name from sessions s join users u on u.id = s.user_id where s.id = ?';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Runs the apply service for `sample` on a transaction rolled back, and returns the six statements
 * it ran (as `capture` recorded them) after checking the floor binds them with the same values.
 */
export async function captureApply<C extends Captured>(
  capture: { db: Db; captured: C[] },
  sample: Pair & { userId: string; title: string },
  engine: Engine = 'sqlite',
) {
  const events = { notificationsCreated: () => {} } as unknown as AppEvents;
  const rollback = new Error('rollback');
  capture.captured.length = 0;
  try {
    await capture.db.transaction(async (tx) => {
      await applyToCampaign(
        { db: tx, events },
        { id: sample.creatorId, userType: 'influencer', roles: [], fullName: sample.creatorName },
        { campaign_id: sample.campaignId },
      );
      throw rollback;
    });
  } catch (e) {
    if (e !== rollback) throw e;
  }
  const statements = capture.captured.filter((q) => !/^(begin|savepoint|release|rollback)/.test(q.sql));
  if (statements.length !== 6)
    throw new Error(`The apply service ran ${statements.length} statements; the floor binds 6`);

  const sampleCampaign: Campaign = { id: sample.campaignId, userId: sample.userId, title: sample.title };
  const theirs = statements.map((q) => q.params);
  const generated = {
    application: String(theirs[2]![0]),
    notification: String(theirs[4]![0]),
    now: String(theirs[3]![0]),
  };
  const ours = paramsOf(sample, sampleCampaign, TOKENS, TOKENS.now, engine);
  if (withTokens(theirs, generated) !== JSON.stringify(ours)) {
    throw new Error(
      `The apply floor binds other values than the service:\n${withTokens(theirs, generated)}\n${JSON.stringify(ours)}`,
    );
  }
  return statements;
}

export async function applyFloor(sqlite: Database.Database, capture: { db: Db; captured: Captured[] }) {
  const sample = sqlite.prepare(SAMPLE_PAIR_SQL).get() as Pair & { userId: string; title: string };
  const statements = await captureApply(capture, sample);

  const prepared = statements.map((q) => sqlite.prepare(q.sql));
  const [state, existing, insert, count, notify, read] = prepared as [
    Database.Statement,
    Database.Statement,
    Database.Statement,
    Database.Statement,
    Database.Statement,
    Database.Statement,
  ];
  read.raw(true);
  const creatorOf = sqlite.prepare(CREATOR_OF_SESSION_SQL).raw(true);

  const apply = sqlite.transaction((pair: Pair) => {
    const campaign = state.get(pair.campaignId) as
      { id: string; user_id: string; title: string; status: string } | undefined;
    if (!campaign || campaign.status !== 'active') return { status: 404 as const };
    if (existing.get(pair.campaignId, pair.creatorId)) return { status: 409 as const };
    const ids = { application: randomUUID(), notification: randomUUID() };
    const p = paramsOf(
      pair,
      { id: campaign.id, userId: campaign.user_id, title: campaign.title },
      ids,
      new Date().toISOString(),
    );
    insert.get(...p[2]!);
    count.run(...p[3]!);
    notify.get(...p[4]!);
    const row = read.get(...p[5]!) as unknown[];
    return { status: 200 as const, application: toApplication(applicationRow(row)) };
  });

  /** POST /api/applications with `{ campaign_id }` and the creator's bearer token. */
  return (token: string, campaignId: string) => {
    const creator = creatorOf.get(tokenHash(token)) as [string, string] | undefined;
    if (!creator) return { status: 401 as const };
    return apply.immediate({ campaignId, creatorId: creator[0], creatorName: creator[1] });
  };
}
