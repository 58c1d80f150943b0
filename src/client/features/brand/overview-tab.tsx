import { abbreviateCount, formatCount } from '@shared/format';
import { Badge, Button, Card, EmptyState, LoadFailed, SkeletonList, StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { UserAvatar } from '@client/components/user-avatar';

/** The four figures and Top Performing Influencers (docs/product.md#brand-overview). */
export function OverviewTab({ onCreate }: { onCreate: () => void }) {
  const overview = trpc.campaigns.myOverview.useQuery();
  // Whether the brand has any campaign at all (any status): only one without is asked to create its first.
  const anyCampaign = trpc.campaigns.listMy.useQuery({ limit: 1 });
  const firstCampaign = anyCampaign.data?.total === 0;

  if (overview.isPending) return <SkeletonList count={3} />;
  if (overview.isError) {
    return <LoadFailed title="The overview could not be loaded." onRetry={overview.refetch} />;
  }

  const { stats, top_influencers: top } = overview.data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Active Campaigns" value={formatCount(stats.active_campaigns)} />
        <StatCard label="Total Applications" value={formatCount(stats.total_applications)} />
        <StatCard
          label="Accepted Influencers"
          value={formatCount(stats.accepted_influencers)}
          hint={`From ${formatCount(stats.total_applications)} ${stats.total_applications === 1 ? 'application' : 'applications'}`}
        />
        <StatCard
          label="Pending Review"
          value={formatCount(stats.pending_review)}
          hint={<span className="font-medium text-amber-800">Requires action</span>}
        />
      </div>

      <Card>
        <h2 className="text-lg font-semibold">Top Performing Influencers</h2>
        {top.length === 0 ? (
          <div className="mt-4">
            <EmptyState title="No influencer collaborations yet">
              {firstCampaign ? (
                <Button onClick={onCreate}>Create Your First Campaign</Button>
              ) : (
                <p className="text-sm text-slate-600">Creators you accept to your campaigns appear here.</p>
              )}
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {top.map((influencer) => (
              <li key={influencer.id} className="flex flex-wrap items-center gap-3 py-3">
                <UserAvatar name={influencer.name || 'Unknown'} src={influencer.avatar_url} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{influencer.name || 'Unknown'}</p>
                  <p className="text-sm text-slate-600">
                    {influencer.follower_count > 0
                      ? `${abbreviateCount(influencer.follower_count)} followers`
                      : 'No follower data'}
                  </p>
                </div>
                <p className="text-sm text-slate-700">
                  {influencer.campaigns} {influencer.campaigns === 1 ? 'campaign' : 'campaigns'}
                </p>
                <Badge tone={influencer.status === 'Active' ? 'green' : 'blue'}>{influencer.status}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
