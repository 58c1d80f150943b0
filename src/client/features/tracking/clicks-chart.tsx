import { indiaDate } from '@shared/dates';

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

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

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
  const days = lastDays(byDay);
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const total = days.reduce((n, d) => n + d.clicks, 0);
  const withClicks = days.filter((d) => d.clicks > 0);
  const summary =
    total === 0
      ? `No clicks for ${name} in the last ${DAYS} days`
      : `Clicks for ${name} in the last ${DAYS} days: ${total}; ${withClicks
          .map((d) => `${shortDay(d.day)}: ${d.clicks}`)
          .join(', ')}`;
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
