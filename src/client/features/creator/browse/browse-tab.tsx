import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import { APPLICATION_MESSAGES } from '@shared/schemas/application';
import type { Campaign } from '@shared/schemas/campaign';
import { useToast } from '@client/components/toast';
import { Button, EmptyState, LoadFailed, Pager, SearchInput, SkeletonList } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';
import { usePaging } from '@client/lib/use-paging';
import { useUrlDraft } from '@client/lib/use-url-draft';
import { failureMessage } from '@client/lib/failure';
import { isMessage, messageText } from '@client/i18n/messages';
import type { BrowseSearch } from './browse-search';
import { ApplyDialog, type SendApplication } from './apply-dialog';
import { CampaignCard } from './campaign-card';
import { FilterPanel } from './filter-panel';
import {
  activeFilterChips,
  EMPTY_FILTERS,
  fromBrowseSearch,
  toBrowseSearch,
  toListInput,
  type BrowseFilters,
} from './filters';
import { ReportDialog, type ReportTarget } from './report-dialog';
import { useAppliedCampaigns } from './use-applied';

const PAGE_SIZE = 10;
const BROWSE_CODEC = { toForm: fromBrowseSearch, toUrl: toBrowseSearch };

type Props = {
  /** The search, filters and sort as the URL holds them (they outlive the tab). */
  query: BrowseSearch;
  onQueryChange: (next: BrowseSearch) => void;
};

/** Browse: the active campaigns of every brand, searched and filtered by the server, with Apply (and a pitch) and Report. */
export function BrowseTab({ query: urlQuery, onQueryChange }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.browse' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const panelId = useId();
  // What the fields show now; the URL (and the list) follow once typing pauses.
  const [form, setForm, setFormNow] = useUrlDraft(urlQuery, onQueryChange, BROWSE_CODEC);
  const { search, filters } = form;
  const setSearch = (next: string) => setForm((f) => ({ ...f, search: next }));
  const setFilters = (next: BrowseFilters | ((f: BrowseFilters) => BrowseFilters)) =>
    setForm((f) => ({ ...f, filters: typeof next === 'function' ? next(f.filters) : next }));
  const [panelOpen, setPanelOpen] = useState(false);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  // Applied here before the applications list has caught up (or told so by a 409).
  const [appliedNow, setAppliedNow] = useState<ReadonlySet<string>>(new Set());

  const settled = fromBrowseSearch(urlQuery);
  const query = toListInput(settled.search, settled.filters);
  const queryKey = JSON.stringify(query);
  // Another search or filter starts again from the first page.
  const paging = usePaging(queryKey, PAGE_SIZE);

  const campaigns = trpc.campaigns.list.useQuery(
    { ...query, limit: PAGE_SIZE, offset: paging.offset },
    { placeholderData: keepPreviousData },
  );
  const list = campaigns.data?.campaigns ?? [];
  const appliedOnServer = useAppliedCampaigns(list.map((c) => c.id));
  const isApplied = (id: string) => appliedNow.has(id) || appliedOnServer.has(id);

  const apply = trpc.applications.create.useMutation();
  const markApplied = (id: string) => setAppliedNow((s) => new Set(s).add(id));

  const [applyTarget, setApplyTarget] = useState<Campaign | null>(null);

  /** Sends the application; true unless the pitch was refused (its message is then on the field). */
  const onSend: SendApplication = async (c, pitch, showServerErrors) => {
    try {
      await apply.mutateAsync({ campaign_id: c.id, message: pitch });
      markApplied(c.id);
      toast({
        variant: 'success',
        title: t('submitted'),
        description: t('submittedText', { title: c.title, brand: c.brand_name }),
      });
      return true;
    } catch (e) {
      const { status, message } = apiError(e);
      if (status === 400 && showServerErrors(e)) return false;
      if (status === 409 && isMessage(message, APPLICATION_MESSAGES.alreadyApplied)) {
        markApplied(c.id);
        toast({
          variant: 'error',
          title: t('alreadyApplied'),
          description: messageText(APPLICATION_MESSAGES.alreadyApplied),
        });
      } else if (status === 404) {
        toast({
          variant: 'error',
          title: t('error'),
          description: messageText(APPLICATION_MESSAGES.campaignNotFound),
        });
      } else if (status === 409) {
        // The campaign stopped taking applications since the list was loaded: the server says so.
        toast({ variant: 'error', title: t('error'), description: message });
      } else {
        toast({
          variant: 'error',
          title: t('error'),
          description: failureMessage(e, t('applyFailed')),
        });
      }
      return true;
    } finally {
      // Counts, Applied marks and campaigns that closed meanwhile all come back from the server.
      void utils.applications.listMy.invalidate();
      void utils.campaigns.list.invalidate();
    }
  };

  const chips = activeFilterChips(filters);
  const anyFilter = chips.length > 0 || search.trim() !== '';
  const clearAll = () => setFormNow({ search: '', filters: EMPTY_FILTERS });
  const total = campaigns.data?.total ?? 0;

  return (
    <section aria-labelledby="browse-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="browse-heading" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        {campaigns.data && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {formatCount(total)} {t('count', { count: total })}
          </p>
        )}
      </div>

      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          label={t('searchLabel')}
          value={search}
          onChange={setSearch}
          placeholder={t('searchPlaceholder')}
        />
        <Button
          variant="secondary"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((o) => !o)}
        >
          {t('filters')}
          {chips.length > 0 && (
            <span className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">{chips.length}</span>
          )}
        </Button>
      </div>
      {panelOpen && <FilterPanel id={panelId} filters={filters} onChange={setFilters} />}

      {anyFilter && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">{t('activeFilters')}</span>
          {search.trim() && (
            <FilterChip label={t('searchChip', { text: search.trim() })} onRemove={() => setSearch('')} />
          )}
          {chips.map((chip) => (
            <FilterChip key={chip.key} label={chip.label} onRemove={() => setFilters((f) => chip.clear(f))} />
          ))}
          <Button variant="ghost" size="sm" onClick={clearAll}>
            {t('clearAll')}
          </Button>
        </div>
      )}

      <div className="mt-4" aria-busy={campaigns.isFetching}>
        {campaigns.isPending ? (
          <SkeletonList count={3} className="h-48" />
        ) : campaigns.isError && !campaigns.data ? (
          <LoadFailed title={t('loadFailed')} onRetry={campaigns.refetch} />
        ) : list.length === 0 ? (
          <EmptyState title={anyFilter ? t('noMatch') : t('noneActive')}>
            {anyFilter && (
              <Button variant="secondary" onClick={clearAll}>
                {t('clearAllFilters')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((c) => (
              <li key={c.id}>
                <CampaignCard
                  campaign={c}
                  applied={isApplied(c.id)}
                  applying={apply.isPending && apply.variables?.campaign_id === c.id}
                  onApply={() => setApplyTarget(c)}
                  onReportCampaign={() => setReportTarget({ kind: 'campaign', id: c.id, name: c.title })}
                  onReportBrand={() => setReportTarget({ kind: 'brand', id: c.user_id, name: c.brand_name })}
                />
              </li>
            ))}
          </ul>
        )}
        {campaigns.data && <Pager label={t('pages')} paging={paging} total={total} shown={list.length} />}
      </div>

      <ApplyDialog
        campaign={applyTarget}
        sending={apply.isPending}
        onSend={onSend}
        onClose={() => setApplyTarget(null)}
      />
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </section>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.browse' });
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2.5 pr-1 text-sm text-indigo-800">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removeFilter', { label })}
        className="rounded-full px-1.5 hover:bg-indigo-100"
      >
        ×
      </button>
    </span>
  );
}
