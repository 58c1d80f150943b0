import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@db/client';
import { alias } from '@db/engines/builder';
import { insertionOrder } from '@db/dialect';
import { applications, campaigns, livePosts, profiles, users, workSubmissions } from '@db/schema';
import { dealPaysMoney } from '@shared/campaign-terms';
import { checkDisclosure } from '@shared/disclosure';
import type { DisclosureReviewItem, disclosureReviewInput } from '@shared/schemas/disclosure-review';
import { brandNameOf } from '../campaigns/columns';
import { page } from '../pagination';

const brandUser = alias(users, 'brand_user');
const brandProfile = alias(profiles, 'brand_profile');
const creatorUser = alias(users, 'creator_user');

/** The deal's side of a row: who, which campaign, and what decides paid or barter. */
const dealColumns = {
  application_id: applications.id,
  campaign_id: campaigns.id,
  campaign_title: campaigns.title,
  brand_id: campaigns.userId,
  brand_name: brandNameOf(brandProfile, brandUser),
  creator_id: creatorUser.id,
  creator_name: creatorUser.fullName,
  collab_type: campaigns.collabType,
  budget: campaigns.budget,
  agreed_amount: applications.agreedAmount,
};

/**
 * Approved work read per batch while looking for failing captions. Only work approved by the platform
 * needs the check run here (a brand's approval over a failing caption always stored a reason), so a
 * batch is mostly rows that belong in the list.
 */
const BATCH = 200;
/** At most this many approved submissions are read per call, however few of them fail. */
const SCAN_MAX = 5000;

type Deal = { collab_type: string; budget: number | null; agreed_amount: number | null };
const verdict = (caption: string, deal: Deal) => checkDisclosure(caption, { paid: dealPaysMoney(deal) });

/**
 * Approved work whose caption fails the check, newest approval first, up to `want`: the candidates
 * are the brands' approvals with an override reason and the platform's approvals after
 * WORK_REVIEW_HOURS (which give none, docs/product.md#auto-approval), each checked again here.
 */
async function failingWork(db: Db, want: number): Promise<DisclosureReviewItem[]> {
  const candidates = db
    .select({
      ...dealColumns,
      id: workSubmissions.id,
      links: workSubmissions.links,
      caption: workSubmissions.caption,
      override_reason: workSubmissions.overrideReason,
      auto_approved: workSubmissions.autoApproved,
      reviewed_at: workSubmissions.reviewedAt,
      updated_at: workSubmissions.updatedAt,
    })
    .from(workSubmissions)
    .innerJoin(applications, eq(applications.id, workSubmissions.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, workSubmissions.campaignId))
    .innerJoin(brandUser, eq(brandUser.id, campaigns.userId))
    .leftJoin(brandProfile, eq(brandProfile.userId, campaigns.userId))
    .innerJoin(creatorUser, eq(creatorUser.id, workSubmissions.creatorId))
    .where(
      and(
        eq(workSubmissions.status, 'approved'),
        isNotNull(workSubmissions.caption),
        or(isNotNull(workSubmissions.overrideReason), eq(workSubmissions.autoApproved, true)),
      ),
    )
    .orderBy(desc(workSubmissions.reviewedAt), desc(insertionOrder(workSubmissions)))
    .$dynamic();

  const found: DisclosureReviewItem[] = [];
  for (let scanned = 0; found.length < want && scanned < SCAN_MAX;) {
    const rows = await candidates.limit(BATCH).offset(scanned);
    scanned += rows.length;
    for (const {
      links,
      caption,
      reviewed_at,
      updated_at,
      collab_type,
      budget,
      agreed_amount,
      ...row
    } of rows) {
      const disclosure = verdict(caption!, { collab_type, budget, agreed_amount });
      if (disclosure.ok) continue;
      found.push({
        ...row,
        kind: 'work',
        url: links[0] ?? null,
        caption: caption!,
        disclosure,
        at: reviewed_at ?? updated_at,
      });
    }
    if (rows.length < BATCH) break;
  }
  return found.slice(0, want);
}

/** Live posts recorded with a failing caption (their stored verdict), newest first, up to `want`. */
async function failingPosts(db: Db, want: number): Promise<DisclosureReviewItem[]> {
  const rows = await db
    .select({
      ...dealColumns,
      id: livePosts.id,
      url: livePosts.url,
      caption: livePosts.caption,
      created_at: livePosts.createdAt,
    })
    .from(livePosts)
    .innerJoin(applications, eq(applications.id, livePosts.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, livePosts.campaignId))
    .innerJoin(brandUser, eq(brandUser.id, campaigns.userId))
    .leftJoin(brandProfile, eq(brandProfile.userId, campaigns.userId))
    .innerJoin(creatorUser, eq(creatorUser.id, livePosts.creatorId))
    .where(eq(livePosts.disclosureOk, false))
    .orderBy(desc(livePosts.createdAt), desc(insertionOrder(livePosts)))
    .limit(want);
  return rows.map(({ created_at, collab_type, budget, agreed_amount, ...row }) => ({
    ...row,
    kind: 'post',
    disclosure: verdict(row.caption, { collab_type, budget, agreed_amount }),
    override_reason: null,
    auto_approved: false,
    at: created_at,
  }));
}

/**
 * GET /admin/disclosure (docs/product.md#disclosure): what moderators look at, newest first, both
 * kinds merged or one. Each source gives at most offset + limit rows, so a page is exact; the offset
 * is capped by the schema, so a call reads a bounded number of rows.
 */
export async function listDisclosureReview(db: Db, input: z.output<typeof disclosureReviewInput>) {
  const { limit, offset } = page(input);
  const want = offset + limit;
  const [work, posts] = await Promise.all([
    input.kind === 'post' ? [] : failingWork(db, want),
    input.kind === 'work' ? [] : failingPosts(db, want),
  ]);
  const items = [...work, ...posts].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { items: items.slice(offset, offset + limit) };
}
