import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepPushed, queriesUnder, readAgain } from './read-again';

/** A query whose answers the test releases one at a time, as a slow server would. */
function slowServer() {
  const pending: ((value: string) => void)[] = [];
  let asked = 0;
  return {
    answer: () =>
      new Promise<string>((resolve) => {
        asked += 1;
        pending.push(resolve);
      }),
    asked: () => asked,
    reply: (i: number, value: string) => pending[i]!(value),
  };
}

describe('readAgain', () => {
  it('starts a new read while a first load is under way, so an answer from before the change is not kept', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const observer = new QueryObserver(queryClient, {
      queryKey: [['conversations', 'unreadTotal']],
      queryFn: server.answer,
    });
    const seen: (string | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    expect(server.asked()).toBe(1);

    // The change is announced while the first load is still out; that load was answered before it.
    const again = readAgain(queriesUnder(queryClient, [['conversations']]));
    server.reply(0, 'before the change');
    await expect.poll(() => server.asked()).toBe(2);
    server.reply(1, 'after the change');
    await again;
    expect(observer.getCurrentResult().data).toBe('after the change');
    expect(seen).not.toContain('before the change');
    stop();
  });
});

describe('keepPushed', () => {
  const key = [['notifications', 'list'], { input: { read: false } }];

  it('reads again when a read asked before the push is still out, so its answer does not undo the push', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: server.answer,
      initialData: 'nothing new',
    });
    // Stale from the start, so subscribing asks the server.
    const stop = observer.subscribe(() => {});
    expect(server.asked()).toBe(1);

    queryClient.setQueryData(key, 'one new');
    keepPushed(queryClient, [['notifications', 'list']]);
    server.reply(0, 'nothing new');
    await expect.poll(() => server.asked()).toBe(2);
    server.reply(1, 'one new');
    await expect.poll(() => observer.getCurrentResult().data).toBe('one new');
    stop();
  });

  it('leaves the cache alone when no read is out', () => {
    const queryClient = new QueryClient();
    const server = slowServer();
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: server.answer,
      initialData: 'nothing new',
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => {});
    queryClient.setQueryData(key, 'one new');
    keepPushed(queryClient, [['notifications', 'list']]);
    expect(server.asked()).toBe(0);
    expect(observer.getCurrentResult().data).toBe('one new');
    stop();
  });
});
