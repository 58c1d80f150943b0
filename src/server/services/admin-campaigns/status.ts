import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns } from '@db/schema';
import type { MODERATION_STATUSES } from '@shared/schemas/admin-campaign';
import { notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { type AuditActor, writeAuditEntry } from '../admin-payments/audit-log';
import { insertNotifications } from '../notifications/notify';

type ModerationStatus = (typeof MODERATION_STATUSES)[number];

const LABEL: Record<ModerationStatus, string> = {
  active: 'active',
  completed: 'completed',
  paused: 'paused',
  flagged: 'flagged for review',
  removed: 'removed',
};

/**
 * An admin may move any campaign to any of these statuses (docs/product.md#campaign-moderation: no ordering rules);
 * the brand is told and the change audited (docs/product.md#audit-log) in the same transaction.
 * Setting the status it already has changes nothing, tells nobody and audits nothing.
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
        type: 'campaign_status',
        title: 'Campaign status updated',
        message: `An administrator set your campaign "${campaign.title}" to ${LABEL[status]}.`,
        priority: status === 'flagged' || status === 'removed' ? 'high' : 'medium',
        actionUrl: '/brand-dashboard',
        metadata: { campaign_id: id, status, previous_status: campaign.status },
      },
    ]);
  });
  announce?.(deps.events);
}
