import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaignInvitations } from '@db/schema';
import { prepared } from '../prepared';

/*
 * The invitation rows the campaign's own changes write (docs/product.md#private-campaigns-and-invitations).
 * They live here, below applications and invitations, because applying and editing a campaign
 * both write them.
 */

/**
 * Applying answers an invitation: a pending or declined one becomes `accepted`, in the
 * application's transaction (a creator who declined and then applies has changed their mind).
 * Looked up first, so an application without one writes nothing to the table (kept counts read it).
 */
export async function acceptInvitation(tx: Db, campaignId: string, creatorId: string) {
  const [open] = await prepared(tx, 'invitation-open-on-apply', () =>
    tx
      .select({ id: campaignInvitations.id })
      .from(campaignInvitations)
      .where(
        and(
          eq(campaignInvitations.campaignId, sql.placeholder('campaignId')),
          eq(campaignInvitations.creatorId, sql.placeholder('creatorId')),
          inArray(campaignInvitations.status, ['pending', 'declined']),
        ),
      )
      .prepare(),
  ).execute({ campaignId, creatorId });
  if (!open) return;
  await tx.update(campaignInvitations).set({ status: 'accepted' }).where(eq(campaignInvitations.id, open.id));
}

/**
 * A public campaign turned invite-only keeps the creators who already applied: each gets an
 * accepted invitation, so their application still opens the campaign.
 */
export async function keepApplicantsIn(tx: Db, campaignId: string) {
  const applicants = await tx
    .select({ creatorId: applications.creatorId })
    .from(applications)
    .where(eq(applications.campaignId, campaignId));
  if (applicants.length === 0) return;
  await tx
    .insert(campaignInvitations)
    .values(applicants.map((a) => ({ campaignId, creatorId: a.creatorId, status: 'accepted' as const })))
    .onConflictDoNothing();
}
