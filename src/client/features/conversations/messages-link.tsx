import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@client/lib/badge-text';
import { useUnreadMessages } from './use-conversations';
import { ChatIcon } from '@client/components/icons';

/** The header's way to Messages, with the unread messages over all conversations on its badge. */
export function MessagesLink() {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.header' });
  const unread = useUnreadMessages();
  return (
    <Link
      to="/messages"
      aria-label={unread > 0 ? t('unread', { n: unread }) : t('messages')}
      className="relative rounded-full p-2 hover:bg-slate-100"
      activeProps={{ className: 'text-indigo-700' }}
      inactiveProps={{ className: 'text-slate-600 hover:text-slate-900' }}
    >
      <ChatIcon className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="messages-badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </Link>
  );
}
