import { useQueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '@shared/conversations';
import type { Notification } from '@shared/schemas/notification';
import { refreshedBy, type LiveArea } from './live-refresh';
import { queriesUnder, readAgain } from './read-again';
import { trpc } from './trpc';

/** Every list the stream keeps fresh is polled too, every 30 seconds, for when the stream is down. */
export const POLL_MS = 30_000;

/**
 * What one feature does with the stream. `owns` names data the feature reads again itself, through
 * query keys of its own, when a pushed notification makes it stale (live-refresh.ts).
 */
export type LiveListener = {
  owns?: { area: LiveArea; refresh: () => void };
  onStarted?: () => void;
  onMessage?: (message: LiveMessage) => void;
  onNotification?: (notification: Notification) => void;
};

/**
 * The one stream of a signed-in tab (decision 041): the notifications router's subscription brings
 * new notifications and conversation messages, handed to each listener in turn; every pushed
 * notification also makes the data it is about stale on every screen (live-refresh.ts). The bell and
 * the conversations meet here, so neither imports the other.
 */
export function useLiveStream(listeners: LiveListener[]) {
  const queryClient = useQueryClient();
  trpc.notifications.stream.useSubscription(undefined, {
    // A fresh stream sends only what is created after it starts: a notification or message that
    // landed between the first reads and the start, or during a break, would be missed, so every
    // start has each listener read its data again.
    onStarted: () => {
      for (const listener of listeners) listener.onStarted?.();
    },
    onData: (item) => {
      // tRPC's client wraps every event after the first tracked one as tracked too (with the last
      // SSE id the browser saw), so a conversation message may come bare or as `data`.
      const payload: Notification | LiveMessage = 'data' in item ? item.data : item;
      if ('event' in payload) {
        for (const listener of listeners) listener.onMessage?.(payload);
        return;
      }
      for (const area of refreshedBy(payload.type)) {
        const owner = listeners.find((l) => l.owns?.area === area);
        if (owner) owner.owns?.refresh();
        else void readAgain(queriesUnder(queryClient, [[area]]));
      }
      for (const listener of listeners) listener.onNotification?.(payload);
    },
  });
}
