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
import { indiaDate } from '@shared/dates';
import { notificationEmail } from '@server/services/notifications/email';
import { BRAND_APPLICATIONS_URL } from '@server/services/notifications/links';
import type { AppEvents } from '@server/events';
import type { Captured } from './capture';
import { OPEN_CAMPAIGN_SQL } from './open-campaigns';

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
export type Ids = { application: string; notification: string; email: string };

/** The brand's notification of one application, as the service writes it. */
const notificationOf = (pair: Pair, campaign: Campaign, ids: Ids) => ({
  id: ids.notification,
  userId: campaign.userId,
  type: 'new_application' as const,
  title: 'New application',
  message: `${pair.creatorName} applied to "${campaign.title}".`,
  actionUrl: BRAND_APPLICATIONS_URL,
  metadata: { campaign_id: campaign.id, application_id: ids.application, creator_id: pair.creatorId },
});

/**
 * The parameters of each statement of one application, in the order the service runs them:
 * the creator's account not erased meanwhile (decision 089), the campaign, an earlier application, the insert, the campaign's count, the notification, its
 * recipient (address, blocking suspension, email switches), the email when `address` is given (the
 * recipient wants it: null skips it, as the service does) and the answer's read. Defaults are left
 * to the columns: drizzle binds them on SQLite (the notification's `read`, the email's status and
 * attempts) and writes DEFAULT on PostgreSQL.
 */
export function paramsOf(
  pair: Pair,
  campaign: Campaign,
  ids: Ids,
  nowIso: string,
  address: string | null,
  engine: Engine = 'sqlite',
): unknown[][] {
  const n = notificationOf(pair, campaign, ids);
  return [
    [pair.creatorId],
    [pair.campaignId],
    [pair.campaignId, pair.creatorId],
    [ids.application, campaign.id, pair.creatorId, campaign.userId, 'pending', null],
    [nowIso, campaign.id],
    // The creator's open invitation to it, turned accepted when there is one (none in the bench's pairs).
    [pair.campaignId, pair.creatorId, 'pending', 'declined'],
    [
      n.id,
      n.userId,
      n.type,
      n.title,
      n.message,
      'medium',
      ...(engine === 'sqlite' ? [0] : []),
      n.actionUrl,
      JSON.stringify(n.metadata),
    ],
    ['active', nowIso, campaign.userId],
    ...(address === null ? [] : [emailParamsOf(pair, campaign, ids, nowIso, address, engine)]),
    [ids.application],
  ];
}

/** The parameters of the brand's email of one application, to `address` (see paramsOf). */
export function emailParamsOf(
  pair: Pair,
  campaign: Campaign,
  ids: Ids,
  nowIso: string,
  address: string,
  engine: Engine = 'sqlite',
): unknown[] {
  const email = notificationEmail(notificationOf(pair, campaign, ids), address);
  return [
    ids.email,
    email.to,
    email.userId,
    email.category,
    email.notificationId,
    email.subject,
    JSON.stringify(email.content),
    ...(engine === 'sqlite' ? ['pending', 0] : []),
    nowIso,
    nowIso,
    nowIso,
  ];
}

/** Whether a recipients row (id, email, blocking suspension, then the switches, applications first) wants this email. */
export const wantsEmail = (row: unknown[]) => !row[2] && (row[3] === null || Boolean(row[3]));

export const TOKENS = {
  application: 'GENERATED-APPLICATION-ID',
  notification: 'GENERATED-NOTIFICATION-ID',
  email: 'GENERATED-EMAIL-ID',
  now: 'GENERATED-TIME',
};

/** The values of one run as JSON, with the generated ids and times replaced by tokens, to compare the floor's binding with the service's. */
export function withTokens(params: unknown[][], generated: Record<keyof typeof TOKENS, string[]>) {
  let json = JSON.stringify(params);
  for (const k of Object.keys(TOKENS) as (keyof typeof TOKENS)[])
    for (const value of generated[k]) json = json.replaceAll(value, TOKENS[k]);
  return json;
}

/**
 * Captures the service's statements for one real pair (run on `capture.db`, whose statements land
 * in `capture.captured`), checks the floor binds them alike, and returns the handler over `sqlite`.
 */
/**
 * A creator and a campaign open to them they have not applied to, with its owner, title and owner's
 * address; the owner wants application emails and no suspension blocks them, so the service runs
 * every statement (either engine; bind `indiaDate()`).
 */
export const SAMPLE_PAIR_SQL = `select c.id as "campaignId", u.id as "creatorId", u.full_name as "creatorName",
    c.user_id as "userId", c.title as "title", b.email as "brandEmail"
  from campaigns c join users b on b.id = c.user_id
    left join notification_preferences p on p.user_id = c.user_id, users u
  where ${OPEN_CAMPAIGN_SQL} and u.user_type = 'influencer'
    and (p.applications is null or p.applications = true)
    and not exists (select 1 from suspensions s where s.user_id = c.user_id and s.status = 'active')
    and not exists (select 1 from applications a where a.campaign_id = c.id and a.creator_id = u.id) limit 1`;

export type Sample = Pair & { userId: string; title: string; brandEmail: string };

/** The creator behind a session token's hash (either engine). */
export const CREATOR_OF_SESSION_SQL =
  'select u.id, u.full_name from sessions s join users u on u.id = s.user_id where s.id = ?';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Runs the apply service for `sample` on a transaction rolled back, and returns the ten statements
 * it ran (as `capture` recorded them) after checking the floor binds them with the same values.
 */
export async function captureApply<C extends Captured>(
  capture: { db: Db; captured: C[] },
  sample: Sample,
  engine: Engine = 'sqlite',
) {
  const events = { notificationsCreated: () => {} } as unknown as AppEvents;
  const rollback = new Error('rollback');
  capture.captured.length = 0;
  try {
    await capture.db.transaction(async (tx) => {
      await applyToCampaign(
        { db: tx, events, now: Date.now },
        { id: sample.creatorId, userType: 'influencer', roles: [], fullName: sample.creatorName },
        { campaign_id: sample.campaignId },
      );
      throw rollback;
    });
  } catch (e) {
    if (e !== rollback) throw e;
  }
  const statements = capture.captured.filter((q) => !/^(begin|savepoint|release|rollback)/.test(q.sql));
  if (statements.length !== 10)
    throw new Error(`The apply service ran ${statements.length} statements; the floor binds 10`);

  const sampleCampaign: Campaign = { id: sample.campaignId, userId: sample.userId, title: sample.title };
  const theirs = statements.map((q) => q.params);
  // The service takes the time twice (the count's and the email's), a few milliseconds apart.
  const generated = {
    application: [String(theirs[3]![0])],
    notification: [String(theirs[6]![0])],
    email: [String(theirs[8]![0])],
    now: [String(theirs[4]![0]), String(theirs[7]![1])],
  };
  const ours = paramsOf(sample, sampleCampaign, TOKENS, TOKENS.now, sample.brandEmail, engine);
  if (withTokens(theirs, generated) !== JSON.stringify(ours)) {
    throw new Error(
      `The apply floor binds other values than the service:\n${withTokens(theirs, generated)}\n${JSON.stringify(ours)}`,
    );
  }
  return statements;
}

export async function applyFloor(sqlite: Database.Database, capture: { db: Db; captured: Captured[] }) {
  const sample = sqlite.prepare(SAMPLE_PAIR_SQL).get(indiaDate()) as Sample;
  const statements = await captureApply(capture, sample);

  const [erased, state, existing, insert, count, invitation, notify, recipient, email, read] = statements.map(
    (q) => sqlite.prepare(q.sql),
  ) as Database.Statement[];
  recipient!.raw(true);
  read!.raw(true);
  const creatorOf = sqlite.prepare(CREATOR_OF_SESSION_SQL).raw(true);

  const apply = sqlite.transaction((pair: Pair) => {
    if (erased!.get(pair.creatorId)) return { status: 401 as const };
    const campaign = state!.get(pair.campaignId) as
      { id: string; user_id: string; title: string; status: string } | undefined;
    if (!campaign || campaign.status !== 'active') return { status: 404 as const };
    if (existing!.get(pair.campaignId, pair.creatorId)) return { status: 409 as const };
    const c = { id: campaign.id, userId: campaign.user_id, title: campaign.title };
    const nowIso = new Date().toISOString();
    const generated = ids();
    const p = paramsOf(pair, c, generated, nowIso, null);
    insert!.get(...p[3]!);
    count!.run(...p[4]!);
    invitation!.get(...p[5]!);
    notify!.run(...p[6]!);
    const to = recipient!.get(...p[7]!) as unknown[] | undefined;
    if (to && wantsEmail(to)) email!.run(...emailParamsOf(pair, c, generated, nowIso, String(to[1])));
    const row = read!.get(...p[8]!) as unknown[];
    return { status: 200 as const, application: toApplication(applicationRow(row)) };
  });

  /** POST /api/applications with `{ campaign_id }` and the creator's bearer token. */
  return (token: string, campaignId: string) => {
    const creator = creatorOf.get(tokenHash(token)) as [string, string] | undefined;
    if (!creator) return { status: 401 as const };
    return apply.immediate({ campaignId, creatorId: creator[0], creatorName: creator[1] });
  };
}

export const ids = (): Ids => ({
  application: randomUUID(),
  notification: randomUUID(),
  email: randomUUID(),
});
