import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { DetailedBrand } from '../../../../shared/schemas/admin-users';
import { formatAdminDate, formatCount } from '../../../../shared/format';
import { Badge, Button, EmptyState, SearchInput, SkeletonList, StatCard } from '../../../components/ui';
import { trpc } from '../../../lib/trpc';
import { loadErrorMessage } from '../shared/failure';
import { InlineError } from '../shared/inline-error';
import { Pager } from '../shared/pager';
import { usePaging } from '../shared/paging';
import { SectionHeader } from '../shared/section-header';
import { SuspendUserDialog } from '../shared/suspend-user-dialog';
import { DataTable, Td, Th } from '../shared/table';
import { UnsuspendDialog } from '../shared/unsuspend-dialog';
import { useDebounced } from '../../../lib/use-debounced';
import { BrandDetailsDialog, brandName } from './brand-details-dialog';

type Target = { id: string; name: string } | null;

export function BrandsTab() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const paging = usePaging(term);
  const summary = trpc.adminDirectory.brandSummary.useQuery();
  const list = trpc.adminUsers.detailedBrands.useQuery({ search: term || undefined, ...paging.request }, { placeholderData: keepPreviousData });
  const { rows, hasNext } = paging.slice(list.data?.brands);
  const [details, setDetails] = useState<DetailedBrand | null>(null);
  const [toSuspend, setToSuspend] = useState<Target>(null);
  const [toUnsuspend, setToUnsuspend] = useState<Target>(null);
  const s = summary.data?.summary;

  return (
    <div>
      <SectionHeader
        title={s ? `Brand Management (${formatCount(s.total_brands)})` : 'Brand Management'}
        description="Every brand on the platform: contacts, campaigns, collaborations, suspensions."
      />
      <div className="mb-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Brands" value={s ? formatCount(s.total_brands) : '—'} hint={s ? `${formatCount(s.suspended_brands)} suspended` : undefined} />
        <StatCard label="Total Campaigns" value={s ? formatCount(s.total_campaigns) : '—'} hint={s ? `${formatCount(s.active_campaigns)} active` : undefined} />
        <StatCard label="Applications Received" value={s ? formatCount(s.total_applications_received) : '—'} />
        <StatCard label="Brands with Social Media" value={s ? formatCount(s.brands_with_social_media) : '—'} />
      </div>
      <div className="mb-3">
        <SearchInput label="Search brands" placeholder="Search brands..." value={search} onChange={setSearch} />
      </div>
      {list.isPending ? (
        <SkeletonList count={3} className="h-14" />
      ) : list.isError ? (
        <InlineError action={<Button variant="secondary" size="sm" onClick={() => void list.refetch()}>Retry</Button>}>
          Error loading brands: {loadErrorMessage(list.error)}
        </InlineError>
      ) : rows.length === 0 ? (
        <EmptyState title={term ? 'No brands match your search.' : 'No brands have signed up yet.'} />
      ) : (
        <>
          <DataTable caption="Brands" busy={list.isPlaceholderData}>
            <thead>
              <tr>
                <Th>Brand</Th>
                <Th>Contact</Th>
                <Th>Social Media</Th>
                <Th>Campaigns</Th>
                <Th>Performance</Th>
                <Th>Joined</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((b) => {
                const name = brandName(b);
                const socials = [
                  b.instagram_handle && `Instagram @${b.instagram_handle.replace(/^@/, '')}`,
                  b.youtube_handle && `YouTube ${b.youtube_handle}`,
                  b.x_handle && `X @${b.x_handle.replace(/^@/, '')}`,
                ].filter(Boolean);
                return (
                  <tr key={b.id}>
                    <Td>
                      <p className="font-medium text-slate-900">{name}</p>
                      {b.company_name && b.company_name !== b.full_name && <p className="text-xs text-slate-500">{b.full_name}</p>}
                      {b.industry && <p className="text-xs text-slate-500">{b.industry}</p>}
                      {b.suspended && <Badge tone="red">Suspended</Badge>}
                    </Td>
                    <Td className="min-w-44">
                      <p className="[overflow-wrap:anywhere]">{b.email}</p>
                      {b.phone && <p className="text-xs text-slate-500">{b.phone}</p>}
                    </Td>
                    <Td className="text-xs">{socials.length > 0 ? socials.map((x) => <p key={x as string}>{x}</p>) : <span className="text-slate-500">None</span>}</Td>
                    <Td className="whitespace-nowrap text-xs">
                      <p>{formatCount(b.total_campaigns)} total</p>
                      <p>{formatCount(b.active_campaigns)} active</p>
                      <p>{formatCount(b.draft_campaigns)} draft</p>
                    </Td>
                    <Td className="whitespace-nowrap text-xs">
                      <p>{formatCount(b.completed_campaigns)} completed</p>
                      <p>{formatCount(b.total_applications_received)} applications</p>
                      <p>{formatCount(b.completed_collaborations)} collaborations</p>
                    </Td>
                    <Td className="whitespace-nowrap">{formatAdminDate(b.user_created_at)}</Td>
                    <Td className="whitespace-nowrap">
                      <div className="flex flex-wrap gap-2">
                        <Button variant="secondary" size="sm" onClick={() => setDetails(b)} aria-label={`Details of ${name}`}>
                          Details
                        </Button>
                        {b.suspended ? (
                          <Button size="sm" onClick={() => setToUnsuspend({ id: b.id, name })} aria-label={`Unsuspend ${name}`}>
                            Unsuspend
                          </Button>
                        ) : (
                          <Button variant="danger" size="sm" onClick={() => setToSuspend({ id: b.id, name })} aria-label={`Suspend ${name}`}>
                            Suspend
                          </Button>
                        )}
                      </div>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          <Pager label="Brands" offset={paging.offset} shown={rows.length} hasNext={hasNext} onPrevious={paging.previous} onNext={paging.next} />
        </>
      )}
      <BrandDetailsDialog brand={details} onClose={() => setDetails(null)} />
      <SuspendUserDialog account={toSuspend} kind="brand" onClose={() => setToSuspend(null)} />
      <UnsuspendDialog account={toUnsuspend} kind="brand" onClose={() => setToUnsuspend(null)} />
    </div>
  );
}
