import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  /** 502: a service the server relies on (the mail server) failed; nothing was changed. */
  | 'BAD_GATEWAY'
  /** 503: the database stayed busy with concurrent changes; nothing was changed, try again (Retry-After). */
  | 'SERVICE_UNAVAILABLE';

/** One field's refusal, in the shape the schemas' issues take in an error body. */
export type FieldIssue = { path: string; message: string };

/** Extra fields an error carries into its body, e.g. `{ suspended: true }`. */
export type ErrorExtra = Record<string, string | number | boolean | FieldIssue[]>;

/**
 * The one domain error. It is a TRPCError so tRPC keeps its code; the REST adapter and the plain
 * Hono routes turn it into `{ error, ...extra }` with the status tRPC assigns to the code.
 */
export class AppError extends TRPCError {
  readonly extra: ErrorExtra;
  /** Seconds, sent as Retry-After on 429 and 503. */
  readonly retryAfter?: number;

  constructor(code: AppErrorCode, message: string, opts: { extra?: ErrorExtra; retryAfter?: number } = {}) {
    super({ code, message });
    this.extra = opts.extra ?? {};
    this.retryAfter = opts.retryAfter;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
/** A 400 about one field, named like a schema issue so a form shows it on that field. */
export const fieldRefused = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, { extra: { issues: [{ path, message }] } });
/** A suspended account's refusal, at sign-in and on every signed-in call alike. */
export const accountSuspended = (reason: string) =>
  new AppError('FORBIDDEN', `Your account has been suspended: ${reason}`, { extra: { suspended: true } });

/** What a request that found the database busy answers: 503, to be sent again in a second. */
export const databaseBusy = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The server is busy with other changes right now; nothing was changed. Please try again.',
    {
      retryAfter: 1,
    },
  );

export const httpStatusOf = (error: TRPCError) => getHTTPStatusCodeFromError(error);
