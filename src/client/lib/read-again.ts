import type { QueryClient } from '@tanstack/react-query';

/** A query, or a group of queries, that can be read again: tRPC's utils give each procedure and router both. */
export type Readable = { cancel: () => Promise<unknown>; invalidate: () => Promise<unknown> };

/**
 * Reads queries again after the live stream announced a change. A read already under way is
 * cancelled first: it may have been answered before the change, and TanStack Query joins a first
 * load in flight instead of starting another, even when asked to refetch, so the screen would keep
 * the old answer until the next poll.
 */
export async function readAgain(...targets: Readable[]) {
  await Promise.all(targets.map((t) => t.cancel()));
  await Promise.all(targets.map((t) => t.invalidate()));
}

/** The queries whose key starts with `queryKey` (a tRPC router's are under `[[name]]`), to read again. */
export function queriesUnder(queryClient: QueryClient, queryKey: readonly unknown[]): Readable {
  return {
    cancel: () => queryClient.cancelQueries({ queryKey }),
    invalidate: () => queryClient.invalidateQueries({ queryKey }),
  };
}

/**
 * After the cache was changed by hand with what the stream brought: a read of those queries already
 * under way was asked before the change and would put the old answer back, so they are read again.
 */
export function keepPushed(queryClient: QueryClient, queryKey: readonly unknown[]) {
  if (queryClient.isFetching({ queryKey }) > 0) void readAgain(queriesUnder(queryClient, queryKey));
}
