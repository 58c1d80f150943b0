import { describe, expect, it } from 'vitest';
import { hasRole, primaryRole } from './roles';

describe('roles', () => {
  it('makes an admin only by the roles list', () => {
    expect(hasRole({ userType: 'influencer', roles: ['admin'] }, 'admin')).toBe(true);
    expect(hasRole({ userType: 'admin', roles: [] }, 'admin')).toBe(false);
    expect(primaryRole({ userType: 'admin', roles: [] })).not.toBe('admin');
  });

  it('makes brands and creators by the account type', () => {
    expect(hasRole({ userType: 'brand', roles: [] }, 'brand')).toBe(true);
    expect(hasRole({ userType: 'brand', roles: [] }, 'creator')).toBe(false);
    expect(hasRole({ userType: 'influencer', roles: [] }, 'creator')).toBe(true);
  });

  it('builds the screens of an admin brand for the admin', () => {
    expect(primaryRole({ userType: 'brand', roles: ['admin'] })).toBe('admin');
    expect(primaryRole({ userType: 'brand', roles: [] })).toBe('brand');
    expect(primaryRole({ userType: 'influencer', roles: ['something-else'] })).toBe('creator');
  });
});
