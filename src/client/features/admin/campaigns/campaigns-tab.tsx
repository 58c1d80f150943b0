import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { budgetLabel } from '@shared/campaign-terms';
import type { AdminCampaign } from '@shared/schemas/admin-campaign';
import { ADMIN_CAMPAIGN_FILTER_STATUSES } from '@shared/schemas/admin-campaign';
import { formatCount, formatRupees } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import {
  Badge,
  Button,
  SearchInput,
  SelectField,
  StatCard,
  statusLabel,
  statusTone,
} from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { loadErrorMessage, failureMessage } from '@client/lib/failure';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { SectionHeader } from '../shared/section-header';
import { TagList } from '../shared/tag-list';
import { useDebounced } from '@client/lib/use-debounced';
import { CampaignActionsMenu, MODERATION_ACTIONS } from './campaign-actions-menu';
import { CampaignDetailsDialog } from './campaign-details-dialog';

type StatusFilter = (typeof ADMIN_CAMPAIGN_FILTER_STATUSES)[number];
const STATUS_OPTIONS = ADMIN_CAMPAIGN_FILTER_STATUSES.map((s) => ({
  value: s,
  label: s === 'all' ? 'All Status' : statusLabel(s),
}));

export function CampaignsTab() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const term = useDebounced(search.trim());
  const paging = useAdminPaging(`${term}|${status}`);
  const stats = trpc.adminCampaigns.stats.useQuery();
  const list = trpc.adminCampaigns.all.useQuery(
    { search: term || undefined, status, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const [details, setDetails] = useState<AdminCampaign | null>(null);
  const setStatusMutation = trpc.adminCampaigns.setStatus.useMutation();
  const s = stats.data?.stats;
  const n = (v: number | undefined) => (v === undefined ? '—' : formatCount(v));
  const money = (v: number | undefined) => (v === undefined ? '—' : formatRupees(v));

  const moderate = async (campaign: AdminCampaign, next: (typeof MODERATION_ACTIONS)[number]['status']) => {
    try {
      await setStatusMutation.mutateAsync({ id: campaign.id, status: next });
      toast({
        variant: 'success',
        title: 'Campaign updated',
        description: `"${campaign.title}" is now ${statusLabel(next).toLowerCase()}.`,
      });
      void utils.adminCampaigns.invalidate();
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, 'Failed to update campaign status.'),
      });
    }
  };

  const columns: Column<AdminCampaign>[] = [
    {
      header: 'Campaign',
      className: 'min-w-48',
      cell: (c) => (
        <>
          <p className="font-medium text-slate-900">{c.title}</p>
          <TagList tags={c.tags} />
        </>
      ),
    },
    {
      header: 'Brand',
      className: 'min-w-48',
      cell: (c) => (
        <>
          <p>{c.brand_name}</p>
          <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{c.profile.email}</p>
        </>
      ),
    },
    { header: 'Budget', className: 'whitespace-nowrap', cell: budgetLabel },
    { header: 'Applications', cell: (c) => formatCount(c.application_count) },
    { header: 'Status', cell: (c) => <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge> },
    { header: 'Created', className: 'whitespace-nowrap', cell: (c) => formatAdminDate(c.created_at) },
    {
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (c) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDetails(c)} aria-label={`View ${c.title}`}>
            View
          </Button>
          <CampaignActionsMenu
            campaign={c}
            busy={setStatusMutation.isPending && setStatusMutation.variables?.id === c.id}
            onSelect={(next) => void moderate(c, next)}
          />
        </div>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title="Campaign Moderation"
        description="Every campaign, deleted ones included: review them and change their status."
      />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        <StatCard label="Total" value={n(s?.total_campaigns)} />
        <StatCard label="Active" value={n(s?.active_campaigns)} />
        <StatCard label="Completed" value={n(s?.completed_campaigns)} />
        <StatCard label="Draft" value={n(s?.draft_campaigns)} />
        <StatCard label="Deleted" value={n(s?.deleted_campaigns)} />
        <StatCard label="Applications" value={n(s?.total_applications)} />
      </div>
      <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Budget" value={money(s?.total_budget)} />
        <StatCard label="Completed Budget" value={money(s?.completed_budget)} />
        <StatCard label="Draft Budget" value={money(s?.draft_budget)} />
        <StatCard label="Deleted Budget" value={money(s?.deleted_budget)} />
      </div>
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search campaigns"
          placeholder="Search campaigns..."
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label="Status"
          className="sm:w-48 [&>label]:sr-only [&>select]:mt-0"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
      </div>
      <AdminList
        caption="Campaigns"
        pagerLabel="Campaigns pages"
        query={list}
        rows={list.data?.campaigns}
        paging={paging}
        rowKey={(c) => c.id}
        columns={columns}
        empty="No campaigns found matching your criteria."
        failure={(error) => `Error loading campaigns: ${loadErrorMessage(error)}`}
        skeleton="h-14"
      />
      <CampaignDetailsDialog campaign={details} onClose={() => setDetails(null)} />
    </div>
  );
}
