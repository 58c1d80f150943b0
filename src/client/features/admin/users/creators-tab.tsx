import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DetailedInfluencer } from '@shared/schemas/admin-users';
import { abbreviateCount, formatCount } from '@shared/format';
import { StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { RatingText } from '@client/features/reviews/rating-text';
import type { Column } from '../shared/admin-list';
import { StandingBadges } from '../shared/standing-badges';
import { useDirectorySearch, UserDirectory } from '../shared/user-directory';
import { CreatorDetailsDialog } from './creator-details-dialog';

type T = TFunction<'admin', 'users'>;

const identity = (t: T): Column<DetailedInfluencer> => ({
  header: t('columns.creator'),
  cell: (c) => (
    <div className="flex items-center gap-2">
      <span
        aria-hidden
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800"
      >
        {c.full_name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{c.full_name}</p>
        {c.username && <p className="text-xs text-slate-500">@{c.username}</p>}
        <StandingBadges account={c} />
      </div>
    </div>
  ),
});

const columns = (t: T): Column<DetailedInfluencer>[] => [
  {
    header: t('columns.socialStats'),
    className: 'whitespace-nowrap text-xs',
    cell: (c) => (
      <>
        <p>{t('cells.instagram', { n: abbreviateCount(c.follower_count) })}</p>
        <p>{t('cells.youtube', { n: abbreviateCount(c.youtube_subscribers) })}</p>
        <p>{t('cells.twitter', { n: abbreviateCount(c.x_followers) })}</p>
      </>
    ),
  },
  {
    header: t('columns.performance'),
    className: 'whitespace-nowrap text-xs',
    cell: (c) => (
      <>
        <p>{t('cells.applications', { n: formatCount(c.total_applications) })}</p>
        <p>{t('cells.accepted', { n: formatCount(c.accepted_applications) })}</p>
        <p>{t('cells.completed', { n: formatCount(c.completed_campaigns) })}</p>
      </>
    ),
  },
  {
    header: t('columns.rating'),
    className: 'whitespace-nowrap',
    cell: (c) => <RatingText rating={c.rating} count={c.review_count} />,
  },
  {
    header: t('columns.priceRange'),
    className: 'whitespace-nowrap',
    cell: (c) => c.commercial_price_range ?? <span className="text-slate-500">{t('cells.notSet')}</span>,
  },
];

export function CreatorsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'users' });
  const directory = useDirectorySearch();
  const summary = trpc.adminDirectory.creatorSummary.useQuery();
  const list = trpc.adminUsers.detailedInfluencers.useQuery(directory.input, {
    placeholderData: keepPreviousData,
  });
  const [details, setDetails] = useState<DetailedInfluencer | null>(null);
  const s = summary.data?.summary;

  return (
    <UserDirectory
      title={t('title')}
      total={s?.total_creators}
      description={t('description')}
      stats={
        <>
          <StatCard
            label={t('stats.instagramFollowers')}
            value={s ? formatCount(s.total_instagram_followers) : '—'}
            hint={t('stats.acrossAll')}
          />
          <StatCard
            label={t('stats.youtubeSubscribers')}
            value={s ? formatCount(s.total_youtube_subscribers) : '—'}
            hint={t('stats.acrossAll')}
          />
          <StatCard
            label={t('stats.twitterFollowers')}
            value={s ? formatCount(s.total_x_followers) : '—'}
            hint={t('stats.acrossAll')}
          />
          <StatCard
            label={t('stats.activeCreators')}
            value={s ? formatCount(s.active_creators) : '—'}
            hint={s ? t('stats.suspended', { n: formatCount(s.suspended_creators) }) : undefined}
          />
        </>
      }
      noun={t('noun')}
      directory={directory}
      list={list}
      rows={list.data?.influencers}
      nameOf={(c) => c.full_name}
      identity={identity(t)}
      columns={columns(t)}
      onDetails={setDetails}
      kind="user"
    >
      <CreatorDetailsDialog creator={details} onClose={() => setDetails(null)} />
    </UserDirectory>
  );
}
