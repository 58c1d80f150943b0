import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@shared/schemas/notification';
import { SkeletonList } from '@client/components/ui';
import type { Role } from '@shared/roles';
import { LoadOlder } from '@client/components/load-older';
import { NotificationItem } from './notification-item';
import { badgeText } from '@client/lib/badge-text';
import { notificationTarget } from './notification-rules';
import { useNotificationList, useUnreadCount, type Filter } from './use-notifications';
import { BellIcon } from '@client/components/icons';

/** The bell's two lists; each one's words are under `filters`, `lists` and `empty` in the catalogue. */
const FILTERS: Filter[] = ['all', 'unread'];

/** The bell of every signed-in header: the unread badge, and a popover with the list. */
export function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation('app', { keyPrefix: 'notifications' });
  const unreadCount = useUnreadCount();
  return (
    // Positioned against the header (not portalled with `anchor`): a portalled panel brings Headless UI's
    // focus sentinels, which axe reports as focusable aria-hidden elements.
    <Popover>
      <PopoverButton
        aria-label={unreadCount > 0 ? t('bell.labelUnread', { unread: unreadCount }) : t('bell.label')}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <BellIcon className="h-6 w-6" />
        {unreadCount > 0 && (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {badgeText(unreadCount)}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel className="absolute right-2 top-full z-30 mt-1 flex w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-slate-200 bg-white shadow-xl">
        {({ close }) => <NotificationPanel role={role} unreadCount={unreadCount} close={close} />}
      </PopoverPanel>
    </Popover>
  );
}

/** Mounted only while the bell is open, so the All list is fetched only when someone looks at it. */
function NotificationPanel({
  role,
  unreadCount,
  close,
}: {
  role: Role;
  unreadCount: number;
  close: () => void;
}) {
  const { t } = useTranslation('app', { keyPrefix: 'notifications' });
  const [filter, setFilter] = useState<Filter>('all');
  const { notifications, loading, failed, hasOlder, loadingOlder, loadOlder, read, readAll } =
    useNotificationList(filter);
  const navigate = useNavigate();

  const choose = (n: Notification) => {
    read(n);
    const target = notificationTarget(n, role);
    if (!target) return;
    close();
    void navigate({ href: target });
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="font-semibold text-slate-900">{t('heading')}</h2>
        <button
          type="button"
          onClick={() => void readAll()}
          disabled={unreadCount === 0}
          className="rounded px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          {t('markAllRead')}
        </button>
      </div>
      <div
        role="group"
        aria-label={t('filters.label')}
        className="flex gap-1 border-b border-slate-200 px-4 py-2"
      >
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className="rounded-full px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-indigo-600 aria-pressed:text-white"
          >
            {t(`filters.${f}`)}
          </button>
        ))}
      </div>
      <div className="h-80 overflow-y-auto overscroll-contain">
        {loading ? (
          <div className="p-4">
            <SkeletonList count={3} className="h-14" />
          </div>
        ) : failed && notifications.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{t('loadFailed')}</p>
        ) : notifications.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{t(`empty.${filter}`)}</p>
        ) : (
          <>
            <ul aria-label={t(`lists.${filter}`)} className="divide-y divide-slate-100">
              {notifications.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} onChoose={() => choose(n)} />
                </li>
              ))}
            </ul>
            {hasOlder && <LoadOlder loading={loadingOlder} onLoad={loadOlder} />}
          </>
        )}
      </div>
    </>
  );
}
