import { redirect } from '@tanstack/react-router';
import type { Role } from '@shared/roles';
import { homeFor, roleOf } from './roles';
import type { RouterContext } from '@client/lib/router-context';

/**
 * A route's beforeLoad for pages of one role: signed-out visitors go to sign in, signed-in users
 * of another role go to their own dashboard. The server checks every call again; this only
 * keeps people out of screens that would refuse them.
 */
export const requireRole =
  (role: Role) =>
  ({ context }: { context: RouterContext }) => {
    const user = context.session.user;
    if (!user) throw redirect({ to: '/auth', search: { tab: 'signin' } });
    if (roleOf(user) !== role) throw redirect({ to: homeFor(user) });
  };
