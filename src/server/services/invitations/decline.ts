import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignInvitations } from '@db/schema';
import { INVITATION_MESSAGES, type Invitation } from '@shared/schemas/invitation';
import { conflict, notFound } from '@server/errors';
import type { Caller } from '../caller';
import { selectInvitations, toInvitation } from './columns';

/**
 * The invitee declines a pending invitation (anyone else: 404; answered already: 409). The update
 * is conditional on `pending`, so of two racing answers one changes it.
 */
export async function declineInvitation(db: Db, creator: Caller, id: string): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const mine = and(eq(campaignInvitations.id, id), eq(campaignInvitations.creatorId, creator.id));
    const [current] = await selectInvitations(tx).where(mine);
    if (!current) throw notFound('Invitation');
    const changed = await tx
      .update(campaignInvitations)
      .set({ status: 'declined', updatedAt: new Date().toISOString() })
      .where(and(mine, eq(campaignInvitations.status, 'pending')))
      .returning({ id: campaignInvitations.id });
    if (changed.length === 0) throw conflict(INVITATION_MESSAGES.notPending);
    const [row] = await selectInvitations(tx).where(mine);
    return toInvitation(row!);
  });
}
