import { formatDate } from '@shared/format';
import type { Campaign } from '@shared/schemas/campaign';

/** A campaign's timeline in words ('1 Oct 2026 – 31 Oct 2026', 'From …', 'Until …'), or `none` without dates. */
export function timelineText(timeline: Campaign['timeline'], none: string) {
  const { start_date: start, end_date: end } = timeline;
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return none;
}
