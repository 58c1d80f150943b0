import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminPanel } from '../features/admin/admin-panel';
import { parseAdminSearch } from '../features/admin/tabs';
import { AppShell } from '../features/layout/app-shell';
import { roleOf } from '../features/session/roles';

export const Route = createFileRoute('/admin-dashboard')({
  validateSearch: parseAdminSearch,
  // Anyone who is not a signed-in admin goes to /auth (which sends a signed-in user on to their own dashboard).
  beforeLoad: ({ context }) => {
    const user = context.session.user;
    if (!user || roleOf(user) !== 'admin') throw redirect({ to: '/auth', search: { tab: 'signin' } });
  },
  component: AdminDashboard,
});

function AdminDashboard() {
  const { tab, report } = Route.useSearch();
  return (
    <AppShell badge="Admin Panel">
      <AdminPanel tab={tab} report={report} />
    </AppShell>
  );
}
