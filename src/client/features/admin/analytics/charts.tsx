import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import type { Share } from './figures';

/**
 * Horizontal share bars: each row names the item, its count and its percentage in text, so the
 * bar itself is decoration (hidden from screen readers).
 */
export function ShareBars({
  items,
  label,
  barClass = 'bg-indigo-500',
  empty,
}: {
  items: Share[];
  label: string;
  barClass?: string | ((key: string) => string);
  empty: string;
}) {
  if (items.length === 0 || items.every((i) => i.count === 0))
    return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => (
        <li key={item.key}>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-slate-800">{item.label}</span>
            <span className="text-slate-600">
              {formatCount(item.count)} <span className="text-slate-500">({item.percent}%)</span>
            </span>
          </div>
          <div aria-hidden className="mt-1 h-2 rounded-full bg-slate-100">
            <div
              className={`h-2 rounded-full ${typeof barClass === 'function' ? barClass(item.key) : barClass}`}
              style={{ width: `${Math.min(100, Number(item.percent))}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export type Column = { key: string; label: string; value: number };

/**
 * A column chart drawn in SVG (the bars stretch with the width; the labels are HTML so they keep
 * their size). Screen readers get a one-sentence summary, and everyone can open the figures as a table.
 */
export function ColumnChart({
  columns,
  title,
  summary,
  valueLabel,
}: {
  columns: Column[];
  title: string;
  summary: string;
  valueLabel: string;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'analytics' });
  const titleId = useId();
  const max = Math.max(1, ...columns.map((c) => c.value));
  const n = Math.max(1, columns.length);
  const ticks =
    columns.length > 0
      ? [columns[0]!, columns[Math.floor((columns.length - 1) / 2)]!, columns[columns.length - 1]!]
      : [];
  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-semibold text-slate-800">
        {title}
      </figcaption>
      <div className="mt-3 flex gap-2">
        <div aria-hidden className="flex h-40 flex-col justify-between text-right text-xs text-slate-500">
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${n} ${max}`}
          preserveAspectRatio="none"
          className="h-40 w-full flex-1 border-b border-l border-slate-300"
        >
          {columns.map((c, i) => (
            <rect
              key={c.key}
              x={i + 0.15}
              width={0.7}
              y={max - c.value}
              height={c.value}
              className="fill-indigo-500"
            >
              <title>{`${c.label}: ${formatCount(c.value)}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <div aria-hidden className="ml-8 mt-1 flex justify-between text-xs text-slate-500">
        {[...new Set(ticks)].map((t) => (
          <span key={t.key}>{t.label}</span>
        ))}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700">{t('chart.showTable')}</summary>
        <div
          className="mt-2 max-h-64 overflow-y-auto"
          tabIndex={0}
          role="region"
          aria-label={t('chart.table', { title })}
        >
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {t('chart.date')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {columns.map((c) => (
                <tr key={c.key} className="border-t border-slate-100">
                  <td className="py-1 pr-4">{c.label}</td>
                  <td className="py-1">{formatCount(c.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** One bar split by share (e.g. transactions by status), with a legend that carries the figures in text. */
export function StackedBar({
  items,
  colour,
  label,
}: {
  items: Share[];
  colour: (key: string) => string;
  label: string;
}) {
  const shown = items.filter((i) => i.count > 0);
  if (shown.length === 0) return null;
  return (
    <div>
      <div aria-hidden className="flex h-4 overflow-hidden rounded-full bg-slate-100">
        {shown.map((i) => (
          <div
            key={i.key}
            className={colour(i.key)}
            style={{ width: `${i.percent}%` }}
            title={`${i.label}: ${i.percent}%`}
          />
        ))}
      </div>
      <p className="sr-only">
        {label}: {shown.map((i) => `${i.label} ${i.percent}%`).join(', ')}.
      </p>
    </div>
  );
}
