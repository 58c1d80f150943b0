import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { DetailedInfluencer } from '../../../../shared/schemas/admin-users';
import { abbreviateCount, formatAdminDate, formatCount } from '../../../../shared/format';
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
import { CreatorDetailsDialog } from './creator-details-dialog';

type Target = { id: string; name: string } | null;

export function CreatorsTab() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const paging = usePaging(term);
  const summary = trpc.adminDirectory.creatorSummary.useQuery();
  const list = trpc.adminUsers.detailedInfluencers.useQuery({ search: term || undefined, ...paging.request }, { placeholderData: keepPreviousData });
  const { rows, hasNext } = paging.slice(list.data?.influencers);
  const [details, setDetails] = useState<DetailedInfluencer | null>(null);
  const [toSuspend, setToSuspend] = useState<Target>(null);
  const [toUnsuspend, setToUnsuspend] = useState<Target>(null);
  const s = summary.data?.summary;

  return (
    <div>
      <SectionHeader
        title={s ? `Creator Management (${formatCount(s.total_creators)})` : 'Creator Management'}
        description="Every creator on the platform: contact details, reach, applications, suspensions."
      />
      <div className="mb-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Instagram Followers" value={s ? formatCount(s.total_instagram_followers) : '—'} hint="Across all creators" />
        <StatCard label="YouTube Subscribers" value={s ? formatCount(s.total_youtube_subscribers) : '—'} hint="Across all creators" />
        <StatCard label="Twitter Followers" value={s ? formatCount(s.total_x_followers) : '—'} hint="Across all creators" />
        <StatCard label="Active Creators" value={s ? formatCount(s.active_creators) : '—'} hint={s ? `${formatCount(s.suspended_creators)} suspended` : undefined} />
      </div>
      <div className="mb-3">
        <SearchInput label="Search creators" placeholder="Search creators..." value={search} onChange={setSearch} />
      </div>
      {list.isPending ? (
        <SkeletonList count={3} className="h-14" />
      ) : list.isError ? (
        <InlineError action={<Button variant="secondary" size="sm" onClick={() => void list.refetch()}>Retry</Button>}>
          Error loading creators: {loadErrorMessage(list.error)}
        </InlineError>
      ) : rows.length === 0 ? (
        <EmptyState title={term ? 'No creators match your search.' : 'No creators have signed up yet.'} />
      ) : (
        <>
          <DataTable caption="Creators" busy={list.isPlaceholderData}>
            <thead>
              <tr>
                <Th>Creator</Th>
                <Th>Contact</Th>
                <Th>Social Stats</Th>
                <Th>Performance</Th>
                <Th>Price Range</Th>
                <Th>Joined</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((c) => (
                <tr key={c.id}>
                  <Td>
                    <div className="flex items-center gap-2">
                      <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800">
                        {c.full_name.charAt(0).toUpperCase()}
                      </span>
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{c.full_name}</p>
                        {c.username && <p className="text-xs text-slate-500">@{c.username}</p>}
                        {c.suspended && <Badge tone="red">Suspended</Badge>}
                      </div>
                    </div>
                  </Td>
                  <Td className="min-w-44">
                    <p className="[overflow-wrap:anywhere]">{c.email}</p>
                    {c.phone && <p className="text-xs text-slate-500">{c.phone}</p>}
                  </Td>
                  <Td className="whitespace-nowrap text-xs">
                    <p>Instagram: {abbreviateCount(c.follower_count)}</p>
                    <p>YouTube: {abbreviateCount(c.youtube_subscribers)}</p>
                    <p>Twitter: {abbreviateCount(c.x_followers)}</p>
                  </Td>
                  <Td className="whitespace-nowrap text-xs">
                    <p>{formatCount(c.total_applications)} applications</p>
                    <p>{formatCount(c.accepted_applications)} accepted</p>
                    <p>{formatCount(c.completed_campaigns)} completed</p>
                  </Td>
                  <Td className="whitespace-nowrap">{c.commercial_price_range ?? <span className="text-slate-500">Not set</span>}</Td>
                  <Td className="whitespace-nowrap">{formatAdminDate(c.user_created_at)}</Td>
                  <Td className="whitespace-nowrap">
                    <div className="flex flex-wrap gap-2">
                      <Button variant="secondary" size="sm" onClick={() => setDetails(c)} aria-label={`Details of ${c.full_name}`}>
                        Details
                      </Button>
                      {c.suspended ? (
                        <Button size="sm" onClick={() => setToUnsuspend({ id: c.id, name: c.full_name })} aria-label={`Unsuspend ${c.full_name}`}>
                          Unsuspend
                        </Button>
                      ) : (
                        <Button variant="danger" size="sm" onClick={() => setToSuspend({ id: c.id, name: c.full_name })} aria-label={`Suspend ${c.full_name}`}>
                          Suspend
                        </Button>
                      )}
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager label="Creators" offset={paging.offset} shown={rows.length} hasNext={hasNext} onPrevious={paging.previous} onNext={paging.next} />
        </>
      )}
      <CreatorDetailsDialog creator={details} onClose={() => setDetails(null)} />
      <SuspendUserDialog account={toSuspend} kind="user" onClose={() => setToSuspend(null)} />
      <UnsuspendDialog account={toUnsuspend} kind="user" onClose={() => setToUnsuspend(null)} />
    </div>
  );
}
