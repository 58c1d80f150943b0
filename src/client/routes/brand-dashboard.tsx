import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/layout/app-shell';
import { DashboardWelcome } from '../features/layout/dashboard-welcome';
import { requireRole } from '../features/session/guards';

export const Route = createFileRoute('/brand-dashboard')({
  beforeLoad: requireRole('brand'),
  component: BrandDashboard,
});

function BrandDashboard() {
  return (
    <AppShell badge="Brand Portal">
      <DashboardWelcome subtitle="Run your campaigns and review what creators send you." />
    </AppShell>
  );
}
