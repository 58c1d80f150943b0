import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DetailedBrand } from '@shared/schemas/admin-users';
import { formatCount } from '@shared/format';
import { atHandle } from '@shared/social-handles';
import { StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import type { Column } from '../shared/admin-list';
import { StandingBadges } from '../shared/standing-badges';
import { useDirectorySearch, UserDirectory } from '../shared/user-directory';
import { BrandDetailsDialog, brandName } from './brand-details-dialog';

type T = TFunction<'admin', 'brands'>;

const socialsOf = (t: T, b: DetailedBrand) =>
  [
    b.instagram_handle && t('cells.instagram', { handle: atHandle(b.instagram_handle) }),
    b.youtube_handle && t('cells.youtube', { handle: atHandle(b.youtube_handle) }),
    b.x_handle && t('cells.x', { handle: atHandle(b.x_handle) }),
  ].filter((x): x is string => Boolean(x));

const identity = (t: T): Column<DetailedBrand> => ({
  header: t('columns.brand'),
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
});

const columns = (t: T): Column<DetailedBrand>[] => [
  {
    header: t('columns.socialMedia'),
    className: 'text-xs',
    cell: (b) => {
      const socials = socialsOf(t, b);
      return socials.length > 0 ? (
        socials.map((x) => <p key={x}>{x}</p>)
      ) : (
        <span className="text-slate-500">{t('cells.none')}</span>
      );
    },
  },
  {
    header: t('columns.campaigns'),
    className: 'whitespace-nowrap text-xs',
    cell: (b) => (
      <>
        <p>{t('cells.total', { n: formatCount(b.total_campaigns) })}</p>
        <p>{t('cells.active', { n: formatCount(b.active_campaigns) })}</p>
        <p>{t('cells.draft', { n: formatCount(b.draft_campaigns) })}</p>
      </>
    ),
  },
  {
    header: t('columns.performance'),
    className: 'whitespace-nowrap text-xs',
    cell: (b) => (
      <>
        <p>{t('cells.completed', { n: formatCount(b.completed_campaigns) })}</p>
        <p>{t('cells.applications', { n: formatCount(b.total_applications_received) })}</p>
        <p>{t('cells.collaborations', { n: formatCount(b.completed_collaborations) })}</p>
      </>
    ),
  },
];

export function BrandsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'brands' });
  const directory = useDirectorySearch();
  const summary = trpc.adminDirectory.brandSummary.useQuery();
  const list = trpc.adminUsers.detailedBrands.useQuery(directory.input, {
    placeholderData: keepPreviousData,
  });
  const [details, setDetails] = useState<DetailedBrand | null>(null);
  const s = summary.data?.summary;

  return (
    <UserDirectory
      title={t('title')}
      total={s?.total_brands}
      description={t('description')}
      stats={
        <>
          <StatCard
            label={t('stats.totalBrands')}
            value={s ? formatCount(s.total_brands) : '—'}
            hint={s ? t('stats.suspended', { n: formatCount(s.suspended_brands) }) : undefined}
          />
          <StatCard
            label={t('stats.totalCampaigns')}
            value={s ? formatCount(s.total_campaigns) : '—'}
            hint={s ? t('stats.active', { n: formatCount(s.active_campaigns) }) : undefined}
          />
          <StatCard
            label={t('stats.applicationsReceived')}
            value={s ? formatCount(s.total_applications_received) : '—'}
          />
          <StatCard
            label={t('stats.withSocialMedia')}
            value={s ? formatCount(s.brands_with_social_media) : '—'}
          />
        </>
      }
      noun={t('noun')}
      directory={directory}
      list={list}
      rows={list.data?.brands}
      nameOf={brandName}
      identity={identity(t)}
      columns={columns(t)}
      onDetails={setDetails}
      kind="brand"
    >
      <BrandDetailsDialog brand={details} onClose={() => setDetails(null)} />
    </UserDirectory>
  );
}
