import type { Db } from '@db/client';
import { applicationRow, campaignRow } from '@db/rows/deals';
import { applications, campaignInvitations, campaigns, notifications } from '@db/schema';
import { invitationNotices } from '../services/invitations/notices';
import { insertedId, type DemoClock } from './demo-clock';
import type { DemoPeople } from './demo-people';

const MESSAGE = 'Your festive looks are exactly what this launch needs. Would you join us?';

/**
 * An invite-only campaign of the demo brand (docs/product.md#private-campaigns-and-invitations),
 * with an invitation in each status: the demo creator's pending one (with its notification, so
 * Invitations and Browse's Invited mark show at once), one accepted by applying, one declined.
 */
export async function insertDemoInvitations(tx: Db, clock: DemoClock, people: DemoPeople) {
  const { ago, dateIn } = clock;
  const brandId = people.idOf('saffron');
  const title = 'Private preview: Winter Heritage Edit';
  const createdAt = ago(3);
  const campaignId = await insertedId(
    tx
      .insert(campaigns)
      .values(
        campaignRow(brandId, {
          title,
          description:
            'A first look at our winter heritage collection for a few creators we already love: one reel and two stories before the public launch.',
          budget: 60_000,
          visibility: 'invite_only',
          tags: ['fashion', 'winter', 'heritage'],
          deliverables: ['1 Instagram reel', '2 Instagram stories'],
          startDate: dateIn(5),
          endDate: dateIn(35),
          deadline: dateIn(20),
          applicationCount: 1,
          createdAt,
          updatedAt: createdAt,
        }),
      )
      .returning({ id: campaigns.id }),
  );
  const invite = (key: string, status: 'pending' | 'accepted' | 'declined', daysAgo: number) => ({
    campaignId,
    creatorId: people.idOf(key),
    status,
    message: MESSAGE,
    createdAt: ago(daysAgo),
    updatedAt: ago(status === 'pending' ? daysAgo : daysAgo - 1),
  });
  const rows = await tx
    .insert(campaignInvitations)
    .values([invite('priya', 'pending', 2), invite('meera', 'accepted', 3), invite('kabir', 'declined', 3)])
    .returning({ id: campaignInvitations.id, creatorId: campaignInvitations.creatorId });
  await tx.insert(applications).values(
    applicationRow({ id: campaignId, userId: brandId }, people.idOf('meera'), {
      status: 'pending',
      message: 'Heritage weaves are my favourite thing to style. I would love to be part of this.',
      appliedAt: ago(2),
    }),
  );
  const priya = rows.find((r) => r.creatorId === people.idOf('priya'))!;
  await tx.insert(notifications).values({
    userId: priya.creatorId,
    ...invitationNotices.invited({
      brandName: people.brandName('saffron'),
      campaignTitle: title,
      campaignId,
      invitationId: priya.id,
      message: MESSAGE,
    }),
    createdAt: ago(2),
  });
}
