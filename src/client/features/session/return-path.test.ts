import { describe, expect, it } from 'vitest';
import type { User } from '@shared/schemas/auth';
import { landingFor, returnPath } from './return-path';

describe('the page a sign-in link names (docs/product.md#redirects)', () => {
  it.each([
    ['/messages?conversation=app-1', '/messages?conversation=app-1'],
    ['/brand-dashboard?tab=create', '/brand-dashboard?tab=create'],
    ['/admin/reports/r-1', '/admin/reports/r-1'],
    ['/profile#email', '/profile#email'],
    ['/', '/'],
    // Kept as the same path on this origin, never decoded into another host.
    ['/messages?next=//evil.com', '/messages?next=//evil.com'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/a/../profile', '/profile'],
  ])('keeps %j', (value, expected) => {
    expect(returnPath(value)).toBe(expected);
  });

  it.each([
    // Another host, however it is spelled.
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://evil.com/messages',
    'HTTPS://evil.com',
    'evil.com',
    // Schemes that run or show something.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Encoded forms of the above.
    '%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%5Cevil.com',
    '%2Fmessages',
    'javascript%3Aalert(1)',
    // Control characters, which browsers drop from a URL ("/\t/evil.com" is "//evil.com").
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/messages\u0000',
    // Not a path at all, or not decodable.
    '',
    'messages',
    '/%E0%A4%A',
    42,
    null,
    undefined,
    ['/messages'],
    `/${'a'.repeat(2000)}`,
    // The sign-in page itself would only come back here.
    '/auth',
    '/auth/',
    '/auth?tab=signin&redirect=/profile',
  ])('refuses %j', (value) => {
    expect(returnPath(value)).toBeUndefined();
  });
});

type SessionUser = Pick<User, 'user_type' | 'roles'>;

describe('where a user lands after signing in', () => {
  const brand: SessionUser = { user_type: 'brand', roles: [] };
  const admin: SessionUser = { user_type: 'brand', roles: ['admin'] };

  it('goes to the page the link named', () => {
    expect(landingFor(brand, '/messages?conversation=app-1')).toBe('/messages?conversation=app-1');
    expect(landingFor(admin, '/admin/reports/r-1')).toBe('/admin/reports/r-1');
  });

  it('goes to their own dashboard without a link, or with one that is not safe', () => {
    expect(landingFor(brand, undefined)).toBe('/brand-dashboard');
    expect(landingFor(brand, '//evil.com')).toBe('/brand-dashboard');
    expect(landingFor(admin, 'https://evil.com')).toBe('/admin-dashboard');
  });
});
