import { useEffect } from 'react';
import type { LiveMessage } from '@shared/conversations';
import type { Notification } from '@shared/schemas/notification';
import { useToast } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { failureMessage } from '@client/lib/failure';
import { trpc, type RouterOutputs } from '@client/lib/trpc';
import { useLiveConversations } from '../conversations/use-conversations';
import { FETCH_LIMIT, POLL_MS } from './notification-rules';

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
  const failed = !!error && apiError(error).status !== 401;
  useEffect(() => {
    if (failed) toast({ variant: 'error', description: 'Failed to fetch notifications.' });
  }, [failed, toast]);
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
    refetch: () => void utils.notifications.list.invalidate(),
  };
}

/**
 * The unread count of the bell's badge: new notifications pushed over the server's SSE stream, and
 * the unread list polled every 30 seconds as the fallback when the stream is down. The same stream
 * (one per tab) carries conversation messages, handed to the conversations' caches.
 */
export function useUnreadCount() {
  const { utils, edit, refetch } = useInboxCache();
  const live = useLiveConversations();
  const unread = trpc.notifications.list.useQuery(UNREAD_INPUT, { refetchInterval: POLL_MS });
  useFetchFailureToast(unread.error);

  trpc.notifications.stream.useSubscription(undefined, {
    // A fresh stream sends only what is created after it starts: a notification or message that
    // landed between the first reads and the start, or during a break, would be missed, so every
    // start reads the bell's lists and the conversations again.
    onStarted: () => {
      live.onStarted();
      refetch();
    },
    onData: (item) => {
      // tRPC's client wraps every event after the first tracked one as tracked too (with the last
      // SSE id the browser saw), so a conversation message may come bare or as `data`.
      const payload: Notification | LiveMessage = 'data' in item ? item.data : item;
      // A conversation message joins its conversation; it may have updated its unread `message`
      // notification in place, so the bell reads its lists again too (live.onMessage).
      if ('event' in payload) return live.onMessage(payload);
      const pushed = payload;
      if (pushed.type === 'message') live.onMessageNotification(pushed.metadata.application_id);
      if (pushed.type === 'application_status') live.onApplicationChange();
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
    },
  });

  return unread.data?.unread_count ?? 0;
}

/**
 * The list the open bell shows, the newest page first and older pages on request, and the read marks:
 * applied at once, then sent; a failure fetches again.
 */
export function useNotificationList(filter: Filter) {
  const { utils, edit, refetch } = useInboxCache();
  const toast = useToast();
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
        description: failureMessage(error, 'Failed to mark notifications as read. Please try again.'),
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
