import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, SkeletonList } from '@client/components/ui';
import { usePageTitle } from '@client/lib/page-title';
import { roleOf } from '../session/roles';
import { useSession } from '../session/session-provider';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { useConversationList } from './use-conversations';
import { useFillViewport } from './use-fill-viewport';

/**
 * The Messages screen: the list of conversations beside the open one on a wide screen; on a phone
 * the list, or the open conversation with a way back. An admin, who takes part in none, sees only
 * the conversation a `flagged_content` notification opened, read-only. Its route puts it in the app
 * shell: the shell's header holds the Messages link, so nothing here imports the shell.
 */
export function MessagesPage({ open }: { open: string | null }) {
  const { t } = useTranslation('app', { keyPrefix: 'conversations.page' });
  const { user } = useSession();
  const asAdmin = !!user && roleOf(user) === 'admin';
  const list = useConversationList(!asAdmin);
  const { conversations } = list;
  const current = conversations.find((c) => c.application_id === open);
  usePageTitle(...(current ? [{ text: current.counterpart.name }] : []), 'messages');
  const { ref: boxRef, style: boxStyle } = useFillViewport<HTMLDivElement>();

  // The user is gone for a moment while signing out, before the landing page replaces this screen.
  if (!user) return null;
  return (
    <>
      <h1 className={`text-2xl font-bold ${open ? 'max-md:sr-only' : ''}`}>{t('title')}</h1>
      <div
        ref={boxRef}
        style={boxStyle}
        className={`mt-4 flex h-[calc(100dvh-10rem)] min-h-96 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm ${open ? 'max-md:mt-0' : ''}`}
      >
        {!asAdmin && (
          <div
            className={`min-h-0 flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-r ${open ? 'hidden' : 'flex w-full'}`}
          >
            {list.loading ? (
              <div className="p-3">
                <SkeletonList count={4} className="h-14" />
              </div>
            ) : list.failed && conversations.length === 0 ? (
              <div className="p-3">
                <LoadFailed title={t('loadFailed')} onRetry={list.refetch} />
              </div>
            ) : conversations.length === 0 ? (
              <div className="p-3">
                <EmptyState title={t('empty')} />
              </div>
            ) : (
              <ConversationList
                conversations={conversations}
                open={open}
                more={list.hasMore ? { loading: list.loadingMore, onLoad: list.loadMore } : null}
              />
            )}
          </div>
        )}
        <div className={`min-h-0 min-w-0 flex-1 flex-col ${open ? 'flex' : 'hidden md:flex'}`}>
          {open ? (
            <ConversationView
              key={open}
              applicationId={open}
              conversation={current}
              viewerId={user.id}
              asAdmin={asAdmin}
              lookUpNames={asAdmin || (!list.loading && !current)}
            />
          ) : (
            <p className="m-auto p-6 text-center text-sm text-slate-600">
              {asAdmin ? t('adminHint') : t('choose')}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
