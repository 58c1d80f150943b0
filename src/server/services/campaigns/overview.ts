import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rows } from '@db/dialect';
import { applications, campaigns, profiles, users, workSubmissions } from '@db/schema';
import { standingApplication } from '../standing-applications';

/**
 * The brand overview (docs/product.md#brand-overview): the four stat cards (over campaigns that are not deleted) and the
 * three top performing influencers, each in one aggregate query.
 */
export async function brandOverview(db: Db, brandId: string) {
  const live = sql`${campaigns.userId} = ${brandId} and ${campaigns.status} != 'deleted'`;
  const [stats] = await rows<{
    active_campaigns: number;
    total_applications: number;
    accepted_influencers: number;
    pending_review: number;
    pending_work: number;
  }>(
    db,
    sql`
    select
      (select count(*) from ${campaigns} where ${campaigns.userId} = ${brandId} and ${campaigns.status} = 'active') as active_campaigns,
      count(${applications.id}) as total_applications,
      count(case when ${applications.status} in ('accepted', 'approved', 'completed') then 1 end) as accepted_influencers,
      count(case when ${applications.status} = 'pending' then 1 end) as pending_review,
      (select count(*) from ${workSubmissions} inner join ${campaigns} on ${campaigns.id} = ${workSubmissions.campaignId}
        where ${live} and ${workSubmissions.status} = 'pending') as pending_work
    from ${applications} inner join ${campaigns} on ${campaigns.id} = ${applications.campaignId}
    where ${live} and ${standingApplication}`,
  );

  // Ranked by collaborations completed with this brand, then followers (docs/product.md#brand-overview).
  // Grouped by the follower count too (one profile per user): PostgreSQL groups by what it selects.
  const top = await rows<{
    id: string;
    name: string;
    avatar_url: string | null;
    follower_count: number;
    campaigns: number;
    ongoing: number;
  }>(
    db,
    sql`
    select ${users.id} as id, ${users.fullName} as name, ${users.avatarUrl} as avatar_url,
      coalesce(${profiles.followerCount}, 0) as follower_count,
      count(case when ${applications.status} = 'completed' then 1 end) as campaigns,
      count(case when ${applications.status} in ('accepted', 'approved') then 1 end) as ongoing
    from ${applications}
      inner join ${campaigns} on ${campaigns.id} = ${applications.campaignId}
      inner join ${users} on ${users.id} = ${applications.creatorId}
      left join ${profiles} on ${profiles.userId} = ${applications.creatorId}
    where ${live} and ${applications.status} in ('accepted', 'approved', 'completed')
    group by ${users.id}, ${profiles.followerCount}
    order by campaigns desc, follower_count desc, lower(${users.fullName}), ${users.id}
    limit 3`,
  );

  return {
    stats: {
      active_campaigns: stats?.active_campaigns ?? 0,
      total_applications: stats?.total_applications ?? 0,
      accepted_influencers: stats?.accepted_influencers ?? 0,
      pending_review: stats?.pending_review ?? 0,
      pending_work: stats?.pending_work ?? 0,
    },
    top_influencers: top.map((r) => ({
      id: r.id,
      name: r.name?.trim() || 'Unknown',
      avatar_url: r.avatar_url,
      follower_count: r.follower_count,
      campaigns: r.campaigns,
      status: r.ongoing > 0 || r.campaigns === 0 ? ('Active' as const) : ('Completed' as const),
    })),
  };
}
