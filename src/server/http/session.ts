import type { Context } from 'hono';
import { createRequestContext } from '../context';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { remoteAddressOf } from './security';

/** The signed-in caller of a plain Hono route, refused exactly as protectedProcedure refuses. */
export function requireSignedIn(deps: AppDeps, c: Context) {
  const ctx = createRequestContext(
    deps,
    c.req.raw,
    (name, value) => c.header(name, value, { append: true }),
    remoteAddressOf(c),
  );
  if (ctx.suspendedReason !== null) {
    throw new AppError('FORBIDDEN', `Your account has been suspended: ${ctx.suspendedReason}`, {
      extra: { suspended: true },
    });
  }
  if (!ctx.user || !ctx.session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return { ...ctx, user: ctx.user, session: ctx.session };
}
