import { useTranslation } from 'react-i18next';
import { firstAndRest } from '@shared/format';

/** A read-only row of small labels (tags, deliverables); with `shown`, the rest as '+N more'. */
export function Chips({
  items,
  label,
  shown,
  tone = 'gray',
}: {
  items: readonly string[];
  label: string;
  shown?: number;
  tone?: 'gray' | 'indigo';
}) {
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  if (items.length === 0) return null;
  const { shown: visible, rest } =
    shown === undefined ? { shown: items, rest: 0 } : firstAndRest(items, shown);
  const colour = tone === 'indigo' ? 'bg-indigo-50 text-indigo-800' : 'bg-slate-100 text-slate-700';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {visible.map((item) => (
        <li key={item} className={`max-w-full break-words rounded-full px-2 py-0.5 text-xs ${colour}`}>
          {item}
        </li>
      ))}
      {rest > 0 && (
        <li className="rounded-full px-1 py-0.5 text-xs text-slate-600">{t('common.moreChips', { rest })}</li>
      )}
    </ul>
  );
}
