import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/layout/app-shell';
import { DashboardWelcome } from '../features/layout/dashboard-welcome';
import { requireRole } from '../features/session/guards';

export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: requireRole('admin'),
  component: AdminDashboard,
});

function AdminDashboard() {
  return (
    <AppShell badge="Admin Panel">
      <DashboardWelcome subtitle="Moderate the marketplace and keep it healthy." />
    </AppShell>
  );
}
