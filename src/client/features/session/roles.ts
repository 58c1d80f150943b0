import type { User } from '@shared/schemas/auth';

export type Role = 'admin' | 'brand' | 'creator';

/** docs/product.md#roles: admin by the roles list (or the admin user type), brand by user type, else creator. */
export function roleOf(user: Pick<User, 'user_type' | 'roles'>): Role {
  if (user.roles.includes('admin') || user.user_type === 'admin') return 'admin';
  return user.user_type === 'brand' ? 'brand' : 'creator';
}

const homes = {
  admin: '/admin-dashboard',
  brand: '/brand-dashboard',
  creator: '/creator-dashboard',
} as const satisfies Record<Role, string>;

/** Where a signed-in user belongs: after sign-in, from /auth, from the logo, from a wrong dashboard. */
export function homeFor(user: Pick<User, 'user_type' | 'roles'>) {
  return homes[roleOf(user)];
}
