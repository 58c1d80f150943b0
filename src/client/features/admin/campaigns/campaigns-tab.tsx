import { keepPreviousData } from '@tanstack/react-query';
import { useCampaignTerms } from '@client/lib/campaign-terms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  statusTone,
  statusLabel,
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

export function CampaignsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'campaigns' });
  const terms = useCampaignTerms();
  const statusOptions = ADMIN_CAMPAIGN_FILTER_STATUSES.map((s) => ({
    value: s,
    label: s === 'all' ? t('allStatus') : statusLabel(s),
  }));
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
        title: t('updated'),
        description: t('updatedText', { title: campaign.title, status: t(`statusInText.${next}`) }),
      });
      void utils.adminCampaigns.invalidate();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t('updateFailed')),
      });
    }
  };

  const columns: Column<AdminCampaign>[] = [
    {
      header: t('columns.campaign'),
      className: 'min-w-48',
      cell: (c) => (
        <>
          <p className="font-medium text-slate-900">{c.title}</p>
          <TagList tags={c.tags} />
        </>
      ),
    },
    {
      header: t('columns.brand'),
      className: 'min-w-48',
      cell: (c) => (
        <>
          <p>{c.brand_name}</p>
          <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{c.profile.email}</p>
        </>
      ),
    },
    { header: t('columns.budget'), className: 'whitespace-nowrap', cell: terms.budget },
    { header: t('columns.applications'), cell: (c) => formatCount(c.application_count) },
    {
      header: t('columns.status'),
      cell: (c) => <Badge tone={statusTone(c.status)}>{statusLabel(c.status)}</Badge>,
    },
    {
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      cell: (c) => formatAdminDate(c.created_at),
    },
    {
      header: t('columns.actions'),
      className: 'whitespace-nowrap',
      cell: (c) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setDetails(c)}
            aria-label={t('viewLabel', { title: c.title })}
          >
            {t('view')}
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
      <SectionHeader title={t('title')} description={t('description')} />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        <StatCard label={t('stats.total')} value={n(s?.total_campaigns)} />
        <StatCard label={t('stats.active')} value={n(s?.active_campaigns)} />
        <StatCard label={t('stats.completed')} value={n(s?.completed_campaigns)} />
        <StatCard label={t('stats.draft')} value={n(s?.draft_campaigns)} />
        <StatCard label={t('stats.deleted')} value={n(s?.deleted_campaigns)} />
        <StatCard label={t('stats.applications')} value={n(s?.total_applications)} />
      </div>
      <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('stats.totalBudget')} value={money(s?.total_budget)} />
        <StatCard label={t('stats.completedBudget')} value={money(s?.completed_budget)} />
        <StatCard label={t('stats.draftBudget')} value={money(s?.draft_budget)} />
        <StatCard label={t('stats.deletedBudget')} value={money(s?.deleted_budget)} />
      </div>
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label={t('statusFilter')}
          className="sm:w-48 [&>label]:sr-only [&>select]:mt-0"
          value={status}
          options={statusOptions}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
      </div>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pagerLabel')}
        query={list}
        rows={list.data?.campaigns}
        paging={paging}
        rowKey={(c) => c.id}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
        skeleton="h-14"
      />
      <CampaignDetailsDialog campaign={details} onClose={() => setDetails(null)} />
    </div>
  );
}
