import { initTRPC, type TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { isDatabaseBusy } from '@db/errors';
import type { UiLanguage } from '@shared/i18n/languages';
import type { Role } from '@shared/roles';
import type { Context } from './context';
import { AppError, databaseBusy } from './errors';
import { errorIn, extraIn, issuesIn, messageIn } from './messages';
import { requireRole } from './role-check';
import { describeZodError, readableIssues } from './zod-messages';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    isDev: false,
    // Keep idle notification streams alive through proxies that drop silent connections.
    sse: { ping: { enabled: true, intervalMs: 15_000 } },
    /**
     * One shape for every error: a person-readable `error` (zod issues named by field) plus any extra
     * fields, its messages in the caller's language (`ctx` is missing only when the request failed
     * before its context was built: English then).
     */
    errorFormatter({ shape, error, ctx }) {
      const language = ctx?.language;
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const english = zod
        ? describeZodError(zod)
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? 'Something went wrong'
          : error.message;
      const message = messageIn(language, english);
      const extra = error instanceof AppError ? extraIn(language, error.extra) : {};
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues: zod
            ? issuesIn(
                language,
                readableIssues(zod.issues).map((i) => ({ path: i.path.join('.'), message: i.message })),
              )
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
 * with Retry-After (nothing was written; the caller may send it again) instead of a 500, and any
 * refusal in the caller's language (messages.ts).
 */
function settled<R extends { ok: boolean; error?: TRPCError }>(result: R, language: UiLanguage): R {
  if (result.ok || !result.error) return result;
  const error = isDatabaseBusy(result.error) ? databaseBusy() : result.error;
  return { ...result, error: errorIn(language, error) };
}

/** What `check` returns, or its refusal in the caller's language. */
function inCallerLanguage<T>(language: UiLanguage, check: () => T): T {
  try {
    return check();
  } catch (e) {
    throw e instanceof AppError ? errorIn(language, e) : e;
  }
}

export const publicProcedure = t.procedure.use(async ({ ctx, next }) => settled(await next(), ctx.language));

/**
 * Signed in, not suspended and, when `roles` are named, holding one of them (else 403, never 401).
 * One middleware per procedure: tRPC copies its call options at every middleware.
 */
export const roleProcedure = (...roles: Role[]) =>
  t.procedure.use(async ({ ctx, next }) => {
    const { user, session } = inCallerLanguage(ctx.language, () => requireRole(ctx, roles));
    // tRPC merges these into ctx; naming only what narrows keeps that copy small.
    return settled(await next({ ctx: { user, session } }), ctx.language);
  });

export const protectedProcedure = roleProcedure();

export const creatorProcedure = roleProcedure('creator');
export const brandProcedure = roleProcedure('brand');
export const adminProcedure = roleProcedure('admin');
