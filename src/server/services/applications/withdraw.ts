import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns } from '@db/schema';
import { greatest } from '@db/dialect';
import { APPLICATION_MESSAGES } from '@shared/schemas/application';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { BRAND_APPLICATIONS_URL } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { readApplication } from './columns';

/**
 * The creator takes back a pending application (docs/product.md#withdraw): it becomes withdrawn,
 * which every list and count leaves out (standing-applications.ts), the campaign's
 * application_count drops in the same transaction, and the brand is told. The row stays so that
 * applying again reopens it. The brand's accept takes the same write lock, so of the two racing,
 * the second finds the application no longer pending (409). Answers the application as every
 * other application action does, now `withdrawn`.
 */
export async function withdrawApplication(
  deps: { db: Db; events: AppEvents },
  creator: Caller & { fullName: string },
  id: string,
) {
  const { withdrawn, announce } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: applications.status,
        creatorId: applications.creatorId,
        brandId: applications.brandId,
        campaignId: applications.campaignId,
        title: campaigns.title,
      })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .where(eq(applications.id, id));
    // Another creator's application is not theirs to see: "not found", not "forbidden".
    if (!current || current.creatorId !== creator.id) throw notFound('Application');
    if (current.status !== 'pending')
      throw conflict(APPLICATION_MESSAGES.onlyPendingWithdrawn(current.status));

    await tx
      .update(applications)
      .set({ status: 'withdrawn' })
      .where(and(eq(applications.id, id), eq(applications.status, 'pending')));
    await tx
      .update(campaigns)
      .set({ applicationCount: greatest(sql`${campaigns.applicationCount} - 1`, sql`0`) })
      .where(eq(campaigns.id, current.campaignId));
    const announce = await insertNotifications(tx, [
      {
        userId: current.brandId,
        type: 'application_status',
        title: 'Application withdrawn',
        message: `${creator.fullName} withdrew their application to "${current.title}".`,
        priority: 'low',
        actionUrl: BRAND_APPLICATIONS_URL,
        metadata: { campaign_id: current.campaignId, creator_id: creator.id },
      },
    ]);
    return { withdrawn: await readApplication(tx, id), announce };
  });
  announce(deps.events);
  return withdrawn;
}
