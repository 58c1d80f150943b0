import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns } from '@db/schema';
import { CONVERSATION_MESSAGES } from '@shared/conversations';
import { hasRole } from '@shared/roles';
import { AppError, conflict, forbidden } from '@server/errors';
import type { Caller } from '../caller';
import { brandProfile, brandUser, creatorUser } from '../applications/columns';
import { brandNameOf } from '../campaigns/columns';

/**
 * What a caller may do with a conversation:
 * - `read`: its messages (the two parties; an admin, whose read is audited);
 * - `mark`: their own unread count (the two parties; an admin may see it but has none: 403);
 * - `post`: a new message (the two parties, unless the application is rejected: 409; an admin: 403).
 * Anyone else is told the conversation does not exist (404), as for any object they may not see.
 */
export type ConversationUse = 'read' | 'mark' | 'post';

const conversationNotFound = () => new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);

/** The application behind a conversation, with both parties' names as the other side sees them. */
async function findConversation(db: Db, applicationId: string) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      creatorId: applications.creatorId,
      brandId: applications.brandId,
      campaignId: applications.campaignId,
      campaignTitle: campaigns.title,
      creatorName: creatorUser.fullName,
      brandName: brandNameOf(brandProfile, brandUser),
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(creatorUser, eq(creatorUser.id, applications.creatorId))
    .innerJoin(brandUser, eq(brandUser.id, applications.brandId))
    .leftJoin(brandProfile, eq(brandProfile.userId, applications.brandId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

/** Which party the caller is, or null (an admin or a stranger); anyone else: 404. */
async function locate(db: Db, caller: Caller, applicationId: string) {
  const found = await findConversation(db, applicationId);
  if (!found) throw conversationNotFound();
  const side = found.creatorId === caller.id ? 'creator' : found.brandId === caller.id ? 'brand' : null;
  if (!side && !hasRole(caller, 'admin')) throw conversationNotFound();
  return { found, side };
}

/**
 * The conversation of `applicationId` for one of its parties doing `use` (`mark` or `post`), or
 * the refusal. Call it inside the transaction that acts on it, so a rejection committed meanwhile
 * is seen.
 */
export async function partyConversation(
  db: Db,
  caller: Caller,
  applicationId: string,
  use: Exclude<ConversationUse, 'read'>,
) {
  const { found, side } = await locate(db, caller, applicationId);
  if (!side) throw forbidden(CONVERSATION_MESSAGES.adminReadOnly);
  if (use === 'post' && found.status === 'rejected') throw conflict(CONVERSATION_MESSAGES.rejected);
  const isCreator = side === 'creator';
  return {
    ...found,
    /** The caller's name as the other party sees it (the brand's company name). */
    ownName: isCreator ? found.creatorName : found.brandName,
    otherId: isCreator ? found.brandId : found.creatorId,
  };
}

/** The conversation of `applicationId` for reading: `party` is false for an admin reading someone else's. */
export async function readableConversation(db: Db, caller: Caller, applicationId: string) {
  const { found, side } = await locate(db, caller, applicationId);
  return { ...found, party: side !== null };
}
