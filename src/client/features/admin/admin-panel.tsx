import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { formatCount } from '@shared/format';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from './tabs';

const named = <K extends string>(
  load: () => Promise<Record<K, ComponentType<{ report?: string }>>>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] })));

/** Each section is its own chunk: an admin opening analytics does not load the others. */
const PANELS: Record<AdminTab, ComponentType<{ report?: string }>> = {
  analytics: named(() => import('./analytics/analytics-tab'), 'AnalyticsTab'),
  users: named(() => import('./users/creators-tab'), 'CreatorsTab'),
  brands: named(() => import('./brands/brands-tab'), 'BrandsTab'),
  campaigns: named(() => import('./campaigns/campaigns-tab'), 'CampaignsTab'),
  commission: named(() => import('./commission/commission-tab'), 'CommissionTab'),
  payouts: named(() => import('./payouts/payouts-tab'), 'PayoutsTab'),
  invoices: named(() => import('./invoices/invoices-tab'), 'InvoicesTab'),
  tds: named(() => import('./invoices/tds-tab'), 'TdsTab'),
  disputes: named(() => import('./disputes/disputes-tab'), 'DisputesTab'),
  reports: named(() => import('./reports/reports-tab'), 'ReportsTab'),
  disclosure: named(() => import('./disclosure/disclosure-tab'), 'DisclosureTab'),
  suspensions: named(() => import('./suspensions/suspensions-tab'), 'SuspensionsTab'),
  notifications: named(() => import('./notifications/broadcast-tab'), 'BroadcastTab'),
  'payment-management': named(() => import('./payment-management/payment-details-tab'), 'PaymentDetailsTab'),
  contact: named(() => import('./contact/contact-tab'), 'ContactTab'),
  grievances: named(() => import('./grievances/grievances-tab'), 'GrievancesTab'),
  emails: named(() => import('./emails/emails-tab'), 'EmailsTab'),
  'audit-log': named(() => import('./audit-log/audit-log-tab'), 'AuditLogTab'),
};

/** The admin dashboard: a sidebar of sections (a select on narrow screens) and the chosen section. */
export function AdminPanel({ tab = DEFAULT_ADMIN_TAB, report }: { tab?: AdminTab; report?: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'panel' });
  const { t: tabName } = useTranslation('public', { keyPrefix: 'titles.adminTabs' });
  const navigate = useNavigate();
  const selectId = useId();
  const Panel = PANELS[tab];
  // New contact messages wait for an answer: their count rides on the tab, wherever the admin is.
  const newMessages = trpc.adminContact.stats.useQuery().data?.stats.new_messages ?? 0;
  const waiting = (key: AdminTab) => (key === 'contact' ? newMessages : 0);

  return (
    <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
      <nav aria-label={t('sections')} className="mb-5 lg:mb-0">
        <div className="lg:hidden">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
            {t('section')}
          </label>
          <select
            id={selectId}
            value={tab}
            onChange={(e) => {
              if (isAdminTab(e.target.value))
                void navigate({ to: '/admin-dashboard', search: { tab: e.target.value } });
            }}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm"
          >
            {ADMIN_TABS.map(({ key }) => (
              <option key={key} value={key}>
                {waiting(key) > 0
                  ? t('optionWaiting', { label: tabName(key), n: formatCount(waiting(key)) })
                  : tabName(key)}
              </option>
            ))}
          </select>
        </div>
        <ul className="hidden space-y-1 lg:sticky lg:top-4 lg:block">
          {ADMIN_TABS.map(({ key }) => {
            const current = key === tab;
            return (
              <li key={key}>
                <Link
                  to="/admin-dashboard"
                  search={{ tab: key }}
                  aria-current={current ? 'page' : undefined}
                  className={`flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium ${
                    current
                      ? 'bg-indigo-50 text-indigo-800'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  {tabName(key)}
                  {waiting(key) > 0 && (
                    <Badge tone="blue">{t('waiting', { n: formatCount(waiting(key)) })}</Badge>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        <Suspense fallback={<SkeletonList count={3} />}>
          <Panel report={tab === 'reports' ? report : undefined} />
        </Suspense>
      </div>
    </div>
  );
}
