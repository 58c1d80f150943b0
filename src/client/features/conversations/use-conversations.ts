import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { MESSAGES_PAGE_DEFAULT, type Conversation, type ConversationMessage } from '@shared/conversations';
import { trpc, type RouterOutputs } from '@client/lib/trpc';
import { POLL_MS, type LiveListener } from '@client/lib/live-stream';
import { keepPushed, queriesUnder, readAgain } from '@client/lib/read-again';

type MessagePage = RouterOutputs['conversations']['messages'];
type ListPage = RouterOutputs['conversations']['list'];

/** Conversations asked for at a time (the procedure's most is 100). */
const LIST_PAGE = 50;

/*
 * The two lists page with their own parameters (`offset`; `before`, a message id), not tRPC's
 * `cursor`, so they are TanStack infinite queries over the procedures, under keys of their own.
 */
const LIST_KEY = ['conversations', 'list'] as const;
const MESSAGES_KEY = ['conversations', 'messages'] as const;
const messagesKey = (applicationId: string) => [...MESSAGES_KEY, applicationId] as const;

/**
 * The caller's conversations, latest activity first; polled like the bell, and refreshed when the
 * stream brings a message. An admin takes part in none, so asks for none.
 */
export function useConversationList(enabled: boolean) {
  const utils = trpc.useUtils();
  const query = useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam }) =>
      utils.client.conversations.list.query({ limit: LIST_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (page: ListPage, pages) => (page.has_more ? pages.length * LIST_PAGE : undefined),
    refetchInterval: POLL_MS,
    enabled,
  });
  return {
    conversations: query.data?.pages.flatMap((p) => p.conversations) ?? [],
    loading: query.isPending,
    failed: query.isError,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** The header badge: unread messages over all conversations. */
export function useUnreadMessages() {
  const total = trpc.conversations.unreadTotal.useQuery(undefined, { refetchInterval: POLL_MS });
  return total.data?.unread_count ?? 0;
}

/** One conversation's messages, oldest first, read a page at a time backwards from the newest. */
export function useMessages(applicationId: string) {
  const utils = trpc.useUtils();
  const query = useInfiniteQuery({
    queryKey: messagesKey(applicationId),
    queryFn: ({ pageParam }) =>
      utils.client.conversations.messages.query({
        applicationId,
        limit: MESSAGES_PAGE_DEFAULT,
        before: pageParam,
      }),
    initialPageParam: undefined as string | undefined,
    // A full page may have more before it; a short one reached the first message.
    getNextPageParam: (page: MessagePage) =>
      page.messages.length >= MESSAGES_PAGE_DEFAULT ? page.messages[0]?.id : undefined,
  });
  return {
    // Pages run newest first; each page oldest first.
    messages: query.data ? query.data.pages.toReversed().flatMap((p) => p.messages) : [],
    loading: query.isPending,
    error: query.error,
    refetch: query.refetch,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
  };
}

/**
 * What changes when a conversation gets a message or is read: the list's order, previews and
 * counts, the header badge, and the bell (a `message` notification is updated in place, or read
 * with its conversation).
 */
export function useRefreshConversations() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return () =>
    void readAgain(
      queriesUnder(queryClient, LIST_KEY),
      utils.conversations.unreadTotal,
      utils.notifications.list,
    );
}

/** Puts a message at the end of a conversation's loaded messages, once (a send and its push may both bring it). */
export function useAppendMessage() {
  const queryClient = useQueryClient();
  return (applicationId: string, message: ConversationMessage) =>
    queryClient.setQueryData<InfiniteData<MessagePage, string | undefined>>(
      messagesKey(applicationId),
      (data) => {
        const [newest, ...older] = data?.pages ?? [];
        if (!data || !newest || data.pages.some((p) => p.messages.some((m) => m.id === message.id)))
          return data;
        return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
      },
    );
}

/**
 * The conversations' side of the live stream (lib/live-stream.ts; services/notifications/stream.ts):
 * a pushed message joins its conversation at once; a `message` notification reads its conversation
 * again; a notification whose type touches conversations (live-refresh.ts: a message, an
 * application's decision that opened or closed one), or the stream (re)starting after messages may
 * have been missed, reads the conversations again.
 */
export function useLiveConversations(): LiveListener {
  const queryClient = useQueryClient();
  const append = useAppendMessage();
  const refresh = useRefreshConversations();
  return {
    owns: { area: 'conversations', refresh },
    onMessage: ({ application_id, message }) => {
      append(application_id, message);
      keepPushed(queryClient, messagesKey(application_id));
      refresh();
    },
    onNotification: ({ type, metadata }) => {
      if (type === 'message' && typeof metadata.application_id === 'string')
        void readAgain(queriesUnder(queryClient, messagesKey(metadata.application_id)));
    },
    onStarted: () => {
      void readAgain(queriesUnder(queryClient, MESSAGES_KEY));
      refresh();
    },
  };
}

export type { Conversation, ConversationMessage as Message };
