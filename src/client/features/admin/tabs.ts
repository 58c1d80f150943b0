/** The admin panel's sections, in sidebar order (docs/product.md#screens); the `tab` search parameter names one. */
export const ADMIN_TABS = [
  { key: 'analytics', label: 'Platform Analytics' },
  { key: 'users', label: 'Creator Management' },
  { key: 'brands', label: 'Brand Management' },
  { key: 'campaigns', label: 'Campaign Moderation' },
  { key: 'commission', label: 'Commission' },
  { key: 'payouts', label: 'Payouts' },
  { key: 'invoices', label: 'Invoices' },
  { key: 'tds', label: 'TDS' },
  { key: 'disputes', label: 'Disputes' },
  { key: 'reports', label: 'Reports & Flags' },
  { key: 'disclosure', label: 'Disclosure Checks' },
  { key: 'suspensions', label: 'User Suspensions' },
  { key: 'notifications', label: 'Broadcast System' },
  { key: 'payment-management', label: 'User Payment Details' },
  { key: 'contact', label: 'Contact Messages' },
  { key: 'grievances', label: 'Grievances' },
  { key: 'emails', label: 'Emails' },
  { key: 'audit-log', label: 'Audit Log' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];
export const DEFAULT_ADMIN_TAB: AdminTab = 'analytics';

export const isAdminTab = (value: unknown): value is AdminTab => ADMIN_TABS.some((t) => t.key === value);

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
