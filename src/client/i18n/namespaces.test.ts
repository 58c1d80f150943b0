import { describe, expect, it } from 'vitest';
import { namespacesForPath, readsMessages } from './namespaces';

describe('namespacesForPath', () => {
  it('loads only the public catalogue for the pages anyone opens', () => {
    for (const path of ['/', '/about', '/contact', '/auth', '/auth/reset', '/c/priya', '/privacy-policy'])
      expect(namespacesForPath(path), path).toEqual(['public']);
  });

  it('adds the app catalogue for signed-in screens and the admin one for the panel', () => {
    expect(namespacesForPath('/creator-dashboard')).toEqual(['public', 'app']);
    expect(namespacesForPath('/privacy')).toEqual(['public', 'app']);
    expect(namespacesForPath('/admin-dashboard')).toEqual(['public', 'app', 'admin']);
    expect(namespacesForPath('/admin/reports/1')).toEqual(['public', 'app', 'admin']);
  });

  it('loads the messages dictionary only where a form or the bell shows them', () => {
    for (const path of ['/', '/about', '/terms-of-service', '/c/priya'])
      expect(readsMessages(path), path).toBe(false);
    for (const path of ['/auth', '/contact', '/creator-dashboard', '/admin-dashboard'])
      expect(readsMessages(path), path).toBe(true);
  });
});
