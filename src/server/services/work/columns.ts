import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, users, workSubmissions } from '@db/schema';
import { insertionOrder } from '@db/dialect';
import { dealPaysMoney } from '@shared/campaign-terms';
import { disclosureOf } from '@shared/disclosure';
import type { Submission } from '@shared/schemas/work';

const submissionColumns = {
  id: workSubmissions.id,
  application_id: workSubmissions.applicationId,
  campaign_id: workSubmissions.campaignId,
  creator_id: workSubmissions.creatorId,
  submission_type: workSubmissions.submissionType,
  content: workSubmissions.content,
  links: workSubmissions.links,
  file_urls: workSubmissions.fileUrls,
  status: workSubmissions.status,
  feedback: workSubmissions.feedback,
  caption: workSubmissions.caption,
  override_reason: workSubmissions.overrideReason,
  reviewed_at: workSubmissions.reviewedAt,
  auto_approved: workSubmissions.autoApproved,
  created_at: workSubmissions.createdAt,
  updated_at: workSubmissions.updatedAt,
  campaign_title: campaigns.title,
  creator_name: users.fullName,
  creator_avatar: users.avatarUrl,
  // Whether the deal pays money decides whether "Free gift" alone is a label (docs/product.md#disclosure).
  collab_type: campaigns.collabType,
  budget: campaigns.budget,
  agreed_amount: applications.agreedAmount,
};

/** Submissions with their campaign's title and the creator's name, in one query. */
export function selectSubmissions(db: Db) {
  return db
    .select(submissionColumns)
    .from(workSubmissions)
    .innerJoin(campaigns, eq(campaigns.id, workSubmissions.campaignId))
    .innerJoin(applications, eq(applications.id, workSubmissions.applicationId))
    .innerJoin(users, eq(users.id, workSubmissions.creatorId))
    .$dynamic();
}

export async function countSubmissions(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(workSubmissions)
    .innerJoin(campaigns, eq(campaigns.id, workSubmissions.campaignId))
    .where(where);
  return row?.n ?? 0;
}

type Row = Awaited<ReturnType<typeof selectSubmissions>>[number];

/** The answer's shape: the caption's check computed from the deal, which itself is not sent. */
export const toSubmission = ({ collab_type, budget, agreed_amount, ...row }: Row): Submission => ({
  ...row,
  disclosure: disclosureOf(row.caption, { paid: dealPaysMoney({ collab_type, budget, agreed_amount }) }),
  submitted_at: row.created_at,
});

export async function readSubmission(db: Db, id: string): Promise<Submission> {
  const [row] = await selectSubmissions(db).where(eq(workSubmissions.id, id));
  if (!row) throw new Error(`submission ${id} vanished`);
  return toSubmission(row);
}

/** Newest first; insertion order decides between two with the same timestamp. */
export const newestSubmissionsFirst = [
  desc(workSubmissions.createdAt),
  desc(insertionOrder(workSubmissions)),
];
