import { inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { messages } from '@db/schema';
import type { ConversationMessage } from '@shared/conversations';

/**
 * A message as every answer shows it (docs/product.md#message-pages). Here beside the domains
 * because both the conversations service and the notification stream (which pushes messages
 * live) read it, and the stream may not import the conversations domain that notifies through it.
 */
export const messageColumns = {
  id: messages.id,
  sender_id: messages.senderId,
  body: messages.body,
  created_at: messages.createdAt,
  flags: messages.flags,
};

type MessageRow = ConversationMessage & { application_id: string };

/** The messages with these ids, each with its conversation, in the order the ids are given. */
export async function readMessagesByIds(db: Db, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select({ ...messageColumns, application_id: messages.applicationId })
    .from(messages)
    .where(inArray(messages.id, ids))) as MessageRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
