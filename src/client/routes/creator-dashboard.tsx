import { createFileRoute, useRouter } from '@tanstack/react-router';
import { CreatorDashboard } from '../features/creator/creator-dashboard';
import { parseBrowseSearch, type BrowseSearch } from '../features/creator/browse/browse-search';
import {
  creatorTabLabel,
  DEFAULT_CREATOR_TAB,
  parseCreatorTab,
  type CreatorTab,
} from '../features/creator/creator-tabs';
import { pageTitle } from '@client/lib/page-title';
import { requireRole } from '../features/session/guards';

type CreatorSearch = { tab?: CreatorTab } & BrowseSearch;

export const Route = createFileRoute('/creator-dashboard')({
  // The tab lives in the URL (the user menu links to it, a reload keeps it); anything else is Browse.
  // Browse's search and filters too: the tab panels unmount, the URL stays.
  validateSearch: (search: Record<string, unknown>): CreatorSearch => ({
    tab: parseCreatorTab(search.tab),
    ...parseBrowseSearch(search),
  }),
  beforeLoad: requireRole('creator'),
  head: ({ match }) =>
    pageTitle(creatorTabLabel(match.search.tab ?? DEFAULT_CREATOR_TAB), 'Creator dashboard'),
  component: CreatorDashboardRoute,
});

function CreatorDashboardRoute() {
  const { tab = DEFAULT_CREATOR_TAB, ...browse } = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <CreatorDashboard
      tab={tab}
      onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true })}
      browse={browse}
      onBrowseChange={(next) => {
        // A search typed just before leaving the dashboard must not pull the user back to it.
        if (router.state.location.pathname !== Route.fullPath) return;
        void navigate({ search: (prev) => ({ tab: prev.tab, ...next }), replace: true });
      }}
    />
  );
}
