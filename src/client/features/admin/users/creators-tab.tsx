import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { DetailedInfluencer } from '@shared/schemas/admin-users';
import { abbreviateCount, formatCount } from '@shared/format';
import { StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { RatingText } from '@client/features/reviews/rating-text';
import type { Column } from '../shared/admin-list';
import { StandingBadges } from '../shared/standing-badges';
import { useDirectorySearch, UserDirectory } from '../shared/user-directory';
import { CreatorDetailsDialog } from './creator-details-dialog';

const IDENTITY: Column<DetailedInfluencer> = {
  header: 'Creator',
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
};

const COLUMNS: Column<DetailedInfluencer>[] = [
  {
    header: 'Social Stats',
    className: 'whitespace-nowrap text-xs',
    cell: (c) => (
      <>
        <p>Instagram: {abbreviateCount(c.follower_count)}</p>
        <p>YouTube: {abbreviateCount(c.youtube_subscribers)}</p>
        <p>Twitter: {abbreviateCount(c.x_followers)}</p>
      </>
    ),
  },
  {
    header: 'Performance',
    className: 'whitespace-nowrap text-xs',
    cell: (c) => (
      <>
        <p>{formatCount(c.total_applications)} applications</p>
        <p>{formatCount(c.accepted_applications)} accepted</p>
        <p>{formatCount(c.completed_campaigns)} completed</p>
      </>
    ),
  },
  {
    header: 'Rating',
    className: 'whitespace-nowrap',
    cell: (c) => <RatingText rating={c.rating} count={c.review_count} />,
  },
  {
    header: 'Price Range',
    className: 'whitespace-nowrap',
    cell: (c) => c.commercial_price_range ?? <span className="text-slate-500">Not set</span>,
  },
];

export function CreatorsTab() {
  const directory = useDirectorySearch();
  const summary = trpc.adminDirectory.creatorSummary.useQuery();
  const list = trpc.adminUsers.detailedInfluencers.useQuery(directory.input, {
    placeholderData: keepPreviousData,
  });
  const [details, setDetails] = useState<DetailedInfluencer | null>(null);
  const s = summary.data?.summary;

  return (
    <UserDirectory
      title="Creator Management"
      total={s?.total_creators}
      description="Every creator on the platform: contact details, reach, applications, suspensions."
      stats={
        <>
          <StatCard
            label="Instagram Followers"
            value={s ? formatCount(s.total_instagram_followers) : '—'}
            hint="Across all creators"
          />
          <StatCard
            label="YouTube Subscribers"
            value={s ? formatCount(s.total_youtube_subscribers) : '—'}
            hint="Across all creators"
          />
          <StatCard
            label="Twitter Followers"
            value={s ? formatCount(s.total_x_followers) : '—'}
            hint="Across all creators"
          />
          <StatCard
            label="Active Creators"
            value={s ? formatCount(s.active_creators) : '—'}
            hint={s ? `${formatCount(s.suspended_creators)} suspended` : undefined}
          />
        </>
      }
      noun="creators"
      directory={directory}
      list={list}
      rows={list.data?.influencers}
      nameOf={(c) => c.full_name}
      identity={IDENTITY}
      columns={COLUMNS}
      onDetails={setDetails}
      kind="user"
    >
      <CreatorDetailsDialog creator={details} onClose={() => setDetails(null)} />
    </UserDirectory>
  );
}
