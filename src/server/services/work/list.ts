import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@db/client';
import { applications, campaigns, workSubmissions } from '@db/schema';
import type { listCampaignWorkInput, listMyWorkInput } from '@shared/schemas/work';
import { notFound } from '@server/errors';
import { campaignForOwnerOrAdmin, isAdmin } from '../campaigns/access';
import type { Caller } from '../caller';
import { page } from '../pagination';
import { countSubmissions, newestSubmissionsFirst, selectSubmissions, toSubmission } from './columns';

async function listPage(db: Db, where: SQL | undefined, input: { limit?: number; offset?: number }) {
  const { limit, offset } = page(input);
  const [rows, total] = await Promise.all([
    selectSubmissions(db)
      .where(where)
      .orderBy(...newestSubmissionsFirst)
      .limit(limit)
      .offset(offset),
    countSubmissions(db, where),
  ]);
  return { submissions: rows.map(toSubmission), total };
}

/** GET /work-submissions/my: the creator's own submissions, newest first. */
export async function listMyWork(db: Db, creator: Caller, input: z.output<typeof listMyWorkInput>) {
  const where = and(
    eq(workSubmissions.creatorId, creator.id),
    input.status ? eq(workSubmissions.status, input.status) : undefined,
    input.application_id ? eq(workSubmissions.applicationId, input.application_id) : undefined,
  );
  return listPage(db, where, input);
}

/** GET /work-submissions/campaign/{id}: a campaign's submissions, for its brand or an admin. */
export async function listCampaignWork(
  db: Db,
  caller: Caller,
  input: z.output<typeof listCampaignWorkInput>,
) {
  const campaign = await campaignForOwnerOrAdmin(db, caller, input.id);
  const where = and(
    eq(workSubmissions.campaignId, campaign.id),
    input.status ? eq(workSubmissions.status, input.status) : undefined,
    input.creator_id ? eq(workSubmissions.creatorId, input.creator_id) : undefined,
  );
  return listPage(db, where, input);
}

/**
 * GET /work-submissions/application/{id}: every version of one application's work, newest first with
 * its feedback, and the revision rounds the campaign allows and has used (docs/product.md#revisions).
 * The application's creator, the campaign's brand and admins; anyone else 404.
 */
export async function listApplicationWork(db: Db, caller: Caller, applicationId: string) {
  const [deal] = await db
    .select({
      creatorId: applications.creatorId,
      brandId: campaigns.userId,
      revisionRounds: campaigns.revisionRounds,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, applicationId));
  if (!deal || (deal.creatorId !== caller.id && deal.brandId !== caller.id && !isAdmin(caller)))
    throw notFound('Application');
  const rows = await selectSubmissions(db)
    .where(eq(workSubmissions.applicationId, applicationId))
    .orderBy(...newestSubmissionsFirst);
  return {
    submissions: rows.map(toSubmission),
    revision_rounds: deal.revisionRounds,
    revisions_used: rows.filter((r) => r.status === 'revision_requested').length,
  };
}
