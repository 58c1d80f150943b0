import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Role } from '@shared/roles';
import { homeFor, roleOf } from './roles';
import type { RouterContext } from '@client/lib/router-context';

type GuardArgs = { context: RouterContext; location: ParsedLocation };

/**
 * The sign-in tab, which brings the visitor back to `href` (a page's path and search) once they
 * have signed in (docs/product.md#redirects).
 */
export const signInSearch = (href: string) => ({ tab: 'signin' as const, redirect: href });

/** The signed-in user; a signed-out visitor goes to sign in, and from there back to this page. */
function signedInUser({ context, location }: GuardArgs) {
  const user = context.session.user;
  if (!user) throw redirect({ to: '/auth', search: signInSearch(location.href) });
  return user;
}

/** A route's beforeLoad for pages every signed-in user may open. */
export const requireSignIn = (args: GuardArgs) => void signedInUser(args);

/**
 * A route's beforeLoad for pages of one role: visitors sign in first, and signed-in users of another
 * role go to their own dashboard; from the admin's pages by way of /auth, as the documents say
 * (docs/product.md#redirects). The server checks every call again; this only keeps people out of
 * screens that would refuse them.
 */
export const requireRole = (role: Role) => (args: GuardArgs) => {
  const user = signedInUser(args);
  if (roleOf(user) === role) return;
  throw redirect(role === 'admin' ? { to: '/auth' } : { to: homeFor(user) });
};
