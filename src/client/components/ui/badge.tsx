import type { ReactNode } from 'react';
import type common from '@client/i18n/en/public/common';
import { i18n } from '@client/i18n/i18n';

const tones = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-blue-100 text-blue-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  gray: 'bg-slate-100 text-slate-700',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The colour a status reads as across the product. */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'active':
    case 'accepted':
    case 'approved':
    case 'completed':
    case 'resolved':
    case 'answered':
      return 'green';
    case 'pending':
    case 'draft':
    case 'paused':
    case 'revision_requested':
      return 'yellow';
    case 'new':
      return 'blue';
    case 'rejected':
    case 'failed':
    case 'flagged':
    case 'removed':
    case 'deleted':
    case 'cancelled':
      return 'red';
    default:
      return 'gray';
  }
}

type StatusWord = keyof (typeof common)['statuses'];
const isStatusWord = (status: string): status is StatusWord =>
  i18n.exists(`common.statuses.${status}`, { ns: 'public' });

/**
 * A status in the page's language ('revision_requested' -> 'Revision requested', 'बदलाव माँगा
 * गया'); one the catalogue does not name reads as its words.
 */
export const statusLabel = (status: string | null | undefined) => {
  if (!status) return i18n.t('common.unknownStatus', { ns: 'public' });
  if (isStatusWord(status)) return i18n.t(`common.statuses.${status}`, { ns: 'public' });
  return `${status[0]!.toUpperCase()}${status.slice(1).replace(/_/g, ' ')}`;
};
