import type { Role } from '@shared/roles';
import { i18n } from '@client/i18n/i18n';
import type titles from '@client/i18n/en/public/titles';
import type { TitleKey } from '@client/lib/page-title';

export type MenuLink = { label: string; href: string };

type Item = [label: TitleKey, href: string];

type TabGroup = 'adminTabs' | 'brandTabs' | 'creatorTabs';

const tabItems = <G extends TabGroup>(
  dashboard: string,
  group: G,
  tabs: (keyof (typeof titles)[G] & string)[],
) => tabs.map((tab): Item => [`${group}.${tab}` as TitleKey, `${dashboard}?tab=${tab}`]);

/**
 * The user menu's dashboard items by role (docs/product.md#screens); each opens its dashboard on that
 * tab, named as the tab and the browser title name it (the `titles` catalogue part).
 */
const DASHBOARD_ITEMS: Record<Role, Item[]> = {
  admin: tabItems('/admin-dashboard', 'adminTabs', [
    'analytics',
    'users',
    'brands',
    'campaigns',
    'commission',
    'reports',
    'notifications',
    'payment-management',
  ]),
  brand: tabItems('/brand-dashboard', 'brandTabs', [
    'overview',
    'campaigns',
    'applications',
    'find',
    'shortlists',
    'offers',
    'create',
  ]),
  creator: tabItems('/creator-dashboard', 'creatorTabs', [
    'browse',
    'invitations',
    'applications',
    'offers',
    'payment',
    'earnings',
  ]),
};

const title = (key: TitleKey) => i18n.t(`titles.${key}`, { ns: 'public' });

/**
 * Every link of the menu, in the page's language: the role's dashboard tabs, then My Profile and
 * Privacy (Sign Out is an action, not a link).
 */
export const menuLinksFor = (role: Role): MenuLink[] =>
  [...DASHBOARD_ITEMS[role], ['myProfile', '/profile'] as Item, ['privacy', '/privacy'] as Item].map(
    ([label, href]) => ({ label: title(label), href }),
  );

/** What each role is called, in the page's language when read (a screen reads it as it draws). */
export const ROLE_LABEL: Record<Role, string> = {
  get admin() {
    return i18n.t('layout.roles.admin', { ns: 'public' });
  },
  get brand() {
    return i18n.t('layout.roles.brand', { ns: 'public' });
  },
  get creator() {
    return i18n.t('layout.roles.creator', { ns: 'public' });
  },
};

export type PortalBadge = 'adminPanel' | 'brandPortal';

/** The header's portal badge when a screen names none: brand screens are the Brand Portal, admin ones the Admin Panel. */
export const PORTAL_BADGE: Record<Role, PortalBadge | undefined> = {
  admin: 'adminPanel',
  brand: 'brandPortal',
  creator: undefined,
};
