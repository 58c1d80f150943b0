import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { applications, campaigns } from '../../../db/schema';
import type { listCampaignApplicationsInput, listMyApplicationsInput } from '../../../shared/schemas/application';
import { hasRole } from '../../trpc';
import { campaignForOwnerOrAdmin, type Caller } from '../campaigns/access';
import { likePattern } from '../campaigns/filters';
import { page } from '../pagination';
import { brandNameColumn, countApplications, creatorUser, newestApplicationsFirst, selectApplications, toApplication } from './columns';

function listPage(db: Db, where: SQL | undefined, input: { limit?: number; offset?: number }) {
  const { limit, offset } = page(input);
  const rows = selectApplications(db).where(where).orderBy(...newestApplicationsFirst).limit(limit).offset(offset).all();
  return { applications: rows.map(toApplication), total: countApplications(db, where) };
}

/**
 * GET /applications/my: a creator's own applications, or the applications a brand received.
 * Applications to deleted campaigns are left out, as the campaigns are gone from both sides' lists.
 */
export function listMyApplications(db: Db, caller: Caller, input: z.output<typeof listMyApplicationsInput>) {
  const isBrand = hasRole(caller, 'brand');
  const search = input.search ? likePattern(input.search) : undefined;
  const where = and(
    isBrand ? eq(applications.brandId, caller.id) : eq(applications.creatorId, caller.id),
    ne(campaigns.status, 'deleted'),
    input.status ? eq(applications.status, input.status) : undefined,
    input.campaign_id ? eq(applications.campaignId, input.campaign_id) : undefined,
    search
      ? or(
          sql`${campaigns.title} like ${search} escape '\\'`,
          isBrand ? sql`${creatorUser.fullName} like ${search} escape '\\'` : sql`${brandNameColumn} like ${search} escape '\\'`,
        )
      : undefined,
  );
  return listPage(db, where, input);
}

/** GET /applications/campaign/{id}: the applications of one campaign, for its brand or an admin. */
export function listCampaignApplications(db: Db, caller: Caller, input: z.output<typeof listCampaignApplicationsInput>) {
  const campaign = campaignForOwnerOrAdmin(db, caller, input.id);
  const where = and(eq(applications.campaignId, campaign.id), input.status ? eq(applications.status, input.status) : undefined);
  return listPage(db, where, input);
}
