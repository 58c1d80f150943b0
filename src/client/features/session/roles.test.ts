import { describe, expect, it } from 'vitest';
import { homeFor, roleOf } from './roles';

describe('role redirect rule', () => {
  it('sends admins to the admin dashboard by their admin role', () => {
    expect(homeFor({ user_type: 'admin', roles: ['admin'] })).toBe('/admin-dashboard');
    expect(homeFor({ user_type: 'brand', roles: ['admin'] })).toBe('/admin-dashboard');
  });

  it('does not take the admin user type without the admin role for an admin, as the server does not', () => {
    expect(roleOf({ user_type: 'admin', roles: [] })).toBe('creator');
    expect(homeFor({ user_type: 'admin', roles: [] })).not.toBe('/admin-dashboard');
  });

  it('sends brands and creators to their own dashboards', () => {
    expect(homeFor({ user_type: 'brand', roles: [] })).toBe('/brand-dashboard');
    expect(homeFor({ user_type: 'influencer', roles: [] })).toBe('/creator-dashboard');
    expect(roleOf({ user_type: 'influencer', roles: ['something-else'] })).toBe('creator');
  });
});
