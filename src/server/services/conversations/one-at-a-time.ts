/**
 * Runs tasks with the same key one after another (in this process), others freely. Messages sent
 * into one conversation at once all write its row, its members' rows and one notification: on
 * PostgreSQL, SERIALIZABLE would fail all but one of them and retry the rest, and a burst can use
 * up the retries; queued here they commit one by one. Sends through other processes still race,
 * and are retried as every transaction is (decision 040).
 */
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
