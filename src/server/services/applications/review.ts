import { and, eq } from 'drizzle-orm';
import type { SyncDb as Db } from '@db/client';
import { applications, campaigns } from '@db/schema';
import type { Application } from '@shared/schemas/application';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { CREATOR_APPLICATIONS_URL } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { readApplication } from './columns';

/**
 * The owning brand accepts or rejects a pending application (anything else: 409) and the creator
 * is told. Accepting makes a participant, so it needs the campaign to be active.
 */
export function reviewApplication(
  deps: { syncDb: Db; events: AppEvents },
  brand: Caller,
  input: { id: string; status: 'accepted' | 'rejected' },
): Application {
  const { application, announce } = deps.syncDb.transaction(
    (tx) => {
      const current = tx
        .select({
          status: applications.status,
          creatorId: applications.creatorId,
          campaignId: campaigns.id,
          ownerId: campaigns.userId,
          campaignStatus: campaigns.status,
          title: campaigns.title,
        })
        .from(applications)
        .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
        .where(eq(applications.id, input.id))
        .get();
      // Another brand's application is not theirs to see: "not found", not "forbidden".
      if (!current || current.ownerId !== brand.id) throw notFound('Application');
      if (current.status !== 'pending') {
        throw conflict(
          `This application is already ${current.status}; only a pending application can be accepted or rejected`,
        );
      }
      if (input.status === 'accepted' && current.campaignStatus !== 'active') {
        throw conflict(
          `Applications can be accepted only while the campaign is active; this campaign is ${current.campaignStatus}`,
        );
      }
      tx.update(applications)
        .set({ status: input.status })
        .where(and(eq(applications.id, input.id), eq(applications.status, 'pending')))
        .run();
      const accepted = input.status === 'accepted';
      const announce = insertNotifications(tx, [
        {
          userId: current.creatorId,
          type: 'application_status',
          title: accepted ? 'Application accepted' : 'Application not selected',
          message: accepted
            ? `Congratulations! Your application to "${current.title}" was accepted. You can now submit your work.`
            : `Your application to "${current.title}" was not selected this time.`,
          priority: accepted ? 'high' : 'medium',
          actionUrl: CREATOR_APPLICATIONS_URL,
          metadata: { campaign_id: current.campaignId, application_id: input.id, status: input.status },
        },
      ]);
      return { application: readApplication(tx, input.id), announce };
    },
    { behavior: 'immediate' },
  );
  announce(deps.events);
  return application;
}
