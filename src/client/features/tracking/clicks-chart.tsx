import { useTranslation } from 'react-i18next';
import { formatDayMonth, indiaDate } from '@shared/dates';

const DAYS = 14;
const DAY_MS = 86_400_000;

/** The last `DAYS` India days up to today, oldest first, with each one's clicks (0 without). */
export function lastDays(byDay: readonly { day: string; clicks: number }[], today = Date.now()) {
  const counts = new Map(byDay.map((d) => [d.day, d.clicks]));
  return Array.from({ length: DAYS }, (_, i) => {
    const day = indiaDate(new Date(today - (DAYS - 1 - i) * DAY_MS));
    return { day, clicks: counts.get(day) ?? 0 };
  });
}

/**
 * A small bar chart of one creator's clicks per day over the last two weeks, in plain SVG; the
 * picture is described in words for screen readers (the days with clicks and the total).
 */
export function ClicksChart({
  byDay,
  name,
}: {
  byDay: readonly { day: string; clicks: number }[];
  name: string;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'tracking.chart' });
  const days = lastDays(byDay);
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const total = days.reduce((n, d) => n + d.clicks, 0);
  const withClicks = days.filter((d) => d.clicks > 0);
  const summary =
    total === 0
      ? t('none', { name, days: DAYS })
      : t('some', {
          name,
          days: DAYS,
          total,
          days_list: withClicks
            // A YYYY-MM-DD bucket is that day in India: '1 Apr' ('1 अप्रैल').
            .map((d) => t('day', { day: formatDayMonth(d.day), clicks: d.clicks }))
            .join(', '),
        });
  const w = 6;
  const gap = 2;
  const h = 24;
  return (
    <svg
      role="img"
      aria-label={summary}
      width={DAYS * (w + gap)}
      height={h}
      viewBox={`0 0 ${DAYS * (w + gap)} ${h}`}
      className="text-indigo-600"
    >
      <title>{summary}</title>
      {days.map((d, i) => {
        const barH = d.clicks === 0 ? 1 : Math.max(2, Math.round((d.clicks / max) * h));
        return (
          <rect
            key={d.day}
            x={i * (w + gap)}
            y={h - barH}
            width={w}
            height={barH}
            rx={1}
            className={d.clicks === 0 ? 'fill-slate-200' : 'fill-current'}
          />
        );
      })}
    </svg>
  );
}
