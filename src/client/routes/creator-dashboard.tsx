import { createFileRoute } from '@tanstack/react-router';
import { CreatorDashboard } from '../features/creator/creator-dashboard';
import { parseCreatorTab, type CreatorTab } from '../features/creator/creator-tabs';
import { requireRole } from '../features/session/guards';

type CreatorSearch = { tab?: CreatorTab };

export const Route = createFileRoute('/creator-dashboard')({
  // The tab lives in the URL (the user menu links to it, a reload keeps it); anything else is Browse.
  validateSearch: (search: Record<string, unknown>): CreatorSearch => ({ tab: parseCreatorTab(search.tab) }),
  beforeLoad: requireRole('creator'),
  component: CreatorDashboardRoute,
});

function CreatorDashboardRoute() {
  const { tab = 'browse' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CreatorDashboard tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
