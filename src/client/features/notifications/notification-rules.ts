import type { Notification } from '@shared/schemas/notification';
import type { Role } from '@shared/roles';

/** The bell polls (lib/live-stream.ts) for up to 50 unread notifications, and reads its lists 50 at a time. */
export const FETCH_LIMIT = 50;

/** The left border of an item: high red, medium orange, low green. */
export const PRIORITY_BORDER: Record<Notification['priority'], string> = {
  high: 'border-l-red-600',
  medium: 'border-l-orange-500',
  low: 'border-l-green-600',
};

const REPORT_PATH = /^\/admin\/reports\/([^/?#]+)/;

/** The report a notification is about: the id in its action link, else metadata.report_id. */
export function reportIdOf(n: Pick<Notification, 'type' | 'action_url' | 'metadata'>): string | null {
  const fromUrl = n.action_url ? REPORT_PATH.exec(n.action_url)?.[1] : undefined;
  if (fromUrl) return decodeURIComponent(fromUrl);
  const fromMeta = n.metadata.report_id;
  return n.type === 'report' && typeof fromMeta === 'string' && fromMeta ? fromMeta : null;
}

/** Only a path inside this app is followed: '/x' but never '//host' or an absolute address. */
export function internalPath(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}

/** Where clicking a notification leads: an admin's report opens that report; anything else its own link. */
export function notificationTarget(
  n: Pick<Notification, 'type' | 'action_url' | 'metadata'>,
  role: Role,
): string | null {
  if (role === 'admin') {
    const reportId = reportIdOf(n);
    if (reportId) return `/admin/reports/${encodeURIComponent(reportId)}`;
  }
  return internalPath(n.action_url);
}
