import type { User } from '@shared/schemas/auth';
import { primaryRole, type Role } from '@shared/roles';

type SessionUser = Pick<User, 'user_type' | 'roles'>;

/** The role the screens are built for, by the server's rule (docs/product.md#roles: admin only through `roles`). */
export const roleOf = (user: SessionUser): Role =>
  primaryRole({ userType: user.user_type, roles: user.roles });

const homes = {
  admin: '/admin-dashboard',
  brand: '/brand-dashboard',
  creator: '/creator-dashboard',
} as const satisfies Record<Role, string>;

/** Where a signed-in user belongs: after sign-in, from /auth, from the logo, from a wrong dashboard. */
export function homeFor(user: SessionUser) {
  return homes[roleOf(user)];
}
