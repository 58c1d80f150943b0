import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { applications, campaigns, livePosts, postMetrics, profiles, trackingClicks, users } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import {
  costPerView,
  engagementRate,
  type CampaignPerformance,
  type CreatorPerformance,
} from '@shared/schemas/performance';
import { forbidden } from '@server/errors';
import type { Caller } from '../caller';
import { isAdmin, visibleCampaign } from '../campaigns/access';
import { dealsOf, participantsInOrder } from '../campaigns/pay-participant';
import { trackingPathOf } from '../tracking-code';

const METRICS = ['views', 'likes', 'comments', 'shares', 'saves'] as const;
type Metrics = Record<(typeof METRICS)[number], number>;
const noMetrics = (): Metrics => ({ views: 0, likes: 0, comments: 0, shares: 0, saves: 0 });

/**
 * How a campaign's creators did (docs/product.md#campaign-performance), for its brand and admins:
 * another brand's campaign it can see is 403, one it cannot see 404, as the campaign routes answer.
 * Per participant: clicks (in all and per day), live posts and how many fail the disclosure check,
 * the latest numbers of each post summed, the engagement rate and on a paid campaign the cost per
 * view of their deal (the agreed amount, or their share of the budget as completion pays it).
 * A handful of grouped reads; a campaign has tens of creators, not thousands.
 */
export async function campaignPerformance(
  db: Db,
  caller: Caller,
  campaignId: string,
): Promise<CampaignPerformance> {
  const campaign = await visibleCampaign(db, caller, campaignId);
  if (campaign.userId !== caller.id && !isAdmin(caller))
    throw forbidden('Only the brand that owns this campaign can see its performance');
  const [[extra], people, order, clicks, posts, latest] = await Promise.all([
    db.select({ destination: campaigns.destinationUrl }).from(campaigns).where(eq(campaigns.id, campaignId)),
    db
      .select({
        applicationId: applications.id,
        creatorId: applications.creatorId,
        status: applications.status,
        trackingCode: applications.trackingCode,
        name: users.fullName,
        username: profiles.username,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.creatorId))
      .leftJoin(profiles, eq(profiles.userId, applications.creatorId))
      .where(
        and(eq(applications.campaignId, campaignId), inArray(applications.status, PARTICIPANT_STATUSES)),
      ),
    participantsInOrder(db, campaignId),
    db
      .select({
        applicationId: trackingClicks.applicationId,
        day: trackingClicks.day,
        clicks: trackingClicks.clicks,
      })
      .from(trackingClicks)
      .innerJoin(applications, eq(applications.id, trackingClicks.applicationId))
      .where(eq(applications.campaignId, campaignId))
      .orderBy(asc(trackingClicks.day)),
    db
      .select({
        applicationId: livePosts.applicationId,
        posts: sql<number>`count(*)`.mapWith(Number),
        failing: sql<number>`sum(case when ${livePosts.disclosureOk} then 0 else 1 end)`.mapWith(Number),
      })
      .from(livePosts)
      .where(eq(livePosts.campaignId, campaignId))
      .groupBy(livePosts.applicationId),
    // Every snapshot of the campaign's posts, newest first: the first seen per post is its latest.
    db
      .select({ postId: postMetrics.postId, applicationId: livePosts.applicationId, ...pick(postMetrics) })
      .from(postMetrics)
      .innerJoin(livePosts, eq(livePosts.id, postMetrics.postId))
      .where(eq(livePosts.campaignId, campaignId))
      .orderBy(desc(postMetrics.recordedAt), desc(insertionOrder(postMetrics))),
  ]);

  const paid = campaign.collabType === 'paid';
  const deals = paid ? dealsOf(campaign.budget, order) : new Map<string, number>();
  const metricsOf = new Map<string, Metrics>();
  const seenPosts = new Set<string>();
  for (const m of latest) {
    if (seenPosts.has(m.postId)) continue;
    seenPosts.add(m.postId);
    const sum = metricsOf.get(m.applicationId) ?? noMetrics();
    for (const k of METRICS) sum[k] += Number(m[k]);
    metricsOf.set(m.applicationId, sum);
  }
  const postsOf = new Map(posts.map((p) => [p.applicationId, p]));
  const clicksOf = new Map<string, { day: string; clicks: number }[]>();
  for (const c of clicks) {
    const days = clicksOf.get(c.applicationId) ?? [];
    days.push({ day: c.day, clicks: Number(c.clicks) });
    clicksOf.set(c.applicationId, days);
  }
  const rank = new Map(order.map((p, i) => [p.id, i]));
  const creators: CreatorPerformance[] = people
    .sort((a, b) => (rank.get(a.applicationId) ?? 0) - (rank.get(b.applicationId) ?? 0))
    .map((p) => {
      const m = metricsOf.get(p.applicationId) ?? noMetrics();
      const days = clicksOf.get(p.applicationId) ?? [];
      const deal = paid ? (deals.get(p.applicationId) ?? 0) : null;
      return {
        creator_id: p.creatorId,
        application_id: p.applicationId,
        creator_name: p.name || 'Unknown Creator',
        username: p.username,
        tracking_url: trackingPathOf({
          status: p.status,
          trackingCode: p.trackingCode,
          destinationUrl: extra?.destination ?? null,
        }),
        clicks: days.reduce((n, d) => n + d.clicks, 0),
        posts: postsOf.get(p.applicationId)?.posts ?? 0,
        ...m,
        clicks_by_day: days,
        posts_failing_disclosure: postsOf.get(p.applicationId)?.failing ?? 0,
        engagement_rate: engagementRate(m),
        deal_amount: deal,
        cost_per_view: deal === null ? null : costPerView(deal, m.views),
      };
    });
  const totals = { clicks: 0, posts: 0, ...noMetrics() };
  for (const c of creators) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += c[k];
  return {
    campaign_id: campaign.id,
    campaign_title: campaign.title,
    collab_type: campaign.collabType,
    destination_url: extra?.destination ?? null,
    creators,
    totals,
  };
}

function pick(t: typeof postMetrics) {
  return { views: t.views, likes: t.likes, comments: t.comments, shares: t.shares, saves: t.saves };
}
