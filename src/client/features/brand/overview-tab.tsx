import { useTranslation } from 'react-i18next';
import { abbreviateCount, formatCount } from '@shared/format';
import { Badge, Button, Card, EmptyState, LoadFailed, SkeletonList, StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { UserAvatar } from '@client/components/user-avatar';

/** The four figures and Top Performing Influencers (docs/product.md#brand-overview). */
export function OverviewTab({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const overview = trpc.campaigns.myOverview.useQuery();
  // Whether the brand has any campaign at all (any status): only one without is asked to create its first.
  const anyCampaign = trpc.campaigns.listMy.useQuery({ limit: 1 });
  const firstCampaign = anyCampaign.data?.total === 0;

  if (overview.isPending) return <SkeletonList count={3} />;
  if (overview.isError) {
    return <LoadFailed title={t('overview.loadFailed')} onRetry={overview.refetch} />;
  }

  const { stats, top_influencers: top } = overview.data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label={t('overview.activeCampaigns')} value={formatCount(stats.active_campaigns)} />
        <StatCard label={t('overview.totalApplications')} value={formatCount(stats.total_applications)} />
        <StatCard
          label={t('overview.acceptedInfluencers')}
          value={formatCount(stats.accepted_influencers)}
          hint={t('overview.fromApplications', {
            count: stats.total_applications,
            total: formatCount(stats.total_applications),
          })}
        />
        <StatCard
          label={t('overview.pendingReview')}
          value={formatCount(stats.pending_review)}
          hint={<span className="font-medium text-amber-800">{t('overview.requiresAction')}</span>}
        />
      </div>

      <Card>
        <h2 className="text-lg font-semibold">{t('overview.topInfluencers')}</h2>
        {top.length === 0 ? (
          <div className="mt-4">
            <EmptyState title={t('overview.noCollaborations')}>
              {firstCampaign ? (
                <Button onClick={onCreate}>{t('common.createFirst')}</Button>
              ) : (
                <p className="text-sm text-slate-600">{t('overview.acceptedAppearHere')}</p>
              )}
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {top.map((influencer) => (
              <li key={influencer.id} className="flex flex-wrap items-center gap-3 py-3">
                <UserAvatar name={influencer.name || t('common.unknown')} src={influencer.avatar_url} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{influencer.name || t('common.unknown')}</p>
                  <p className="text-sm text-slate-600">
                    {influencer.follower_count > 0
                      ? t('common.followers', { followers: abbreviateCount(influencer.follower_count) })
                      : t('common.noFollowerData')}
                  </p>
                </div>
                <p className="text-sm text-slate-700">
                  {t('overview.campaigns', { count: influencer.campaigns })}
                </p>
                <Badge tone={influencer.status === 'Active' ? 'green' : 'blue'}>
                  {t(`overview.influencerStatus.${influencer.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
