/**
 * Who may do what, for the server's checks and the client's screens alike. Admin is held only
 * through the `roles` list (never by `user_type`), brand and creator by the account's type.
 */
export type Role = 'creator' | 'brand' | 'admin';

export type RoleHolder = { userType: string; roles: readonly string[] };

export function hasRole(user: RoleHolder, role: Role) {
  if (role === 'admin') return user.roles.includes('admin');
  return user.userType === (role === 'creator' ? 'influencer' : 'brand');
}

/** The one role a screen is built for: admin first, then brand, and creator for everyone else (docs/product.md#redirects). */
export function primaryRole(user: RoleHolder): Role {
  if (hasRole(user, 'admin')) return 'admin';
  return hasRole(user, 'brand') ? 'brand' : 'creator';
}
