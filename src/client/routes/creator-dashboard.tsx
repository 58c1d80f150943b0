import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/layout/app-shell';
import { DashboardWelcome } from '../features/layout/dashboard-welcome';
import { requireRole } from '../features/session/guards';

export const Route = createFileRoute('/creator-dashboard')({
  beforeLoad: requireRole('creator'),
  component: CreatorDashboard,
});

function CreatorDashboard() {
  return (
    <AppShell>
      <DashboardWelcome subtitle="Find campaigns, track your applications and get paid." />
    </AppShell>
  );
}
