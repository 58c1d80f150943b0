import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/text-field';
import { Button, buttonClass, SelectField } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import {
  orderOptions,
  sortOptions,
  type CampaignFilterState,
  type FilterChip,
  type SortBy,
  type SortOrder,
} from './campaign-filters';

type Props = {
  filters: CampaignFilterState;
  onChange: (filters: CampaignFilterState) => void;
  onClear: () => void;
  active: boolean;
};

/** The 'Filter Campaigns' popover: budget, dates, the brand's own tags, minimum applications, sort and order. */
export function FilterPopover({ filters, onChange, onClear, active }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  const tags = trpc.campaigns.myTags.useQuery();
  const set = <K extends keyof CampaignFilterState>(key: K, value: CampaignFilterState[K]) =>
    onChange({ ...filters, [key]: value });
  const toggleTag = (tag: string) =>
    set(
      'tags',
      filters.tags.includes(tag) ? filters.tags.filter((other) => other !== tag) : [...filters.tags, tag],
    );

  return (
    <Popover className="relative">
      <PopoverButton className={`${buttonClass('secondary')} relative`}>
        {t('filters.button')}
        {active && (
          <>
            <span
              aria-hidden
              className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-red-600 text-xs font-bold text-white"
            >
              !
            </span>
            <span className="sr-only">{t('filters.active')}</span>
          </>
        )}
      </PopoverButton>
      {/* Rendered in place (no portal), so the tab order runs from the button into the panel. */}
      <PopoverPanel
        focus
        className="absolute left-0 z-30 mt-2 max-h-[75vh] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl sm:left-auto sm:right-0"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">{t('filters.heading')}</h3>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('filters.clearAll')}
          </Button>
        </div>
        <div className="mt-3 space-y-4">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('filters.minBudget')}
              type="number"
              inputMode="numeric"
              min={0}
              value={filters.budgetMin}
              onChange={(e) => set('budgetMin', e.target.value)}
            />
            <TextField
              label={t('filters.maxBudget')}
              type="number"
              inputMode="numeric"
              min={0}
              value={filters.budgetMax}
              onChange={(e) => set('budgetMax', e.target.value)}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('filters.createdFrom')}
              type="date"
              value={filters.dateFrom}
              onChange={(e) => set('dateFrom', e.target.value)}
            />
            <TextField
              label={t('filters.createdTo')}
              type="date"
              value={filters.dateTo}
              onChange={(e) => set('dateTo', e.target.value)}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t('common.tags')}</legend>
            {tags.data && tags.data.tags.length > 0 ? (
              <div className="mt-2 flex max-h-40 flex-wrap gap-x-4 gap-y-2 overflow-y-auto">
                {tags.data.tags.map((tag) => (
                  <label key={tag} className="inline-flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={filters.tags.includes(tag)}
                      onChange={() => toggleTag(tag)}
                    />
                    {tag}
                  </label>
                ))}
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-600">
                {tags.isPending ? t('filters.loadingTags') : t('filters.noTags')}
              </p>
            )}
          </fieldset>
          <TextField
            label={t('filters.minApplications')}
            type="number"
            inputMode="numeric"
            min={0}
            value={filters.applicationCount}
            onChange={(e) => set('applicationCount', e.target.value)}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={t('filters.sortByLabel')}
              options={sortOptions(t)}
              value={filters.sortBy}
              onChange={(e) => set('sortBy', e.target.value as SortBy)}
            />
            <SelectField
              label={t('filters.orderLabel')}
              options={orderOptions(t)}
              value={filters.sortOrder}
              onChange={(e) => set('sortOrder', e.target.value as SortOrder)}
            />
          </div>
        </div>
      </PopoverPanel>
    </Popover>
  );
}

/** The active filters as removable chips, with Clear all. */
export function FilterChips({
  chips,
  filters,
  onChange,
  onClear,
}: {
  chips: FilterChip[];
  filters: CampaignFilterState;
  onChange: (f: CampaignFilterState) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('filters.activeFilters')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.clear(filters))}
              aria-label={t('filters.remove', { label: chip.label })}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-1 text-sm text-indigo-800 hover:bg-indigo-100"
            >
              {chip.label}
              <span aria-hidden>×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
