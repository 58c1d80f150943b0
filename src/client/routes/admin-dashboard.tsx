import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPanel } from '../features/admin/admin-panel';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, parseAdminSearch } from '../features/admin/tabs';
import { AppShell } from '../features/layout/app-shell';
import { pageTitle } from '@client/lib/page-title';
import { requireRole } from '../features/session/guards';

export const Route = createFileRoute('/admin-dashboard')({
  validateSearch: parseAdminSearch,
  beforeLoad: requireRole('admin'),
  head: ({ match }) => {
    const tab = match.search.tab ?? DEFAULT_ADMIN_TAB;
    return pageTitle(ADMIN_TABS.find((t) => t.key === tab)!.label, 'Admin dashboard');
  },
  component: AdminDashboard,
});

function AdminDashboard() {
  const { t } = useTranslation('admin', { keyPrefix: 'panel' });
  const { tab, report } = Route.useSearch();
  return (
    <AppShell badge={t('badge')} wide>
      <AdminPanel tab={tab} report={report} />
    </AppShell>
  );
}
