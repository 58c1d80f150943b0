import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@shared/schemas/notification';
import { useToast } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { failureMessage } from '@client/lib/failure';
import { trpc, type RouterOutputs } from '@client/lib/trpc';
import { POLL_MS, type LiveListener } from '@client/lib/live-stream';
import { keepPushed, readAgain } from '@client/lib/read-again';
import { FETCH_LIMIT } from './notification-rules';

type Inbox = RouterOutputs['notifications']['list'];
export type Filter = 'all' | 'unread';

/** The badge's unread list (polled), and the open bell's two lists, each read page by page. */
const UNREAD_INPUT = { read: false, limit: FETCH_LIMIT };
const LIST_INPUT: Record<Filter, { read?: boolean; limit: number }> = {
  all: { limit: FETCH_LIMIT },
  unread: UNREAD_INPUT,
};

/** A failed fetch is announced once per failure, not on every poll; a 401 signs out instead (main.tsx). */
function useFetchFailureToast(error: unknown) {
  const toast = useToast();
  const { t } = useTranslation('app', { keyPrefix: 'notifications' });
  const failed = !!error && apiError(error).status !== 401;
  useEffect(() => {
    if (failed) toast({ variant: 'error', description: t('fetchFailed') });
  }, [failed, toast, t]);
}

type PageChange = (page: Inbox, isUnreadList: boolean, isFirstPage: boolean) => Inbox;

/** Changes every cached list at once (the badge's and each page of the bell's), so they all agree. */
function useInboxCache() {
  const utils = trpc.useUtils();
  return {
    utils,
    edit: (change: PageChange) => {
      utils.notifications.list.setData(UNREAD_INPUT, (inbox) => inbox && change(inbox, true, true));
      for (const [filter, input] of Object.entries(LIST_INPUT)) {
        utils.notifications.list.setInfiniteData(
          input,
          (data) =>
            data && { ...data, pages: data.pages.map((p, i) => change(p, filter === 'unread', i === 0)) },
        );
      }
    },
    /** Fetches the lists again: the server's word replaces what was shown. */
    refetch: () => void readAgain(utils.notifications.list),
  };
}

/**
 * The unread count of the bell's badge: the unread list, kept fresh by the tab's live stream
 * (useLiveNotifications) and polled as the fallback when the stream is down.
 */
export function useUnreadCount() {
  const unread = trpc.notifications.list.useQuery(UNREAD_INPUT, { refetchInterval: POLL_MS });
  useFetchFailureToast(unread.error);
  return unread.data?.unread_count ?? 0;
}

/**
 * The bell's side of the live stream (lib/live-stream.ts): a pushed notification goes on top of the
 * lists; a (re)started stream, or lists not read yet, read them again. A conversation message may
 * have updated its unread `message` notification in place: the live conversations read the bell's
 * lists again for it (useRefreshConversations).
 */
export function useLiveNotifications(): LiveListener {
  const { utils, edit, refetch } = useInboxCache();
  const queryClient = useQueryClient();
  return {
    onStarted: refetch,
    onNotification: (pushed) => {
      if (!utils.notifications.list.getData(UNREAD_INPUT)) return refetch();
      // A new one goes on top of the first page; the older pages' cursors stay where they were.
      edit((inbox, isUnreadList, isFirstPage) => {
        if (
          !isFirstPage ||
          inbox.notifications.some((n) => n.id === pushed.id) ||
          (isUnreadList && pushed.read)
        )
          return inbox;
        return {
          ...inbox,
          notifications: [pushed, ...inbox.notifications],
          unread_count: inbox.unread_count + (pushed.read ? 0 : 1),
        };
      });
      keepPushed(queryClient, [['notifications', 'list']]);
    },
  };
}

/**
 * The list the open bell shows, the newest page first and older pages on request, and the read marks:
 * applied at once, then sent; a failure fetches again.
 */
export function useNotificationList(filter: Filter) {
  const { utils, edit, refetch } = useInboxCache();
  const toast = useToast();
  const { t } = useTranslation('app', { keyPrefix: 'notifications' });
  const list = trpc.notifications.list.useInfiniteQuery(LIST_INPUT[filter], {
    getNextPageParam: (page) => page.next_cursor,
  });
  // The unread list's first failure is the badge's poll's too, which announces it already.
  useFetchFailureToast(filter === 'all' ? list.error : null);

  const markRead = trpc.notifications.markRead.useMutation({ onError: refetch });
  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onError: (error) => {
      toast({
        variant: 'error',
        description: failureMessage(error, t('markAllReadFailed')),
      });
      refetch();
    },
  });

  const read = (n: Notification) => {
    if (n.read) return;
    edit((inbox, isUnreadList) => ({
      ...inbox,
      notifications: isUnreadList
        ? inbox.notifications.filter((x) => x.id !== n.id)
        : inbox.notifications.map((x) => (x.id === n.id ? { ...x, read: true } : x)),
      unread_count: Math.max(0, inbox.unread_count - 1),
    }));
    markRead.mutate({ id: n.id });
  };

  const readAll = async () => {
    // A poll answered after this change would bring the old marks back for a moment.
    await utils.notifications.list.cancel();
    edit((inbox, isUnreadList) => ({
      ...inbox,
      notifications: isUnreadList ? [] : inbox.notifications.map((x) => ({ ...x, read: true })),
      unread_count: 0,
    }));
    markAllRead.mutate();
  };

  return {
    notifications: list.data?.pages.flatMap((p) => p.notifications) ?? [],
    loading: list.isPending,
    failed: list.isError,
    hasOlder: list.hasNextPage,
    loadingOlder: list.isFetchingNextPage,
    loadOlder: () => void list.fetchNextPage(),
    read,
    readAll,
  };
}
