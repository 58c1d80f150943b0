import { and, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from '@db/engines/builder';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { applications, campaigns, conversationMembers, conversations, messages } from '@db/schema';
import type { Conversation } from '@shared/conversations';
import type { MessageFlag } from '@shared/enums';
import { hasRole } from '@shared/roles';
import type { Caller } from '../caller';
import { brandProfile, brandUser, creatorUser } from '../applications/columns';
import { brandNameOf } from '../campaigns/columns';
import { page } from '../pagination';

const member = alias(conversationMembers, 'member');

/** Latest activity: the last message's time, else the application's own (then the newer application). */
const activityAt = sql<string>`coalesce(${conversations.lastMessageAt}, ${applications.appliedAt})`;

/**
 * The caller's conversations, latest activity first, a page at a time (`limit`, `offset`; one row
 * more says whether another page follows). Every application of theirs has one, from the moment it
 * is made; a withdrawn application's only once a message was sent in it. One query: the
 * application's index by party, then one row each of campaign, users, conversation, last message
 * and the caller's membership by primary key.
 */
export async function listConversations(
  db: Db,
  caller: Caller,
  input: { limit?: number; offset?: number } = {},
): Promise<{ conversations: Conversation[]; has_more: boolean }> {
  const { limit, offset } = page(input);
  const isBrand = hasRole(caller, 'brand');
  const rows = await db
    .select({
      application_id: applications.id,
      campaign_id: applications.campaignId,
      campaign_title: campaigns.title,
      application_status: applications.status,
      counterpart_id: isBrand ? applications.creatorId : applications.brandId,
      counterpart_name: isBrand ? creatorUser.fullName : brandNameOf(brandProfile, brandUser),
      counterpart_avatar: isBrand ? creatorUser.avatarUrl : brandUser.avatarUrl,
      last_id: messages.id,
      last_sender_id: messages.senderId,
      last_body: messages.body,
      last_created_at: messages.createdAt,
      last_flags: messages.flags,
      unread_count: sql<number>`coalesce(${member.unreadCount}, 0)`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(creatorUser, eq(creatorUser.id, applications.creatorId))
    .innerJoin(brandUser, eq(brandUser.id, applications.brandId))
    .leftJoin(brandProfile, eq(brandProfile.userId, applications.brandId))
    .leftJoin(conversations, eq(conversations.applicationId, applications.id))
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .leftJoin(member, and(eq(member.applicationId, applications.id), eq(member.userId, caller.id)))
    .where(
      and(
        isBrand ? eq(applications.brandId, caller.id) : eq(applications.creatorId, caller.id),
        or(ne(applications.status, 'withdrawn'), isNotNull(conversations.lastMessageId)),
      ),
    )
    .orderBy(desc(activityAt), desc(insertionOrder(applications)))
    .limit(limit + 1)
    .offset(offset);
  return {
    conversations: rows.slice(0, limit).map((r) => ({
      application_id: r.application_id,
      campaign_id: r.campaign_id,
      campaign_title: r.campaign_title,
      application_status: r.application_status,
      can_send: r.application_status !== 'rejected',
      counterpart: { id: r.counterpart_id, name: r.counterpart_name, avatar_url: r.counterpart_avatar },
      last_message:
        r.last_id === null
          ? null
          : {
              id: r.last_id,
              sender_id: r.last_sender_id!,
              body: r.last_body!,
              created_at: r.last_created_at!,
              flags: (r.last_flags ?? []) as MessageFlag[],
            },
      unread_count: r.unread_count,
    })),
    has_more: rows.length > limit,
  };
}
