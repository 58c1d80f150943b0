import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/text-field';

/** The framed Filters group above an admin list; `grid` sets its columns per width. */
export function FiltersFieldset({ grid, children }: { grid: string; children: ReactNode }) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared.filters' });
  return (
    <fieldset className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-700">{t('legend')}</legend>
      <div className={`grid grid-cols-1 gap-3 ${grid}`}>{children}</div>
    </fieldset>
  );
}

/** The Search box of an admin list's filters: the words the server matches, as typed (the tab debounces them). */
export function SearchFilter({
  placeholder,
  value,
  onChange,
}: {
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared.filters' });
  return (
    <TextField
      label={t('search')}
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type DateRange = { from: string; to: string; onFrom: (day: string) => void; onTo: (day: string) => void };

/** From date and To date, each bounding the other so the range cannot be turned round. */
export function DateRangeFields({ from, to, onFrom, onTo }: DateRange) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared.filters' });
  return (
    <>
      <TextField
        label={t('from')}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onFrom(e.target.value)}
      />
      <TextField
        label={t('to')}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onTo(e.target.value)}
      />
    </>
  );
}
