import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import type { Context } from 'hono';

/**
 * Under @hono/node-server: runs `work` once this request's answer has been handed to the socket (or
 * the connection has gone), so work a procedure leaves for later (an email, the lookup before it)
 * never delays the answer, and the answer's timing says nothing about it. Without a socket
 * (`app.request` in tests) there is nothing to wait for: undefined, and the context's default applies.
 */
export function afterAnswerOf(c: Pick<Context, 'env'>) {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing) return undefined;
  return (work: () => void) => void finished(outgoing, () => work());
}
