import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@shared/schemas/campaign';
import { useToast } from '@client/components/toast';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  LoadFailed,
  Pager,
  SearchInput,
  SkeletonList,
  Tabs,
} from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { emptiedPageOffset } from '@client/lib/paging';
import { usePaging } from '@client/lib/use-paging';
import { CampaignCard, type CampaignAction } from './campaign-card';
import { CampaignDetailDialog } from './campaign-detail-dialog';
import {
  activeFilterChips,
  EMPTY_FILTERS,
  filtersToInput,
  fromCampaignsSearch,
  toCampaignsSearch,
  type CampaignFilterState,
  type StatusTab,
} from './campaign-filters';
import type { CampaignsSearch } from './campaigns-search';
import { completeFailed, completionToast, processingToast } from './completion-messages';
import { EditCampaignDialog } from './edit-campaign-dialog';
import { FilterChips, FilterPopover } from './filter-popover';
import { useBrandRefresh } from './use-brand-refresh';
import { useUrlDraft } from '@client/lib/use-url-draft';

const STATUS_TABS: readonly StatusTab[] = ['all', 'active', 'completed', 'draft'];

/** The list refreshes itself every 30 seconds (docs/product.md#screens). */
const REFRESH_MS = 30_000;
const PAGE_SIZE = 20;

const CAMPAIGNS_CODEC = { toForm: fromCampaignsSearch, toUrl: toCampaignsSearch };

type Props = {
  onCreate: () => void;
  /** The status, search and filters as the URL holds them (they outlive the tab). */
  query: CampaignsSearch;
  onQueryChange: (next: CampaignsSearch) => void;
  /** A campaign just created: its card gets focus, or the tab's heading when the filters hide it. */
  focusCampaign?: string | null;
  onFocused?: () => void;
};

/** The Campaigns tab: status sub-tabs, search, filters, and each campaign's actions. */
export function CampaignsTab({
  onCreate,
  query: urlQuery,
  onQueryChange,
  focusCampaign = null,
  onFocused,
}: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const { t: tabName } = useTranslation('public', { keyPrefix: 'titles.brandTabs' });
  const toast = useToast();
  const refresh = useBrandRefresh();
  // What the fields show now; the URL (and the list) follow once typing pauses.
  const [form, setForm, setFormNow] = useUrlDraft(urlQuery, onQueryChange, CAMPAIGNS_CODEC);
  const { status, search, filters } = form;
  const setStatus = (next: StatusTab) => setFormNow((f) => ({ ...f, status: next }));
  const setSearch = (next: string) => setForm((f) => ({ ...f, search: next }));
  const setFilters = (next: CampaignFilterState) => setForm((f) => ({ ...f, filters: next }));
  const [viewing, setViewing] = useState<Campaign | null>(null);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [completing, setCompleting] = useState<Campaign | null>(null);

  const settled = fromCampaignsSearch(urlQuery);
  const query = {
    status: settled.status,
    search: settled.search.trim() || undefined,
    ...filtersToInput(settled.filters),
  };
  const queryKey = JSON.stringify(query);
  // Another status, search or filter starts again from the first page.
  const paging = usePaging(queryKey, PAGE_SIZE);
  const list = trpc.campaigns.listMy.useQuery(
    { ...query, limit: PAGE_SIZE, offset: paging.offset },
    { refetchInterval: REFRESH_MS, placeholderData: keepPreviousData },
  );
  const remove = trpc.campaigns.delete.useMutation();
  const complete = trpc.campaigns.complete.useMutation();

  // A page emptied by a delete (or a campaign moving to another status) steps back to the last page that has rows.
  const total = list.data?.total;
  const { offset, goTo } = paging;
  useEffect(() => {
    const back = total === undefined ? undefined : emptiedPageOffset(offset, PAGE_SIZE, total);
    if (back !== undefined) goTo(back);
  }, [total, offset, goTo]);

  // The campaign just created gets focus once the list shows it; the heading when the filters hide it.
  const focusHere = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      element.focus();
      onFocused?.();
    },
    [onFocused],
  );
  const hidden =
    !!focusCampaign &&
    !!list.data &&
    !list.isFetching &&
    !list.data.campaigns.some((c) => c.id === focusCampaign);

  const chips = activeFilterChips(filters, t);
  const clearFilters = () => setFormNow((f) => ({ ...f, filters: EMPTY_FILTERS }));

  const onAction = (action: CampaignAction, campaign: Campaign) => {
    if (action === 'view') setViewing(campaign);
    if (action === 'edit') setEditing(campaign);
    if (action === 'delete') setDeleting(campaign);
    if (action === 'complete') setCompleting(campaign);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({
        variant: 'success',
        title: t('campaigns.deleted'),
        description: t('campaigns.deletedText'),
      });
      setDeleting(null);
      void refresh();
    } catch (error) {
      toast({
        variant: 'error',
        title: t('common.error'),
        description: failureMessage(error, t('campaigns.deleteFailed')),
      });
    }
  };

  const confirmComplete = async () => {
    if (!completing) return;
    const campaign = completing;
    setCompleting(null);
    toast(processingToast(t));
    try {
      const result = await complete.mutateAsync({ id: campaign.id });
      toast(completionToast(result, t));
      setStatus('completed');
    } catch (error) {
      // The server's message says why (e.g. the campaign is no longer active); anything else gets the general text (docs/product.md#brand-messages).
      toast({
        variant: 'error',
        title: t('common.error'),
        description: failureMessage(error, completeFailed(t)),
      });
    } finally {
      void refresh();
    }
  };

  const campaigns = list.data?.campaigns ?? [];
  const body = list.isPending ? (
    <SkeletonList count={3} className="h-48" />
  ) : list.isError ? (
    <LoadFailed title={t('campaigns.loadFailed')} onRetry={list.refetch} />
  ) : campaigns.length === 0 ? (
    <EmptyState title={t('campaigns.noneFound')}>
      {/* Only a brand with no campaign at all: not one whose search or filters match none. */}
      {status === 'all' && !query.search && chips.length === 0 && (
        <Button onClick={onCreate}>{t('common.createFirst')}</Button>
      )}
    </EmptyState>
  ) : (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite">
        {t('campaigns.count', { count: list.data.total })}
      </p>
      {campaigns.map((c) => (
        <CampaignCard
          key={c.id}
          campaign={c}
          onAction={onAction}
          titleRef={c.id === focusCampaign ? focusHere : undefined}
        />
      ))}
      <Pager label={t('campaigns.pages')} paging={paging} total={list.data.total} shown={campaigns.length} />
    </div>
  );

  const panel = (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          label={t('campaigns.searchLabel')}
          value={search}
          onChange={setSearch}
          placeholder={t('campaigns.searchPlaceholder')}
        />
        <FilterPopover
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          active={chips.length > 0}
        />
      </div>
      <FilterChips chips={chips} filters={filters} onChange={setFilters} onClear={clearFilters} />
      {body}
    </div>
  );

  return (
    <section aria-labelledby="campaign-management" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id="campaign-management"
            ref={hidden ? focusHere : undefined}
            tabIndex={-1}
            className="text-xl font-semibold"
          >
            {t('campaigns.heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('campaigns.intro')}</p>
        </div>
        <Button onClick={onCreate}>{tabName('create')}</Button>
      </div>

      <Tabs
        label={t('campaigns.statusLabel')}
        selected={status}
        onChange={setStatus}
        items={STATUS_TABS.map((key) => ({
          key,
          label: t(`campaigns.status.${key}`),
          panel: key === status ? panel : null,
        }))}
      />

      <CampaignDetailDialog campaign={viewing} onClose={() => setViewing(null)} />
      <EditCampaignDialog campaign={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('campaigns.deleteTitle')}
        message={t('campaigns.deleteMessage')}
        confirmLabel={t('campaigns.delete')}
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={completing !== null}
        title={t('campaigns.completeTitle')}
        message={
          <div className="space-y-2">
            <p>
              {t('campaigns.completeBefore')}
              <strong>{completing?.title}</strong>
              {t('campaigns.completeAfter')}
            </p>
            <p>{t('campaigns.completeText')}</p>
          </div>
        }
        confirmLabel={t('campaigns.markComplete')}
        onConfirm={() => void confirmComplete()}
        onCancel={() => setCompleting(null)}
      />
    </section>
  );
}
