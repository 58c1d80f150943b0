import { createFileRoute } from '@tanstack/react-router';
import { AdminPanel } from '../features/admin/admin-panel';
import { DEFAULT_ADMIN_TAB, parseAdminSearch } from '../features/admin/tabs';
import { AppShell } from '../features/layout/app-shell';
import { pageTitle } from '@client/lib/page-title';
import { requireRole } from '../features/session/guards';

export const Route = createFileRoute('/admin-dashboard')({
  validateSearch: parseAdminSearch,
  beforeLoad: requireRole('admin'),
  head: ({ match }) => pageTitle(`adminTabs.${match.search.tab ?? DEFAULT_ADMIN_TAB}`, 'adminDashboard'),
  component: AdminDashboard,
});

function AdminDashboard() {
  const { tab, report } = Route.useSearch();
  return (
    <AppShell badge="adminPanel" wide>
      <AdminPanel tab={tab} report={report} />
    </AppShell>
  );
}
