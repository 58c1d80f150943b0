import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applications, campaigns } from '../../../db/schema';
import { APPLICATION_MESSAGES, type Application } from '../../../shared/schemas/application';
import { AppError, conflict } from '../../errors';
import type { AppEvents } from '../../events';
import { insertNotifications } from '../notifications/notify';
import { campaignState, canSeeCampaign, type Caller } from '../campaigns/access';
import { BRAND_APPLICATIONS_URL } from '../campaigns/links';
import { readApplication } from './columns';

const isUniqueViolation = (e: unknown) => e instanceof Error && /UNIQUE constraint failed/.test(e.message);

/**
 * A creator applies to an active campaign, once. The check, the insert, the campaign's
 * application_count and the brand's notification are one transaction; two racing requests are
 * decided by the unique index on (campaign_id, creator_id).
 */
export function applyToCampaign(
  deps: { db: Db; events: AppEvents },
  creator: Caller & { fullName: string },
  input: { campaign_id: string; message?: string | null },
): Application {
  const { application, announce } = deps.db.transaction(
    (tx) => {
      const campaign = campaignState(tx, input.campaign_id);
      if (!campaign || !canSeeCampaign(creator, campaign)) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.campaignNotFound);
      if (campaign.status !== 'active') throw conflict('This campaign is not accepting applications.');
      const existing = tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.campaignId, campaign.id), eq(applications.creatorId, creator.id)))
        .get();
      if (existing) throw conflict(APPLICATION_MESSAGES.alreadyApplied);

      let id: string;
      try {
        id = tx
          .insert(applications)
          .values({ campaignId: campaign.id, creatorId: creator.id, brandId: campaign.userId, status: 'pending', message: input.message ?? null })
          .returning({ id: applications.id })
          .get().id;
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
        throw e;
      }
      tx.update(campaigns)
        .set({ applicationCount: sql`${campaigns.applicationCount} + 1` })
        .where(eq(campaigns.id, campaign.id))
        .run();
      const announce = insertNotifications(tx, [
        {
          userId: campaign.userId,
          type: 'new_application',
          title: 'New application',
          message: `${creator.fullName} applied to "${campaign.title}".`,
          priority: 'medium',
          actionUrl: BRAND_APPLICATIONS_URL,
          metadata: { campaign_id: campaign.id, application_id: id, creator_id: creator.id },
        },
      ]);
      return { application: readApplication(tx, id), announce };
    },
    { behavior: 'immediate' },
  );
  announce(deps.events);
  return application;
}
