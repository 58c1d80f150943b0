import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from '@db/engines/builder';
import type { Db } from '@db/client';
import { applications, campaigns, profiles, users } from '@db/schema';
import { insertionOrder } from '@db/dialect';
import type { Application } from '@shared/schemas/application';
import { brandNameOf } from '../campaigns/columns';
import { prepared } from '../prepared';
import { trackingPathOf } from '../tracking-code';
import { applicationPaymentStatus } from '../application-payment';
import { latestWorkFeedback, latestWorkStatus } from '../latest-work-status';

/** An application's two parties as tables of their own, for the queries that join both (conversations too). */
export const brandUser = alias(users, 'brand_user');
export const brandProfile = alias(profiles, 'brand_profile');
export const creatorUser = alias(users, 'creator_user');
const creatorProfile = alias(profiles, 'creator_profile');

/** An application with its campaign, brand name, latest work and the creator's public profile fields. */
export const applicationColumns = {
  id: applications.id,
  campaign_id: applications.campaignId,
  creator_id: applications.creatorId,
  brand_id: applications.brandId,
  status: applications.status,
  message: applications.message,
  applied_at: applications.appliedAt,
  completed_at: applications.completedAt,
  updated_at: applications.updatedAt,
  campaign_title: campaigns.title,
  campaign_status: campaigns.status,
  campaign_budget: campaigns.budget,
  campaign_tags: campaigns.tags,
  campaign_collab_type: campaigns.collabType,
  brand_name: brandNameOf(brandProfile, brandUser),
  work_status: latestWorkStatus(),
  work_feedback: latestWorkFeedback(),
  payment_status: applicationPaymentStatus(),
  creator_name: creatorUser.fullName,
  creator_avatar: creatorUser.avatarUrl,
  follower_count: creatorProfile.followerCount,
  youtube_subscribers: creatorProfile.youtubeSubscribers,
  x_followers: creatorProfile.xFollowers,
  instagram_handle: creatorProfile.instagramHandle,
  youtube_handle: creatorProfile.youtubeHandle,
  x_handle: creatorProfile.xHandle,
  bio: creatorProfile.bio,
  location: creatorProfile.location,
  niche: creatorProfile.niche,
  reel_price: creatorProfile.reelPrice,
  post_price: creatorProfile.postPrice,
  story_price: creatorProfile.storyPrice,
  engagement_rate: creatorProfile.engagementRate,
  rating: creatorProfile.rating,
  review_count: sql<number>`coalesce(${creatorProfile.reviewCount}, 0)`.mapWith(Number),
  languages_spoken: creatorProfile.languagesSpoken,
  creator_availability: creatorProfile.availability,
  tracking_code: applications.trackingCode,
  destination_url: campaigns.destinationUrl,
};

/** Applications joined to everything they show, in one query; callers add where, order and paging. */
export function selectApplications(db: Db) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(brandUser, eq(brandUser.id, campaigns.userId))
    .leftJoin(brandProfile, eq(brandProfile.userId, campaigns.userId))
    .innerJoin(creatorUser, eq(creatorUser.id, applications.creatorId))
    .innerJoin(creatorProfile, eq(creatorProfile.userId, applications.creatorId))
    .$dynamic();
}

/** How many rows selectApplications would give for `where` (the same joins, so joined filters count alike). */
export async function countApplications(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(brandUser, eq(brandUser.id, campaigns.userId))
    .leftJoin(brandProfile, eq(brandProfile.userId, campaigns.userId))
    .innerJoin(creatorUser, eq(creatorUser.id, applications.creatorId))
    .innerJoin(creatorProfile, eq(creatorProfile.userId, applications.creatorId))
    .where(where);
  return row?.n ?? 0;
}

export const brandNameColumn = brandNameOf(brandProfile, brandUser);

type Row = Awaited<ReturnType<typeof selectApplications>>[number];

export function toApplication({ tracking_code, destination_url, ...row }: Row): Application {
  return {
    ...row,
    creator_name: row.creator_name || 'Unknown Creator',
    work_approved: row.work_status === 'approved',
    tracking_url: trackingPathOf({
      status: row.status,
      trackingCode: tracking_code,
      destinationUrl: destination_url,
    }),
  };
}

export async function readApplication(db: Db, id: string): Promise<Application> {
  const byId = prepared(db, 'application-by-id', () =>
    selectApplications(db)
      .where(eq(applications.id, sql.placeholder('id')))
      .prepare(),
  );
  const [row] = await byId.execute({ id });
  if (!row) throw new Error(`application ${id} vanished`);
  return toApplication(row);
}

/** The newest first; insertion order decides between two with the same timestamp. */
export const newestApplicationsFirst = [desc(applications.appliedAt), desc(insertionOrder(applications))];
