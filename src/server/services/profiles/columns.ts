import { notInArray, sql } from 'drizzle-orm';
import { VOID_PAYMENT_STATUSES } from '@shared/enums';
import { applications, campaigns, payouts, profiles, transactions, users } from '@db/schema';

/**
 * Selections keyed by the API's snake_case names, so rows leave the database already in the shape
 * the outputs declare. Every profile query joins users to profiles on user_id. First the creator
 * listing for brands: the public profile fields a creator fills in.
 */
export const influencerColumns = {
  id: users.id,
  full_name: users.fullName,
  avatar_url: users.avatarUrl,
  username: profiles.username,
  bio: profiles.bio,
  location: profiles.location,
  niche: profiles.niche,
  editing_skills: profiles.editingSkills,
  reel_price: profiles.reelPrice,
  post_price: profiles.postPrice,
  story_price: profiles.storyPrice,
  website_url: profiles.websiteUrl,
  instagram_handle: profiles.instagramHandle,
  youtube_handle: profiles.youtubeHandle,
  x_handle: profiles.xHandle,
  follower_count: profiles.followerCount,
  youtube_subscribers: profiles.youtubeSubscribers,
  x_followers: profiles.xFollowers,
  languages_spoken: profiles.languagesSpoken,
  engagement_rate: profiles.engagementRate,
  rating: profiles.rating,
  review_count: sql<number>`coalesce(${profiles.reviewCount}, 0)`.mapWith(Number),
  created_at: users.createdAt,
};

export const publicProfileColumns = {
  ...influencerColumns,
  user_type: users.userType,
  industry: profiles.industry,
  company_name: profiles.companyName,
  company_website: profiles.companyWebsite,
};

export const privateProfileColumns = {
  email: users.email,
  phone: profiles.phone,
  address: profiles.address,
};

/**
 * A creator's stats as correlated subqueries on the outer users row, so the profile and its stats
 * come back in one query. Failed and cancelled payments are not earnings (docs/product.md#void-payments); a campaign
 * counts once the creator's application is completed, as paid when its budget is above 0.
 */
export const statsColumns = {
  total_earnings: sql<number>`(select coalesce(sum(${transactions.creatorEarnings}), 0) from ${transactions}
    where ${transactions.creatorId} = ${users.id} and ${notInArray(transactions.paymentStatus, [...VOID_PAYMENT_STATUSES])})`.mapWith(
    Number,
  ),
  // What the payouts pay after GST on the commission, TDS and any dispute adjustment (docs/product.md#payouts).
  net_earnings: sql<number>`(select coalesce(sum(${payouts.net}), 0) from ${payouts}
    where ${payouts.creatorId} = ${users.id} and ${payouts.status} <> 'cancelled')`.mapWith(Number),
  paid_campaigns_completed: sql<number>`(select count(*) from ${applications}
    inner join ${campaigns} on ${campaigns.id} = ${applications.campaignId}
    where ${applications.creatorId} = ${users.id} and ${applications.status} = 'completed'
      and coalesce(${campaigns.budget}, 0) > 0)`.mapWith(Number),
  barter_campaigns_completed: sql<number>`(select count(*) from ${applications}
    inner join ${campaigns} on ${campaigns.id} = ${applications.campaignId}
    where ${applications.creatorId} = ${users.id} and ${applications.status} = 'completed'
      and coalesce(${campaigns.budget}, 0) <= 0)`.mapWith(Number),
};
