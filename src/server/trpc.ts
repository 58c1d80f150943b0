import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { isDatabaseBusy } from '@db/errors';
import type { Role } from '@shared/roles';
import type { Context } from './context';
import { AppError, databaseBusy } from './errors';
import { requireRole } from './role-check';
import { describeZodError, readableIssues } from './zod-messages';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    isDev: false,
    // Keep idle notification streams alive through proxies that drop silent connections.
    sse: { ping: { enabled: true, intervalMs: 15_000 } },
    /** One shape for every error: a person-readable `error` (zod issues named by field) plus any extra fields. */
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const message = zod
        ? describeZodError(zod)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? 'Something went wrong'
          : error.message;
      const extra = error instanceof AppError ? error.extra : {};
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues: zod
            ? readableIssues(zod.issues).map((i) => ({ path: i.path.join('.'), message: i.message }))
            : undefined,
          ...extra,
        },
        error: message,
        ...extra,
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * A procedure's outcome, with a database that stayed busy with concurrent changes answered as 503
 * with Retry-After (nothing was written; the caller may send it again) instead of a 500.
 */
function busyAsUnavailable<R extends { ok: boolean; error?: unknown }>(result: R): R {
  if (!result.ok && isDatabaseBusy(result.error)) throw databaseBusy();
  return result;
}

export const publicProcedure = t.procedure.use(async ({ next }) => busyAsUnavailable(await next()));

/**
 * Signed in, not suspended and, when `roles` are named, holding one of them (else 403, never 401).
 * One middleware per procedure: tRPC copies its call options at every middleware.
 */
export const roleProcedure = (...roles: Role[]) =>
  t.procedure.use(async ({ ctx, next }) => {
    const { user, session } = requireRole(ctx, roles);
    // tRPC merges these into ctx; naming only what narrows keeps that copy small.
    return busyAsUnavailable(await next({ ctx: { user, session } }));
  });

export const protectedProcedure = roleProcedure();

export const creatorProcedure = roleProcedure('creator');
export const brandProcedure = roleProcedure('brand');
export const adminProcedure = roleProcedure('admin');
