import { useTranslation } from 'react-i18next';
import { COLLAB_TYPES } from '@shared/enums';
import { TextField } from '@client/components/text-field';
import { SelectField } from '@client/components/ui';
import { CAMPAIGN_SORTS, collabTypeLabel, sortLabel, type BrowseFilters, type CampaignSort } from './filters';

type Props = { id: string; filters: BrowseFilters; onChange: (next: BrowseFilters) => void };

/** The server's filters for active campaigns: type, budget range, tags, dates and sort. Changes apply as they are made. */
export function FilterPanel({ id, filters, onChange }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.browse.filter' });
  const typeOptions = COLLAB_TYPES.map((type) => ({ value: type, label: collabTypeLabel(type) }));
  const sortOptions = CAMPAIGN_SORTS.map((s) => ({ value: s, label: sortLabel(s) }));
  const dateFieldOptions = [
    { value: 'created', label: t('postedDate') },
    { value: 'timeline', label: t('campaignTimeline') },
  ];
  const set = <K extends keyof BrowseFilters>(key: K, value: BrowseFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 11);
  const min = filters.budget_min ? Number(filters.budget_min) : undefined;
  const max = filters.budget_max ? Number(filters.budget_max) : undefined;
  const rangeError = min !== undefined && max !== undefined && min > max ? t('rangeError') : undefined;

  return (
    <div
      id={id}
      className="mt-3 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label={t('type')}
        value={filters.collab_type}
        onChange={(e) => set('collab_type', e.target.value as BrowseFilters['collab_type'])}
        options={typeOptions}
        placeholder={t('allTypes')}
      />
      <TextField
        label={t('minBudget')}
        inputMode="numeric"
        value={filters.budget_min}
        onChange={(e) => set('budget_min', digits(e.target.value))}
        placeholder="0"
      />
      <TextField
        label={t('maxBudget')}
        inputMode="numeric"
        value={filters.budget_max}
        onChange={(e) => set('budget_max', digits(e.target.value))}
        placeholder={t('any')}
        error={rangeError}
      />
      <TextField
        label={t('tags')}
        value={filters.tags}
        onChange={(e) => set('tags', e.target.value)}
        placeholder={t('tagsPlaceholder')}
        hint={<p className="mt-1 text-xs text-slate-500">{t('tagsHint')}</p>}
      />
      <SelectField
        label={t('datesApplyTo')}
        value={filters.date_field}
        onChange={(e) => set('date_field', e.target.value as BrowseFilters['date_field'])}
        options={dateFieldOptions}
      />
      <TextField
        label={t('fromDate')}
        type="date"
        value={filters.date_from}
        onChange={(e) => set('date_from', e.target.value)}
      />
      <TextField
        label={t('toDate')}
        type="date"
        value={filters.date_to}
        onChange={(e) => set('date_to', e.target.value)}
      />
      <SelectField
        label={t('sortBy')}
        value={filters.sort}
        onChange={(e) => set('sort', e.target.value as CampaignSort)}
        options={sortOptions}
      />
    </div>
  );
}
