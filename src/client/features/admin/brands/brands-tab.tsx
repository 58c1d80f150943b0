import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { DetailedBrand } from '@shared/schemas/admin-users';
import { formatCount } from '@shared/format';
import { atHandle } from '@shared/social-handles';
import { StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import type { Column } from '../shared/admin-list';
import { StandingBadges } from '../shared/standing-badges';
import { useDirectorySearch, UserDirectory } from '../shared/user-directory';
import { BrandDetailsDialog, brandName } from './brand-details-dialog';

const socialsOf = (b: DetailedBrand) =>
  [
    b.instagram_handle && `Instagram ${atHandle(b.instagram_handle)}`,
    b.youtube_handle && `YouTube ${atHandle(b.youtube_handle)}`,
    b.x_handle && `X ${atHandle(b.x_handle)}`,
  ].filter((x): x is string => Boolean(x));

const IDENTITY: Column<DetailedBrand> = {
  header: 'Brand',
  cell: (b) => (
    <>
      <p className="font-medium text-slate-900">{brandName(b)}</p>
      {b.company_name && b.company_name !== b.full_name && (
        <p className="text-xs text-slate-500">{b.full_name}</p>
      )}
      {b.industry && <p className="text-xs text-slate-500">{b.industry}</p>}
      <StandingBadges account={b} />
    </>
  ),
};

const COLUMNS: Column<DetailedBrand>[] = [
  {
    header: 'Social Media',
    className: 'text-xs',
    cell: (b) => {
      const socials = socialsOf(b);
      return socials.length > 0 ? (
        socials.map((x) => <p key={x}>{x}</p>)
      ) : (
        <span className="text-slate-500">None</span>
      );
    },
  },
  {
    header: 'Campaigns',
    className: 'whitespace-nowrap text-xs',
    cell: (b) => (
      <>
        <p>{formatCount(b.total_campaigns)} total</p>
        <p>{formatCount(b.active_campaigns)} active</p>
        <p>{formatCount(b.draft_campaigns)} draft</p>
      </>
    ),
  },
  {
    header: 'Performance',
    className: 'whitespace-nowrap text-xs',
    cell: (b) => (
      <>
        <p>{formatCount(b.completed_campaigns)} completed</p>
        <p>{formatCount(b.total_applications_received)} applications</p>
        <p>{formatCount(b.completed_collaborations)} collaborations</p>
      </>
    ),
  },
];

export function BrandsTab() {
  const directory = useDirectorySearch();
  const summary = trpc.adminDirectory.brandSummary.useQuery();
  const list = trpc.adminUsers.detailedBrands.useQuery(directory.input, {
    placeholderData: keepPreviousData,
  });
  const [details, setDetails] = useState<DetailedBrand | null>(null);
  const s = summary.data?.summary;

  return (
    <UserDirectory
      title="Brand Management"
      total={s?.total_brands}
      description="Every brand on the platform: contacts, campaigns, collaborations, suspensions."
      stats={
        <>
          <StatCard
            label="Total Brands"
            value={s ? formatCount(s.total_brands) : '—'}
            hint={s ? `${formatCount(s.suspended_brands)} suspended` : undefined}
          />
          <StatCard
            label="Total Campaigns"
            value={s ? formatCount(s.total_campaigns) : '—'}
            hint={s ? `${formatCount(s.active_campaigns)} active` : undefined}
          />
          <StatCard
            label="Applications Received"
            value={s ? formatCount(s.total_applications_received) : '—'}
          />
          <StatCard
            label="Brands with Social Media"
            value={s ? formatCount(s.brands_with_social_media) : '—'}
          />
        </>
      }
      noun="brands"
      directory={directory}
      list={list}
      rows={list.data?.brands}
      nameOf={brandName}
      identity={IDENTITY}
      columns={COLUMNS}
      onDetails={setDetails}
      kind="brand"
    >
      <BrandDetailsDialog brand={details} onClose={() => setDetails(null)} />
    </UserDirectory>
  );
}
