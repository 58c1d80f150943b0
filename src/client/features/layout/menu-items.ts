import type { Role } from '@shared/roles';

export type MenuLink = { label: string; href: string };

const tabLinks = (dashboard: string, items: [label: string, tab: string][]): MenuLink[] =>
  items.map(([label, tab]) => ({ label, href: `${dashboard}?tab=${tab}` }));

/** The user menu's dashboard items by role (docs/product.md#screens); each opens its dashboard on that tab. */
const DASHBOARD_ITEMS: Record<Role, MenuLink[]> = {
  admin: tabLinks('/admin-dashboard', [
    ['Platform Analytics', 'analytics'],
    ['Creator Management', 'users'],
    ['Brand Management', 'brands'],
    ['Campaign Moderation', 'campaigns'],
    ['Commission', 'commission'],
    ['Reports & Flags', 'reports'],
    ['Broadcast System', 'notifications'],
    ['User Payment Details', 'payment-management'],
  ]),
  brand: tabLinks('/brand-dashboard', [
    ['Overview', 'overview'],
    ['Campaigns', 'campaigns'],
    ['Applications', 'applications'],
    ['Find creators', 'find'],
    ['Shortlists', 'shortlists'],
    ['Offers', 'offers'],
    ['Create New Campaign', 'create'],
  ]),
  creator: tabLinks('/creator-dashboard', [
    ['Browse', 'browse'],
    ['Invitations', 'invitations'],
    ['Applications', 'applications'],
    ['Offers', 'offers'],
    ['Payment Details', 'payment'],
    ['Earnings', 'earnings'],
  ]),
};

/** Every link of the menu: the role's dashboard tabs, then My Profile and Privacy (Sign Out is an action, not a link). */
export const menuLinksFor = (role: Role): MenuLink[] => [
  ...DASHBOARD_ITEMS[role],
  { label: 'My Profile', href: '/profile' },
  { label: 'Privacy', href: '/privacy' },
];

export const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', brand: 'Brand', creator: 'Creator' };

/** The header's portal badge when a screen names none: brand screens are the Brand Portal, admin ones the Admin Panel. */
export const PORTAL_BADGE: Record<Role, string | undefined> = {
  admin: 'Admin Panel',
  brand: 'Brand Portal',
  creator: undefined,
};
