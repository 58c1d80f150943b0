import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, LoadFailed, SkeletonList, statusLabel, statusTone } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';
import { UserAvatar } from '@client/components/user-avatar';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { useSenderNames } from './use-sender-names';
import {
  useAppendMessage,
  useMessages,
  useRefreshConversations,
  type Conversation,
} from './use-conversations';

/** Below this width one pane shows at a time (Tailwind's `md`). */
const PHONE_QUERY = '(max-width: 767px)';

type Props = {
  applicationId: string;
  /** From the caller's list; missing for an admin, who is no party to it. */
  conversation: Conversation | undefined;
  viewerId: string;
  asAdmin: boolean;
  /** Names the senders from their profiles: no loaded list says who the other side is. */
  lookUpNames: boolean;
};

/**
 * One open conversation: who and which campaign, the messages, and the box to write in; read-only
 * (with the reason) for a rejected application and for an admin. Opening it marks it read, and so
 * does a message arriving while it is open.
 */
export function ConversationView({ applicationId, conversation, viewerId, asAdmin, lookUpNames }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.view' });
  const thread = useMessages(applicationId);
  const append = useAppendMessage();
  const refresh = useRefreshConversations();
  const markRead = trpc.conversations.markRead.useMutation({ onSettled: refresh });
  const heading = useRef<HTMLHeadingElement>(null);

  // On a phone the list gave way to this pane: focus moves to its heading, where reading starts.
  useEffect(() => {
    if (window.matchMedia(PHONE_QUERY).matches) heading.current?.focus();
  }, [applicationId]);

  const last = thread.messages.at(-1);
  const lastFromOther = last && last.sender_id !== viewerId ? last.id : undefined;
  const { mutate: read } = markRead;
  // What was last marked read: the conversation once opened, then each message from the other side
  // that arrives, when someone can see it (a tab in the background waits until it is shown).
  const readUpTo = useRef<string | null | undefined>(null);
  const loaded = !thread.loading;
  useEffect(() => {
    if (asAdmin || !loaded) return;
    const readNow = () => {
      if (document.visibilityState !== 'visible' || readUpTo.current === lastFromOther) return;
      readUpTo.current = lastFromOther;
      read({ applicationId });
    };
    readNow();
    document.addEventListener('visibilitychange', readNow);
    return () => document.removeEventListener('visibilitychange', readNow);
  }, [applicationId, lastFromOther, asAdmin, loaded, read]);

  const counterpart = conversation?.counterpart;
  const looked = useSenderNames(
    thread.messages.map((m) => m.sender_id).filter((id) => id !== viewerId),
    lookUpNames,
  );
  const nameOf = (senderId: string) =>
    senderId === viewerId
      ? t('you')
      : senderId === counterpart?.id
        ? counterpart.name
        : (looked.get(senderId) ?? t('participant'));
  const title = counterpart?.name ?? ([...looked.values()].join(t('namesSeparator')) || t('conversation'));
  const notFound = apiError(thread.error).status === 404;

  return (
    <section aria-labelledby="conversation-heading" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2 sm:px-4">
        <Link
          to="/messages"
          className="-ml-1 rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 md:hidden"
        >
          <span aria-hidden>← </span>
          {t('back')}
          <span className="sr-only">{t('backTo')}</span>
        </Link>
        {counterpart && <UserAvatar name={counterpart.name} src={counterpart.avatar_url} />}
        <div className="min-w-0 flex-1">
          <h2
            id="conversation-heading"
            ref={heading}
            tabIndex={-1}
            className="truncate font-semibold text-slate-900 focus:outline-none"
          >
            {title}
          </h2>
          {conversation && <p className="truncate text-xs text-slate-600">{conversation.campaign_title}</p>}
        </div>
        {conversation && (
          <Badge tone={statusTone(conversation.application_status)}>
            {statusLabel(conversation.application_status)}
          </Badge>
        )}
      </header>

      {thread.loading ? (
        <div className="flex-1 p-4">
          <SkeletonList count={3} className="h-12" />
        </div>
      ) : notFound ? (
        <p className="flex-1 p-6 text-center text-sm text-slate-600">{t('notFound')}</p>
      ) : thread.error ? (
        <div className="flex-1 p-4">
          <LoadFailed title={t('loadFailed')} onRetry={thread.refetch} />
        </div>
      ) : (
        <>
          {thread.messages.length === 0 && (
            <p className="px-4 pt-6 text-center text-sm text-slate-600">{t('empty')}</p>
          )}
          <MessageLog
            label={t('log', { name: title })}
            messages={thread.messages}
            viewerId={viewerId}
            nameOf={nameOf}
            showNames={asAdmin}
            hasOlder={thread.hasOlder}
            loadingOlder={thread.loadingOlder}
            onLoadOlder={thread.loadOlder}
          />
          {asAdmin ? (
            // An admin's read is audited (docs/product.md#conversation-access): they are told so where they read.
            <ReadOnlyLine text={t('adminNotice')} />
          ) : conversation && !conversation.can_send ? (
            <ReadOnlyLine text={t('rejected')} />
          ) : (
            <Composer
              key={applicationId}
              applicationId={applicationId}
              counterpart={title}
              onSent={(message) => {
                append(applicationId, message);
                refresh();
              }}
              onRefused={refresh}
            />
          )}
        </>
      )}
    </section>
  );
}

function ReadOnlyLine({ text }: { text: string }) {
  return <p className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">{text}</p>;
}
