import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, httpStatusOf } from '../errors';

/** A plain Hono route's answer for an AppError, in the same shape the REST adapter gives. */
export function appErrorResponse(c: Context, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  if (error.retryAfter) c.header('Retry-After', String(error.retryAfter));
  return c.json({ error: error.message, ...error.extra }, httpStatusOf(error) as ContentfulStatusCode);
}

/** `Retry-After` for tRPC and REST answers whose error asks for one. */
export function retryAfterHeaders(errors: readonly unknown[]): Record<string, string> | undefined {
  const limited = errors.find((e): e is AppError => e instanceof AppError && e.retryAfter !== undefined);
  return limited ? { 'Retry-After': String(limited.retryAfter) } : undefined;
}
