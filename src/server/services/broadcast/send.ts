import { and, inArray, not } from 'drizzle-orm';
import type { Db } from '@db/client';
import { jsonArrayHas } from '@db/dialect';
import { broadcasts, users } from '@db/schema';
import type { UserType } from '@shared/enums';
import { DEFAULT_BROADCAST_TYPE, type BroadcastInput } from '@shared/schemas/broadcast';
import type { AppEvents } from '@server/events';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
import { insertNotifications, type Notice } from '../notifications/notify';

const AUDIENCE_TYPES: Record<BroadcastInput['target_audience'], UserType[]> = {
  all: ['influencer', 'brand'],
  influencers: ['influencer'],
  brands: ['brand'],
};

/**
 * Recipients: every creator and/or brand account of the audience. Admins are never recipients: they
 * send broadcasts and read them in the history, and 'all' means the marketplace's users. Suspended
 * accounts are included: a suspension can end (by expiry or unsuspend), and the announcement should
 * be waiting in their bell when it does.
 */
async function recipientIds(db: Db, audience: BroadcastInput['target_audience']) {
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.userType, AUDIENCE_TYPES[audience]), not(jsonArrayHas(users.roles, 'admin'))));
  return recipients.map((r) => r.id);
}

/** Each recipient's notification of a broadcast: its own words. The demo seed writes the same. */
export const broadcastNotice = (
  input: Pick<BroadcastInput, 'title' | 'message' | 'priority'>,
  metadata: { sent_by: string; broadcast_type: string; target_audience: string; broadcast_id: string },
): Notice => ({
  type: 'broadcast',
  title: input.title,
  message: input.message,
  priority: input.priority,
  metadata,
});

/**
 * Sends a broadcast: one notification per recipient, the history row and its audit entry
 * (`broadcast.send`, docs/product.md#audit-log), in one transaction (all of them or none), then
 * announces the notifications to open streams.
 */
export async function sendBroadcast(
  deps: { db: Db; events: AppEvents },
  sender: AuditActor,
  input: BroadcastInput,
) {
  const broadcastType = input.metadata?.broadcast_type ?? DEFAULT_BROADCAST_TYPE;
  const { announce, recipientCount } = await deps.db.transaction(async (tx) => {
    const recipients = await recipientIds(tx, input.target_audience);
    const [broadcast] = await tx
      .insert(broadcasts)
      .values({
        sentBy: sender.id,
        title: input.title,
        message: input.message,
        targetAudience: input.target_audience,
        priority: input.priority,
        recipientCount: recipients.length,
        metadata: { broadcast_type: broadcastType },
      })
      .returning({ id: broadcasts.id });
    await writeAuditEntry(tx, {
      actorId: sender.id,
      action: 'broadcast.send',
      targetType: 'broadcast',
      targetIds: [broadcast!.id],
      metadata: {
        before: {},
        after: {
          title: input.title,
          message: input.message,
          target_audience: input.target_audience,
          priority: input.priority,
          broadcast_type: broadcastType,
          recipient_count: recipients.length,
        },
      },
      ip: sender.ip,
    });
    const notice = broadcastNotice(input, {
      sent_by: sender.id,
      broadcast_type: broadcastType,
      target_audience: input.target_audience,
      broadcast_id: broadcast!.id,
    });
    const announce = await insertNotifications(
      tx,
      recipients.map((userId) => ({ userId, ...notice })),
    );
    return { announce, recipientCount: recipients.length };
  });
  announce(deps.events);
  return {
    message: `Broadcast sent to ${recipientCount} ${recipientCount === 1 ? 'user' : 'users'}`,
    recipientCount,
    targetAudience: input.target_audience,
    notification: { title: input.title, message: input.message, priority: input.priority },
  };
}
