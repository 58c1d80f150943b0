import type pg from 'pg';
import type { Captured } from './capture';

type Query = (...args: unknown[]) => unknown;

/**
 * Records every statement sent through `pool` from now on, its SQL, bound values and statement name
 * (drizzle's prepared queries may name theirs), in the returned list: what the services send. Each
 * pooled connection is wrapped as it is handed out, which covers `pool.query` (it borrows one too)
 * and transactions. For a pool opened to capture only.
 */
export function capturePostgres(pool: pg.Pool): (Captured & { name?: string })[] {
  const captured: (Captured & { name?: string })[] = [];
  const wrapped = new WeakSet<object>();
  const wrap = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return client;
    wrapped.add(client);
    const query = (client.query as Query).bind(client);
    (client as { query: Query }).query = (...args: unknown[]) => {
      const config = args[0] as string | { text: string; values?: unknown[]; name?: string };
      const text = typeof config === 'string' ? config : config.text;
      const values = Array.isArray(args[1])
        ? args[1]
        : typeof config === 'object'
          ? config.values
          : undefined;
      captured.push({
        sql: text,
        params: values ?? [],
        name: typeof config === 'object' ? config.name : undefined,
      });
      return query(...args);
    };
    return client;
  };
  const connect = (pool.connect as Query).bind(pool);
  (pool as { connect: Query }).connect = (...args: unknown[]) => {
    const callback = args[0] as ((e: Error | undefined, c: pg.PoolClient, done: unknown) => void) | undefined;
    if (!callback) return (connect() as Promise<pg.PoolClient>).then(wrap);
    return connect((e: Error | undefined, c: pg.PoolClient, done: unknown) =>
      callback(e, e ? c : wrap(c), done),
    );
  };
  return captured;
}
