import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseBusy } from '@db/errors';
import { AppError, databaseBusy, httpStatusOf } from '../errors';
import type { Logger } from '../logger';
import { refuse } from './language';

/**
 * `app.onError`: what a plain Hono route throws leaves here, an AppError in the shape the REST
 * adapter gives (`{ error, ...extra }`, its status, `Retry-After` on 429 and 503; a database that
 * stayed busy is a 503), anything else as a 500 that shows nothing of the server's insides; the
 * message in the request's language (language.ts).
 */
export const answerError = (log: Logger) => (thrown: Error, c: Context) => {
  const error = isDatabaseBusy(thrown) ? databaseBusy() : thrown;
  if (!(error instanceof AppError)) {
    log.error({ err: error, reqId: c.get('requestId') }, 'Request failed');
    return refuse(c, 500, 'Something went wrong');
  }
  if (error.retryAfter) c.header('Retry-After', String(error.retryAfter));
  return refuse(c, httpStatusOf(error) as ContentfulStatusCode, error.message, error.extra);
};

/** `Retry-After` for tRPC and REST answers whose error asks for one. */
export function retryAfterHeaders(errors: readonly unknown[]): Record<string, string> | undefined {
  const limited = errors.find((e): e is AppError => e instanceof AppError && e.retryAfter !== undefined);
  return limited ? { 'Retry-After': String(limited.retryAfter) } : undefined;
}
