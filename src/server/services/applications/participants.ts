import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@db/client';
import { applications, campaigns } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import type { listParticipantsInput } from '@shared/schemas/application';
import { campaignForOwnerOrAdmin } from '../campaigns/access';
import { dealsOf, participantsInOrder } from '../campaigns/pay-participant';
import type { Caller } from '../caller';
import { page } from '../pagination';
import { latestWorkStatus } from '../latest-work-status';
import { newestApplicationsFirst, selectApplications, toApplication } from './columns';

const isParticipant = inArray(applications.status, PARTICIPANT_STATUSES);

/**
 * GET /applications/campaign/{id}/participants: one campaign's participants for its brand or an
 * admin, newest first, with how many there are in all (the budget's divisor), how many have
 * approved work, and each one's deal.
 */
export async function listParticipants(
  db: Db,
  caller: Caller,
  input: z.output<typeof listParticipantsInput>,
) {
  const campaign = await campaignForOwnerOrAdmin(db, caller, input.id);
  const { limit, offset } = page(input);
  const where = and(eq(applications.campaignId, campaign.id), isParticipant);
  const [rows, [totals]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(...newestApplicationsFirst)
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        // mapWith: PostgreSQL gives a count (bigint) as text.
        approved: sql<number>`count(case when ${latestWorkStatus()} = 'approved' then 1 end)`.mapWith(Number),
      })
      .from(applications)
      .where(where),
  ]);
  const deals = dealsOf(campaign.budget, await participantsInOrder(db, campaign.id));
  return {
    applications: rows.map(toApplication),
    total: totals?.total ?? 0,
    approved: totals?.approved ?? 0,
    deals: Object.fromEntries(rows.map((r) => [r.id, deals.get(r.id) ?? 0])),
  };
}

/**
 * GET /applications/participant-campaigns: the brand's campaigns (deleted ones aside) with at least
 * one participant, by title: one grouped read of applications_brand_applied_idx.
 */
export async function participantCampaigns(db: Db, brandId: string) {
  const rows = await db
    .select({ id: campaigns.id, title: campaigns.title, participant_count: count() })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(and(eq(applications.brandId, brandId), isParticipant, ne(campaigns.status, 'deleted')))
    .groupBy(campaigns.id)
    .orderBy(asc(campaigns.title), asc(campaigns.id));
  return { campaigns: rows };
}
