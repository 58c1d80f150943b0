import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { broadcasts, users } from '@db/schema';
import { LIST_MAX_LIMIT } from '@shared/constants';
import { DEFAULT_BROADCAST_TYPE } from '@shared/schemas/broadcast';

/**
 * Sent broadcasts, newest first (broadcasts_created_idx), with their sender's name. This is the
 * admin's history: admins are not recipients, so their own notifications list holds none of them.
 */
export async function listBroadcasts(db: Db, input: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: broadcasts.id,
      title: broadcasts.title,
      message: broadcasts.message,
      priority: broadcasts.priority,
      target_audience: broadcasts.targetAudience,
      recipient_count: broadcasts.recipientCount,
      sent_by: broadcasts.sentBy,
      sent_by_name: users.fullName,
      created_at: broadcasts.createdAt,
      metadata: broadcasts.metadata,
    })
    .from(broadcasts)
    .leftJoin(users, eq(users.id, broadcasts.sentBy))
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(Math.min(input.limit, LIST_MAX_LIMIT))
    .offset(input.offset);
  return rows.map(({ metadata, ...row }) => ({
    ...row,
    type: 'broadcast' as const,
    metadata: {
      broadcast_type:
        typeof metadata.broadcast_type === 'string' ? metadata.broadcast_type : DEFAULT_BROADCAST_TYPE,
    },
  }));
}
