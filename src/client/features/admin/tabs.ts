import { i18n } from '@client/i18n/i18n';

/** The admin panel's sections, in sidebar order (docs/product.md#screens); the `tab` search parameter names one. */
const TAB_KEYS = [
  'analytics',
  'users',
  'brands',
  'campaigns',
  'commission',
  'payouts',
  'invoices',
  'tds',
  'disputes',
  'reports',
  'disclosure',
  'suspensions',
  'notifications',
  'payment-management',
  'contact',
  'grievances',
  'emails',
  'audit-log',
] as const;

/** A section's name in the page's language (the titles' adminTabs, which the browser title shares), read when asked for. */
export const adminTabLabel = (key: (typeof TAB_KEYS)[number]) =>
  i18n.t(`titles.adminTabs.${key}`, { ns: 'public' });

/** The sections with their names; `label` is read in the language of the moment (a route's title asks it). */
export const ADMIN_TABS = TAB_KEYS.map((key) => ({
  key,
  get label() {
    return adminTabLabel(key);
  },
}));

export type AdminTab = (typeof TAB_KEYS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'analytics';

export const isAdminTab = (value: unknown): value is AdminTab => TAB_KEYS.some((key) => key === value);

/** What the admin dashboard's URL may carry: the section, and a report to open (tab=reports). */
export type AdminSearch = { tab?: AdminTab; report?: string };

export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  const report =
    typeof search.report === 'string' && search.report.trim() !== '' ? search.report.trim() : undefined;
  return {
    tab: isAdminTab(search.tab) ? search.tab : undefined,
    report,
  };
}
