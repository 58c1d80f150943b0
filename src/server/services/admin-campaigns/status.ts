import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns } from '@db/schema';
import type { MODERATION_STATUSES } from '@shared/schemas/admin-campaign';
import { notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
import { refuseIfMoneyWaits } from '../campaigns/access';
import { insertNotifications, type Notice } from '../notifications/notify';

type ModerationStatus = (typeof MODERATION_STATUSES)[number];

const LABEL: Record<ModerationStatus, string> = {
  active: 'active',
  completed: 'completed',
  paused: 'paused',
  flagged: 'flagged for review',
  removed: 'removed',
};

/** To the brand: an admin moved its campaign to `status`. The demo seed writes the same. */
export const campaignStatusNotice = (c: {
  campaignTitle: string;
  campaignId: string;
  status: ModerationStatus;
  previousStatus: string;
}): Notice => ({
  type: 'campaign_status',
  title: 'Campaign status updated',
  message: `An administrator set your campaign "${c.campaignTitle}" to ${LABEL[c.status]}.`,
  priority: c.status === 'flagged' || c.status === 'removed' ? 'high' : 'medium',
  actionUrl: '/brand-dashboard',
  metadata: { campaign_id: c.campaignId, status: c.status, previous_status: c.previousStatus },
});

/**
 * An admin may move any campaign to any of these statuses (docs/product.md#campaign-moderation: no ordering rules);
 * the brand is told and the change audited (docs/product.md#audit-log) in the same transaction.
 * Setting the status it already has changes nothing, tells nobody and audits nothing; a campaign
 * whose money waits or is held cannot be removed (docs/product.md#funding).
 */
export async function setCampaignStatus(
  deps: { db: Db; events: AppEvents },
  admin: AuditActor,
  id: string,
  status: ModerationStatus,
) {
  const announce = await deps.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ title: campaigns.title, status: campaigns.status, userId: campaigns.userId })
      .from(campaigns)
      .where(eq(campaigns.id, id))
      .limit(1);
    if (!campaign) throw notFound('Campaign');
    if (campaign.status === status) return null;
    if (status === 'removed') await refuseIfMoneyWaits(tx, id, 'removed');
    await tx.update(campaigns).set({ status }).where(eq(campaigns.id, id));
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'campaign.status',
      targetType: 'campaign',
      targetIds: [id, campaign.userId],
      metadata: { before: { status: campaign.status }, after: { status } },
      ip: admin.ip,
    });
    return insertNotifications(tx, [
      {
        userId: campaign.userId,
        ...campaignStatusNotice({
          campaignTitle: campaign.title,
          campaignId: id,
          status,
          previousStatus: campaign.status,
        }),
      },
    ]);
  });
  announce?.(deps.events);
}
