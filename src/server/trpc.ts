import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Role } from '@shared/roles';
import type { Context } from './context';
import { AppError } from './errors';
import { requireRole } from './role-check';
import { describeZodError } from './zod-messages';

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
          issues: zod ? zod.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) : undefined,
          ...extra,
        },
        error: message,
        ...extra,
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/**
 * Signed in, not suspended and, when `roles` are named, holding one of them (else 403, never 401).
 * One middleware per procedure: tRPC copies its call options at every middleware.
 */
export const roleProcedure = (...roles: Role[]) =>
  t.procedure.use(({ ctx, next }) => {
    const { user, session } = requireRole(ctx, roles);
    // tRPC merges these into ctx; naming only what narrows keeps that copy small.
    return next({ ctx: { user, session } });
  });

export const protectedProcedure = roleProcedure();

export const creatorProcedure = roleProcedure('creator');
export const brandProcedure = roleProcedure('brand');
export const adminProcedure = roleProcedure('admin');
