import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '@shared/dates';
import { UserAvatar } from '@client/components/user-avatar';
import { LoadOlder } from '@client/components/load-older';
import { badgeText } from '@client/lib/badge-text';
import type { Conversation } from './use-conversations';

type Props = {
  conversations: Conversation[];
  open: string | null;
  /** The next page of older conversations, when there is one. */
  more: { loading: boolean; onLoad: () => void } | null;
};

/** The caller's conversations, latest activity first: who, which campaign, the last words, unread. */
export function ConversationList({ conversations, open, more }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.list' });
  return (
    <nav aria-label={t('label')} className="min-h-0 flex-1 overflow-y-auto">
      <ul className="divide-y divide-slate-100">
        {conversations.map((c) => (
          <li key={c.application_id}>
            <ConversationLink conversation={c} current={c.application_id === open} />
          </li>
        ))}
      </ul>
      {more && <LoadOlder loading={more.loading} onLoad={more.onLoad} noun="conversations" />}
    </nav>
  );
}

function ConversationLink({ conversation: c, current }: { conversation: Conversation; current: boolean }) {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.list' });
  const unread = c.unread_count > 0 && !current;
  const last = c.last_message;
  return (
    <Link
      to="/messages"
      search={{ conversation: c.application_id }}
      aria-current={current ? 'page' : undefined}
      className={`flex gap-3 px-3 py-3 hover:bg-slate-50 ${current ? 'bg-indigo-50' : ''}`}
    >
      <UserAvatar name={c.counterpart.name} src={c.counterpart.avatar_url} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`truncate text-sm ${unread ? 'font-bold text-slate-900' : 'font-semibold text-slate-800'}`}
          >
            {c.counterpart.name}
          </span>
          {last && (
            <time
              dateTime={last.created_at}
              title={formatDateTime(last.created_at)}
              className="shrink-0 text-xs text-slate-600"
            >
              {formatRelativeTime(last.created_at)}
            </time>
          )}
        </span>
        <span className="block truncate text-xs text-slate-600">{c.campaign_title}</span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={`truncate text-sm ${unread ? 'font-medium text-slate-900' : 'text-slate-600'}`}>
            {last ? last.body : t('noMessages')}
          </span>
          {unread && (
            <span className="shrink-0 rounded-full bg-indigo-600 px-1.5 text-xs font-bold leading-5 text-white">
              {badgeText(c.unread_count)}
              <span className="sr-only">{t('unread')}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
