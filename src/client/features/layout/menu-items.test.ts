import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { menuLinksFor } from './menu-items';

beforeAll(clientInEnglish);

describe('user menu items', () => {
  it('gives admins the eight panel tabs, My Profile and Privacy', () => {
    expect(menuLinksFor('admin')).toEqual([
      { label: 'Platform Analytics', href: '/admin-dashboard?tab=analytics' },
      { label: 'Creator Management', href: '/admin-dashboard?tab=users' },
      { label: 'Brand Management', href: '/admin-dashboard?tab=brands' },
      { label: 'Campaign Moderation', href: '/admin-dashboard?tab=campaigns' },
      { label: 'Commission', href: '/admin-dashboard?tab=commission' },
      { label: 'Reports & Flags', href: '/admin-dashboard?tab=reports' },
      { label: 'Broadcast System', href: '/admin-dashboard?tab=notifications' },
      { label: 'User Payment Details', href: '/admin-dashboard?tab=payment-management' },
      { label: 'My Profile', href: '/profile' },
      { label: 'Privacy', href: '/privacy' },
    ]);
  });

  it('gives brands and creators their dashboard tabs', () => {
    expect(menuLinksFor('brand').map((l) => l.href)).toEqual([
      '/brand-dashboard?tab=overview',
      '/brand-dashboard?tab=campaigns',
      '/brand-dashboard?tab=applications',
      '/brand-dashboard?tab=find',
      '/brand-dashboard?tab=shortlists',
      '/brand-dashboard?tab=offers',
      '/brand-dashboard?tab=create',
      '/profile',
      '/privacy',
    ]);
    expect(menuLinksFor('creator').map((l) => l.label)).toEqual([
      'Browse',
      'Invitations',
      'Applications',
      'Offers',
      'Payment Details',
      'Earnings',
      'My Profile',
      'Privacy',
    ]);
  });
});
