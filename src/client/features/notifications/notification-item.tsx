import { useTranslation } from 'react-i18next';
import type { Notification } from '@shared/schemas/notification';
import { messageText } from '@client/i18n/messages';
import { formatDateTime, formatRelativeTime } from '@shared/dates';
import { NotificationIcon } from './notification-icon';
import { PRIORITY_BORDER } from './notification-rules';

/**
 * What a notification says, in the page's language: the server stores the words its notices.ts
 * wrote (English), read through the dictionary here; a broadcast is an admin's own words, as written.
 */
const shown = (n: Notification, text: string) => (n.type === 'broadcast' ? text : messageText(text));

/** One notification: priority-coloured left border, unread ones bold with a dot; choosing it marks it read. */
export function NotificationItem({
  notification: n,
  onChoose,
}: {
  notification: Notification;
  onChoose: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'notifications' });
  return (
    <button
      type="button"
      onClick={onChoose}
      data-priority={n.priority}
      data-read={n.read}
      className={`flex w-full gap-3 border-l-4 px-4 py-3 text-left hover:bg-slate-50 ${PRIORITY_BORDER[n.priority]} ${n.read ? 'bg-white' : 'bg-indigo-50/60'}`}
    >
      <NotificationIcon type={n.type} />
      <span className="min-w-0 flex-1">
        <span
          className={`block break-words text-sm ${n.read ? 'font-medium text-slate-800' : 'font-semibold text-slate-900'}`}
        >
          {!n.read && <span className="sr-only">{t('unreadMark')}</span>}
          {shown(n, n.title)}
        </span>
        <span className="mt-0.5 block break-words text-sm text-slate-600">{shown(n, n.message)}</span>
        <time
          dateTime={n.created_at}
          title={formatDateTime(n.created_at)}
          className="mt-1 block text-xs text-slate-600"
        >
          {formatRelativeTime(n.created_at)}
        </time>
      </span>
      {!n.read && <span aria-hidden className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-indigo-600" />}
    </button>
  );
}
