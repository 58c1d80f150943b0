import type { Context } from 'hono';
import type { Role } from '@shared/roles';
import { createRequestContext } from '../context';
import type { AppDeps } from '../deps';
import { requireRole } from '../role-check';
import { tellLanguage } from './language';
import { remoteAddressOf } from './security';

/** The caller of a plain Hono route, refused exactly as `roleProcedure(...roles)` refuses a procedure's. */
export async function requireCaller(deps: AppDeps, c: Context, ...roles: Role[]) {
  const ctx = await createRequestContext(
    deps,
    c.req.raw,
    (name, value) => c.header(name, value, { append: true }),
    remoteAddressOf(c),
  );
  tellLanguage(c, ctx.language);
  return { ...ctx, ...requireRole(ctx, roles) };
}
