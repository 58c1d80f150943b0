/** The marketplace's clock is India's (docs/product.md#display): one offset all year, UTC+5:30, no daylight saving. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_OFFSET = '+05:30';
export const INDIA_OFFSET_MINUTES = 330;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date filter's bound as UTC ISO text. A calendar date ('2026-03-01') stands for that whole day in
 * India time, from its first millisecond (`start`) to its last (`end`); a full timestamp is taken as given.
 */
export function dayBound(value: string, edge: 'start' | 'end') {
  if (!DATE_ONLY.test(value)) return new Date(value).toISOString();
  const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
  return new Date(`${value}${time}${INDIA_OFFSET}`).toISOString();
}

/**
 * The end of a campaign's deadline: the last millisecond of that day in India
 * (docs/product.md#deadline-reminder); a deadline stored with a time counts by its calendar date.
 */
export const deadlineEnd = (deadline: string) => dayBound(deadline.slice(0, 10), 'end');

/** Whether a campaign's deadline has passed at `now` (epoch ms): it takes no more applications. */
export const deadlinePassed = (deadline: string | null | undefined, now: number) =>
  !!deadline && now > Date.parse(deadlineEnd(deadline));
