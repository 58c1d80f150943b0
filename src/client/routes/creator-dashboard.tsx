import { createFileRoute } from '@tanstack/react-router';
import { CREATOR_TABS, CreatorDashboard, type CreatorTab } from '../features/creator/creator-dashboard';
import { requireRole } from '../features/session/guards';

type CreatorSearch = { tab?: CreatorTab };

export const Route = createFileRoute('/creator-dashboard')({
  // The tab lives in the URL (the user menu links to it, a reload keeps it); anything else is Browse.
  validateSearch: (search: Record<string, unknown>): CreatorSearch => ({
    tab: CREATOR_TABS.includes(search.tab as CreatorTab) ? (search.tab as CreatorTab) : undefined,
  }),
  beforeLoad: requireRole('creator'),
  component: CreatorDashboardRoute,
});

function CreatorDashboardRoute() {
  const { tab = 'browse' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CreatorDashboard tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
