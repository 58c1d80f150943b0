import { hasRole, type Role } from '@shared/roles';
import type { Context } from './context';
import { accountSuspended, AppError } from './errors';

const roleNames: Record<Role, string> = { creator: 'creators', brand: 'brands', admin: 'admins' };

/**
 * The refusals of every signed-in call, procedure or plain route: a suspended account 403 with
 * `suspended: true`, no session 401, and when `roles` are named, a caller holding none of them 403.
 */
export function requireRole(
  ctx: Pick<Context, 'user' | 'session' | 'suspendedReason'>,
  roles: readonly Role[],
) {
  if (ctx.suspendedReason !== null) throw accountSuspended(ctx.suspendedReason);
  const { user, session } = ctx;
  if (!user || !session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  if (roles.length > 0 && !roles.some((r) => hasRole(user, r))) {
    throw new AppError('FORBIDDEN', `Only ${roles.map((r) => roleNames[r]).join(' or ')} can do this`);
  }
  return { user, session };
}
