import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A card's fields in read mode: label above value, 'Not set' for an empty one. */
export function ReadOnlyFields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation('app', { keyPrefix: 'profile' });
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900">
            {value === '' || value === null || value === undefined ? (
              <span className="text-slate-500">{t('notSet')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
