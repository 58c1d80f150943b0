import { Link } from '@tanstack/react-router';
import { badgeText } from '../notifications/notification-rules';
import { useUnreadMessages } from './use-conversations';

function ChatIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="h-6 w-6"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M8 10h8M8 14h5m-8 6 2.6-2.6A2 2 0 0 1 9 17h9a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v13.6a.4.4 0 0 0 .7.3Z"
      />
    </svg>
  );
}

/** The header's way to Messages, with the unread messages over all conversations on its badge. */
export function MessagesLink() {
  const unread = useUnreadMessages();
  return (
    <Link
      to="/messages"
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
      className="relative rounded-full p-2 hover:bg-slate-100"
      activeProps={{ className: 'text-indigo-700' }}
      inactiveProps={{ className: 'text-slate-600 hover:text-slate-900' }}
    >
      <ChatIcon />
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
