import { useEffect } from 'react';
import type { Notification } from '@shared/schemas/notification';
import { useToast } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { failureMessage } from '@client/lib/failure';
import { trpc, type RouterOutputs } from '@client/lib/trpc';
import { FETCH_LIMIT, POLL_MS } from './notification-rules';

type Inbox = RouterOutputs['notifications']['list'];

/** The two lists the bell keeps: unread (polled, drives the badge) and all (while the bell is open). */
const UNREAD_INPUT = { read: false, limit: FETCH_LIMIT };
const ALL_INPUT = { limit: FETCH_LIMIT };

/** A failed fetch is announced once per failure, not on every poll; a 401 signs out instead (main.tsx). */
function useFetchFailureToast(error: unknown) {
  const toast = useToast();
  const failed = !!error && apiError(error).status !== 401;
  useEffect(() => {
    if (failed) toast({ variant: 'error', description: 'Failed to fetch notifications.' });
  }, [failed, toast]);
}

/** Changes both cached lists at once, so the badge and whichever list is shown agree. */
function useInboxCache() {
  const utils = trpc.useUtils();
  return {
    utils,
    edit: (change: (inbox: Inbox, isUnreadList: boolean) => Inbox) => {
      utils.notifications.list.setData(UNREAD_INPUT, (inbox) => inbox && change(inbox, true));
      utils.notifications.list.setData(ALL_INPUT, (inbox) => inbox && change(inbox, false));
    },
    /** Fetches the lists again: the server's word replaces what was shown. */
    refetch: () => void utils.notifications.list.invalidate(),
  };
}

/**
 * The unread count of the bell's badge: new notifications pushed over the server's SSE stream, and
 * the unread list polled every 30 seconds as the fallback when the stream is down.
 */
export function useUnreadCount() {
  const { utils, edit, refetch } = useInboxCache();
  const unread = trpc.notifications.list.useQuery(UNREAD_INPUT, { refetchInterval: POLL_MS });
  useFetchFailureToast(unread.error);

  trpc.notifications.stream.useSubscription(undefined, {
    onData: ({ data: pushed }) => {
      if (!utils.notifications.list.getData(UNREAD_INPUT)) return refetch();
      edit((inbox, isUnreadList) => {
        if (inbox.notifications.some((n) => n.id === pushed.id) || (isUnreadList && pushed.read))
          return inbox;
        return {
          notifications: [pushed, ...inbox.notifications].slice(0, FETCH_LIMIT),
          unread_count: inbox.unread_count + (pushed.read ? 0 : 1),
        };
      });
    },
  });

  return unread.data?.unread_count ?? 0;
}

/** The list the open bell shows, and the read marks: applied at once, then sent; a failure fetches again. */
export function useNotificationList(filter: 'all' | 'unread') {
  const { utils, edit, refetch } = useInboxCache();
  const toast = useToast();
  const list = trpc.notifications.list.useQuery(filter === 'all' ? ALL_INPUT : UNREAD_INPUT);
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
      notifications: isUnreadList ? [] : inbox.notifications.map((x) => ({ ...x, read: true })),
      unread_count: 0,
    }));
    markAllRead.mutate();
  };

  return {
    notifications: list.data?.notifications ?? [],
    loading: list.isPending,
    failed: list.isError,
    read,
    readAll,
  };
}
