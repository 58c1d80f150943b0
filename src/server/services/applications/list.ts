import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { applications, campaigns } from '@db/schema';
import type { listCampaignApplicationsInput, listMyApplicationsInput } from '@shared/schemas/application';
import { hasRole } from '@shared/roles';
import { campaignForOwnerOrAdmin } from '../campaigns/access';
import type { Caller } from '../caller';
import { standingApplication } from '../standing-applications';
import { matchesSearch } from '../text-search';
import { limitInText, page } from '../pagination';
import { prepared } from '../prepared';
import {
  brandNameColumn,
  countApplications,
  creatorUser,
  newestApplicationsFirst,
  selectApplications,
  toApplication,
} from './columns';

async function listPage(db: Db, where: SQL | undefined, input: { limit?: number; offset?: number }) {
  const { limit, offset } = page(input);
  const [rows, total] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(...newestApplicationsFirst)
      .limit(limit)
      .offset(offset),
    countApplications(db, where),
  ]);
  return { applications: rows.map(toApplication), total };
}

/**
 * GET /applications/my: a creator's own applications, or the applications a brand received.
 * Applications to deleted campaigns are left out, as the campaigns are gone from both sides' lists;
 * withdrawn ones too.
 */
export async function listMyApplications(
  db: Db,
  caller: Caller,
  input: z.output<typeof listMyApplicationsInput>,
) {
  const isBrand = hasRole(caller, 'brand');
  const where = and(
    isBrand ? eq(applications.brandId, caller.id) : eq(applications.creatorId, caller.id),
    standingApplication,
    ne(campaigns.status, 'deleted'),
    input.status ? eq(applications.status, input.status) : undefined,
    input.campaign_id ? eq(applications.campaignId, input.campaign_id) : undefined,
    matchesSearch([campaigns.title, isBrand ? creatorUser.fullName : brandNameColumn], input.search),
  );
  return listPage(db, where, input);
}

const applicationOrder = insertionOrder(applications);

/**
 * GET /applications/campaign/{id}: the applications of one campaign (withdrawn ones aside), for its
 * brand or an admin.
 * The WHERE reads applications alone, so the page is picked from them in index order
 * (applications_campaign_applied_idx, or _status_idx with a status) and only its rows are joined.
 * The count joins nothing: each application has its campaign, brand and creator (NOT NULL foreign
 * keys), and every account has its profile row (insertUser writes both in one transaction; a
 * profile goes only with its user), so the joins of the full list never drop one.
 */
export async function listCampaignApplications(
  db: Db,
  caller: Caller,
  input: z.output<typeof listCampaignApplicationsInput>,
) {
  const campaign = await campaignForOwnerOrAdmin(db, caller, input.id);
  const { limit, offset } = page(input);
  const byStatus = input.status !== undefined;
  const where = and(
    eq(applications.campaignId, sql.placeholder('campaignId')),
    standingApplication,
    byStatus ? eq(applications.status, sql.placeholder('status')) : undefined,
  );
  const values = { campaignId: campaign.id, status: input.status };
  const pageQuery = prepared(db, `campaign-applications-page:${byStatus}:${limit}`, () => {
    const pageIds = db
      .select({ order: applicationOrder })
      .from(applications)
      .where(where)
      .orderBy(...newestApplicationsFirst)
      .limit(limitInText(limit))
      .offset(sql.placeholder('offset'));
    return selectApplications(db)
      .where(inArray(applicationOrder, pageIds))
      .orderBy(...newestApplicationsFirst)
      .prepare();
  });
  const countQuery = prepared(db, `campaign-applications-count:${byStatus}`, () =>
    db.select({ n: count() }).from(applications).where(where).prepare(),
  );
  const [rows, [counted]] = await Promise.all([
    pageQuery.execute({ ...values, offset }),
    countQuery.execute(values),
  ]);
  return { applications: rows.map(toApplication), total: counted?.n ?? 0 };
}
