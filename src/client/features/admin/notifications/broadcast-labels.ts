import { BROADCAST_AUDIENCES, PRIORITIES, type Priority } from '@shared/enums';
import type { BadgeTone } from '@client/components/ui';

export type Audience = (typeof BROADCAST_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  all: 'All Users',
  influencers: 'Influencers Only',
  brands: 'Brands Only',
};
export const AUDIENCE_OPTIONS = BROADCAST_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }));

export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));
export const priorityTone = (p: Priority): BadgeTone =>
  p === 'high' ? 'red' : p === 'medium' ? 'yellow' : 'gray';
