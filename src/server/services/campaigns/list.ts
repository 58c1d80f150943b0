import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { campaigns, profiles, users } from '../../../db/schema';
import type { CampaignFilters, listCampaignsInput, listMyCampaignsInput } from '../../../shared/schemas/campaign';
import type { z } from 'zod';
import { page } from '../pagination';
import { selectCampaigns, toCampaign } from './columns';
import { filterConditions, ownOrder, publicOrder } from './filters';

function countCampaigns(db: Db, where: SQL | undefined) {
  const row = db
    .select({ n: count() })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .leftJoin(profiles, eq(profiles.userId, campaigns.userId))
    .where(where)
    .get();
  return row?.n ?? 0;
}

function listPage(db: Db, where: SQL | undefined, orderBy: SQL[], input: { limit?: number; offset?: number }) {
  const { limit, offset } = page(input);
  const rows = selectCampaigns(db).where(where).orderBy(...orderBy).limit(limit).offset(offset).all();
  return { campaigns: rows.map(toCampaign), total: countCampaigns(db, where) };
}

/** The creators' browse list: active campaigns of every brand, searched, filtered and sorted in SQL. */
export function listActiveCampaigns(db: Db, input: z.output<typeof listCampaignsInput>) {
  const where = and(eq(campaigns.status, 'active'), ...filterConditions(input as CampaignFilters));
  return listPage(db, where, publicOrder(input.sort, input.order), input);
}

/** A brand's own campaigns, never the deleted ones, with the filters and sorts of spec 2 section 5. */
export function listOwnCampaigns(db: Db, brandId: string, input: z.output<typeof listMyCampaignsInput>) {
  const where = and(
    eq(campaigns.userId, brandId),
    ne(campaigns.status, 'deleted'),
    input.status === 'all' ? undefined : eq(campaigns.status, input.status),
    ...filterConditions(input),
  );
  return listPage(db, where, ownOrder(input.sort, input.order), input);
}

/** Every distinct tag on the brand's campaigns (not deleted), for the filter popover's checkboxes. */
export function ownCampaignTags(db: Db, brandId: string): string[] {
  const rows = db.all<{ tag: string }>(sql`
    select distinct json_each.value as tag
    from ${campaigns}, json_each(${campaigns.tags})
    where ${campaigns.userId} = ${brandId} and ${campaigns.status} != 'deleted'
    order by lower(json_each.value), json_each.value`);
  return rows.map((r) => r.tag);
}
