import { COLLAB_TYPES } from '@shared/enums';
import { TextField } from '@client/components/text-field';
import { SelectField } from '@client/components/ui';
import { SORT_LABELS, type BrowseFilters, type CampaignSort } from './filters';

type Props = { id: string; filters: BrowseFilters; onChange: (next: BrowseFilters) => void };

const TYPE_OPTIONS = COLLAB_TYPES.map((t) => ({ value: t, label: t === 'paid' ? 'Paid' : 'Barter' }));
const SORT_OPTIONS = (Object.keys(SORT_LABELS) as CampaignSort[]).map((s) => ({
  value: s,
  label: SORT_LABELS[s],
}));
const DATE_FIELD_OPTIONS = [
  { value: 'created', label: 'Posted date' },
  { value: 'timeline', label: 'Campaign timeline' },
];

/** The server's filters for active campaigns: type, budget range, tags, dates and sort. Changes apply as they are made. */
export function FilterPanel({ id, filters, onChange }: Props) {
  const set = <K extends keyof BrowseFilters>(key: K, value: BrowseFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 11);
  const min = filters.budget_min ? Number(filters.budget_min) : undefined;
  const max = filters.budget_max ? Number(filters.budget_max) : undefined;
  const rangeError =
    min !== undefined && max !== undefined && min > max ? 'Minimum budget is above the maximum' : undefined;

  return (
    <div
      id={id}
      className="mt-3 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        label="Collaboration type"
        value={filters.collab_type}
        onChange={(e) => set('collab_type', e.target.value as BrowseFilters['collab_type'])}
        options={TYPE_OPTIONS}
        placeholder="All types"
      />
      <TextField
        label="Minimum budget (₹)"
        inputMode="numeric"
        value={filters.budget_min}
        onChange={(e) => set('budget_min', digits(e.target.value))}
        placeholder="0"
      />
      <TextField
        label="Maximum budget (₹)"
        inputMode="numeric"
        value={filters.budget_max}
        onChange={(e) => set('budget_max', digits(e.target.value))}
        placeholder="Any"
        error={rangeError}
      />
      <TextField
        label="Tags"
        value={filters.tags}
        onChange={(e) => set('tags', e.target.value)}
        placeholder="e.g. fashion, travel"
        hint={<p className="mt-1 text-xs text-slate-500">Any of these, separated by commas</p>}
      />
      <SelectField
        label="Dates apply to"
        value={filters.date_field}
        onChange={(e) => set('date_field', e.target.value as BrowseFilters['date_field'])}
        options={DATE_FIELD_OPTIONS}
      />
      <TextField
        label="From date"
        type="date"
        value={filters.date_from}
        onChange={(e) => set('date_from', e.target.value)}
      />
      <TextField
        label="To date"
        type="date"
        value={filters.date_to}
        onChange={(e) => set('date_to', e.target.value)}
      />
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(e) => set('sort', e.target.value as CampaignSort)}
        options={SORT_OPTIONS}
      />
    </div>
  );
}
