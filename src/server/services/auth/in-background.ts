import type { Logger } from '@server/logger';
import type { OutboxWorker } from '../outbox/worker';

/**
 * Runs `work` without holding up the answer (an email, the lookup before it), and only once the
 * answer has gone out (`afterAnswer`, from the request's context; else the next turn of the event
 * loop), so no part of it, not even a first synchronous SQLite read, lands in the answer's time:
 * that timing says nothing about what the work found (forgot-password, issue 28). A failure is
 * logged, never thrown. The work queues an email, so the outbox worker counts it as coming.
 */
export function inBackground(
  deps: {
    log: Logger;
    afterAnswer?: (work: () => void) => void;
    emails: Pick<OutboxWorker, 'coming'>;
  },
  what: string,
  work: () => Promise<unknown>,
) {
  let start!: () => void;
  const done = new Promise<void>((resolve) => {
    start = () =>
      void work()
        .catch((err: unknown) => deps.log.error({ err }, `${what} failed`))
        .finally(resolve);
  });
  deps.emails.coming(done);
  if (deps.afterAnswer) deps.afterAnswer(start);
  else setImmediate(start);
}
