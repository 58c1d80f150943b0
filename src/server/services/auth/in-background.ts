import type { Logger } from '@server/logger';

/**
 * Runs `work` without holding up the answer (an email, the lookup before it): the answer's timing
 * then says nothing about what the work found. A failure is logged, never thrown.
 */
export function inBackground(log: Logger, what: string, work: () => Promise<unknown>) {
  void work().catch((err: unknown) => log.error({ err }, `${what} failed`));
}
