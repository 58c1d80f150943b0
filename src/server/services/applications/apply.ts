import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { applications, campaigns } from '@db/schema';
import { formatDate } from '@shared/dates';
import { deadlinePassed } from '@shared/india-time';
import { APPLICATION_MESSAGES, type Application } from '@shared/schemas/application';
import { AppError, conflict } from '@server/errors';
import type { AppEvents } from '@server/events';
import { insertNotifications } from '../notifications/notify';
import { campaignState, canSeeCampaign } from '../campaigns/access';
import { acceptInvitation } from '../campaigns/invitees';
import type { Caller } from '../caller';
import { prepared } from '../prepared';
import { refuseErasedAccount } from '../erased-account';
import { readApplication } from './columns';
import { applicationNotices } from './notices';

/** The statements of an application, built once per connection (an application is the hottest write). */
const statements = (db: Db) => ({
  existing: prepared(db, 'apply-existing', () =>
    db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(
        and(
          eq(applications.campaignId, sql.placeholder('campaignId')),
          eq(applications.creatorId, sql.placeholder('creatorId')),
        ),
      )
      .prepare(),
  ),
  insert: prepared(db, 'apply-insert', () =>
    db
      .insert(applications)
      .values({
        id: sql.placeholder('id'),
        campaignId: sql.placeholder('campaignId'),
        creatorId: sql.placeholder('creatorId'),
        brandId: sql.placeholder('brandId'),
        status: 'pending',
        message: sql.placeholder('message'),
      })
      .returning({ id: applications.id })
      .prepare(),
  ),
  /** Applying again after withdrawing reopens the one row the unique index allows, as a new application. */
  reopen: prepared(db, 'apply-reopen', () =>
    db
      .update(applications)
      .set({
        status: 'pending',
        message: sql`${sql.placeholder('message')}`,
        appliedAt: sql`${sql.placeholder('now')}`,
      })
      .where(and(eq(applications.id, sql.placeholder('id')), eq(applications.status, 'withdrawn')))
      .prepare(),
  ),
  countIt: prepared(db, 'apply-count', () =>
    db
      .update(campaigns)
      .set({
        applicationCount: sql`${campaigns.applicationCount} + 1`,
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(eq(campaigns.id, sql.placeholder('campaignId')))
      .prepare(),
  ),
});

/**
 * A creator applies to an active campaign whose deadline has not passed (docs/product.md#deadlines), once (again after withdrawing, docs/product.md#withdraw).
 * The check, the insert, the campaign's
 * application_count and the brand's notification are one transaction; two racing requests are
 * decided by the unique index on (campaign_id, creator_id).
 */
export async function applyToCampaign(
  deps: { db: Db; events: AppEvents; now: () => number },
  creator: Caller & { fullName: string },
  input: { campaign_id: string; message?: string | null },
): Promise<Application> {
  const { application, announce } = await deps.db.transaction(async (tx) => {
    await refuseErasedAccount(tx, creator.id);
    const campaign = await campaignState(tx, input.campaign_id);
    if (!campaign || !(await canSeeCampaign(tx, creator, campaign)))
      throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.campaignNotFound);
    if (campaign.status !== 'active') throw conflict('This campaign is not accepting applications.');
    if (deadlinePassed(campaign.deadline, deps.now()))
      throw conflict(APPLICATION_MESSAGES.closed(formatDate(campaign.deadline!.slice(0, 10))));
    const q = statements(tx);
    const now = new Date().toISOString();
    const message = input.message ?? null;
    const [existing] = await q.existing.execute({ campaignId: campaign.id, creatorId: creator.id });
    if (existing && existing.status !== 'withdrawn') throw conflict(APPLICATION_MESSAGES.alreadyApplied);

    let id: string;
    if (existing) {
      await q.reopen.execute({ id: existing.id, message, now });
      id = existing.id;
    } else {
      try {
        const [inserted] = await q.insert.execute({
          id: randomUUID(),
          campaignId: campaign.id,
          creatorId: creator.id,
          brandId: campaign.userId,
          message,
        });
        id = inserted!.id;
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
        throw e;
      }
    }
    await q.countIt.execute({ campaignId: campaign.id, now });
    await acceptInvitation(tx, campaign.id, creator.id);
    const announce = await insertNotifications(tx, [
      {
        userId: campaign.userId,
        ...applicationNotices.applied({
          creatorName: creator.fullName,
          creatorId: creator.id,
          campaignTitle: campaign.title,
          campaignId: campaign.id,
          applicationId: id,
        }),
      },
    ]);
    return { application: await readApplication(tx, id), announce };
  });
  announce(deps.events);
  return application;
}
