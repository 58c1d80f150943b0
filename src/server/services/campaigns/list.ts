import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder, jsonArrayElements, rows } from '@db/dialect';
import type { SQLiteSelect } from '@db/engines/builder';
import { campaigns, profiles, users } from '@db/schema';
import type { CampaignFilters, listCampaignsInput, listMyCampaignsInput } from '@shared/schemas/campaign';
import type { z } from 'zod';
import { limitInText, page } from '../pagination';
import { selectCampaigns, toCampaign } from './columns';
import { memoByDataVersion, type Reads } from '@db/data-version';
import { placeholderBinder, prepared, type Bind } from '../prepared';
import {
  filterConditions,
  indexWords,
  ownOrder,
  publicOrder,
  searchJoinsBrand,
  type IndexMatches,
  type SearchPlan,
} from './filters';
import { searchMatches, searchPlan } from './search-plan';
import { isAdmin, seenBy } from './access';
import type { Caller } from '../caller';

const inserted = insertionOrder(campaigns);

export type Scope = { name: string; conditions: (bind: Bind) => (SQL | undefined)[] };

/**
 * One page and the total of a campaign list, each a prepared query per shape of filters (values
 * bound per call). The page is picked from campaigns alone (its WHERE and ORDER BY are served by the
 * campaigns indexes, so a deep offset skips index entries, not joined rows) and only its rows are
 * joined to their brands. The count joins nothing unless a search word read with LIKE needs the
 * brand's name: every campaign has exactly one brand user (a NOT NULL foreign key) and at most one
 * profile, so the joins never change it. An exact count reads every matching campaign, so it is kept
 * until the data changes (memoByDataVersion); paging through one list asks for the same count again
 * and again. A search's page goes the cheaper way (searchPlan), judged from its count and the count
 * of the same list without the search.
 */
async function listPage(
  db: Db,
  scope: Scope,
  filters: CampaignFilters,
  order: { key: string; by: SQL[] },
  input: { limit?: number; offset?: number },
) {
  const { limit, offset } = page(input);
  const total = await countOf(db, scope, filters);
  const plan = await searchPlan(filters.search, offset + limit, async () => ({
    matches: total,
    rows: await countOf(db, scope, { ...filters, search: undefined }),
  }));
  const looked = indexWords(filters.search, plan);
  const matches = looked.length ? await searchMatches(db, looked) : undefined;
  const pick = bound(scope, filters, plan, matches);
  const pageQuery = prepared(db, `campaigns-page:${pick.shape}:${order.key}:${limit}`, () => {
    const pageIds = withBrand(db.select({ inserted }).from(campaigns).$dynamic(), filters, plan)
      .where(pick.where)
      .orderBy(...order.by)
      .limit(limitInText(limit))
      .offset(sql.placeholder('offset'));
    return selectCampaigns(db)
      .where(inArray(inserted, pageIds))
      .orderBy(...order.by)
      .prepare();
  });
  const found = await pageQuery.execute({ ...pick.values, offset });
  return { campaigns: found.map(toCampaign), total };
}

/** The WHERE of a list under a search plan, its values bound to placeholders; `shape` names the SQL it makes. */
export function bound(scope: Scope, filters: CampaignFilters, plan: SearchPlan, matches?: IndexMatches) {
  const { bind, values, shape } = placeholderBinder();
  const where = and(...scope.conditions(bind), ...filterConditions(filters, bind, plan, matches));
  return { where, values, shape: `${scope.name}:${plan}:${shape()}` };
}

/** The query joined to the brand's user and profile when a search word is read with LIKE (it reads the brand's name). */
function withBrand<Q extends SQLiteSelect>(query: Q, filters: CampaignFilters, plan: SearchPlan) {
  return searchJoinsBrand(filters.search, plan)
    ? (query
        .innerJoin(users, eq(users.id, campaigns.userId))
        .leftJoin(profiles, eq(profiles.userId, campaigns.userId)) as unknown as Q)
    : query;
}

/**
 * What a count reads: the campaigns, their brands' names and the search index. A new application
 * changes its campaign's application_count, which only the minimum-applications filter reads, and
 * a user's last activity is no part of a brand's name (updated_at moves with every update, and no
 * count reads it).
 */
const countReads = (readsApplicationCount: boolean): Reads =>
  readsApplicationCount ? COUNT_READS_APPLICATIONS : COUNT_READS;
const COUNT_READS: Reads = {
  campaigns: { except: ['application_count', 'updated_at'] },
  users: { except: ['last_active_at', 'updated_at'] },
  profiles: true,
  campaign_search: true,
  /** Who was invited decides which invite-only campaigns a viewer's count has. */
  campaign_invitations: true,
};
const COUNT_READS_APPLICATIONS: Reads = { ...COUNT_READS, campaigns: true };

function countOf(db: Db, scope: Scope, filters: CampaignFilters): Promise<number> {
  const counted = bound(scope, filters, 'index');
  const key = `campaigns-count:${counted.shape}:${JSON.stringify(counted.values)}`;
  const reads = countReads(filters.min_applications !== undefined);
  return memoByDataVersion(
    db,
    key,
    async () => {
      const countQuery = prepared(db, `campaigns-count:${counted.shape}`, () =>
        withBrand(db.select({ n: count() }).from(campaigns).$dynamic(), filters, 'index')
          .where(counted.where)
          .prepare(),
      );
      const [row] = await countQuery.execute(counted.values);
      return row?.n ?? 0;
    },
    reads,
  );
}

export const activeScope: Scope = { name: 'active', conditions: () => [eq(campaigns.status, 'active')] };

/** Active campaigns the viewer may see: invite-only ones only by their brand and the creators invited. */
export const activeScopeFor = (viewerId: string): Scope => ({
  name: 'active-seen',
  conditions: (bind) => [eq(campaigns.status, 'active'), seenBy(viewerId, bind)],
});

/**
 * The creators' browse list: active campaigns of every brand, searched, filtered and sorted in SQL;
 * an admin's has every active campaign, anyone else's only those they may see
 * (docs/product.md#private-campaigns-and-invitations), in the page and in the total alike.
 */
export function listActiveCampaigns(db: Db, caller: Caller, input: z.output<typeof listCampaignsInput>) {
  const order = { key: `${input.sort}:${input.order ?? ''}`, by: publicOrder(input.sort, input.order) };
  const scope = isAdmin(caller) ? activeScope : activeScopeFor(caller.id);
  return listPage(db, scope, input, order, input);
}

/** A brand's own campaigns, never the deleted ones, in one status or all. */
export const ownScope = (
  brandId: string,
  status: z.output<typeof listMyCampaignsInput>['status'],
): Scope => ({
  name: 'own',
  conditions: (bind) => [
    eq(campaigns.userId, bind('brandId', brandId)),
    ne(campaigns.status, 'deleted'),
    status === 'all' ? undefined : eq(campaigns.status, bind('status', status)),
  ],
});

/** A brand's own campaigns, never the deleted ones, with the filters and sorts of docs/product.md#campaign-filters. */
export function listOwnCampaigns(db: Db, brandId: string, input: z.output<typeof listMyCampaignsInput>) {
  return listPage(
    db,
    ownScope(brandId, input.status),
    input,
    { key: `${input.sort}:${input.order}`, by: ownOrder(input.sort, input.order) },
    input,
  );
}

/** Every distinct tag on the brand's campaigns (not deleted), for the filter popover's checkboxes. */
export async function ownCampaignTags(db: Db, brandId: string): Promise<string[]> {
  // Distinct first, then ordered: PostgreSQL orders a distinct select only by what it selects.
  const tags = await rows<{ tag: string }>(
    db,
    sql`select tag from (
      select distinct t.value as tag
      from ${campaigns}, ${jsonArrayElements(campaigns.tags, 't')}
      where ${campaigns.userId} = ${brandId} and ${campaigns.status} != 'deleted'
    ) as tags
    order by lower(tag), tag`,
  );
  return tags.map((r) => r.tag);
}
