import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AppShell } from '../features/layout/app-shell';
import { pageTitle } from '@client/lib/page-title';
import { BrandDashboard } from '../features/brand/brand-dashboard';
import { DEFAULT_BRAND_TAB, parseBrandTab, type BrandTab } from '../features/brand/brand-tabs';
import { parseCampaignsSearch, type CampaignsSearch } from '../features/brand/campaigns-search';
import {
  parseFindCreatorsSearch,
  type FindCreatorsSearch,
} from '../features/shortlists/find-creators-search';
import { requireRole } from '../features/session/guards';

type BrandSearch = { tab?: BrandTab } & CampaignsSearch & FindCreatorsSearch;

export const Route = createFileRoute('/brand-dashboard')({
  // The Campaigns tab's status, search and filters live here with the tab: the tab panels unmount, the URL stays.
  validateSearch: (search: Record<string, unknown>): BrandSearch => ({
    tab: parseBrandTab(search.tab),
    ...parseCampaignsSearch(search),
    ...parseFindCreatorsSearch(search),
  }),
  beforeLoad: requireRole('brand'),
  head: ({ match }) => pageTitle(`brandTabs.${match.search.tab ?? DEFAULT_BRAND_TAB}`, 'brandDashboard'),
  component: BrandDashboardPage,
});

function BrandDashboardPage() {
  const search = Route.useSearch();
  const { tab = DEFAULT_BRAND_TAB } = search;
  const campaigns = parseCampaignsSearch(search);
  const finder = parseFindCreatorsSearch(search);
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <AppShell badge="brandPortal">
      <BrandDashboard
        tab={tab}
        onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true })}
        campaigns={campaigns}
        onCampaignsChange={(next) => {
          // A search typed just before leaving the dashboard must not pull the user back to it.
          if (router.state.location.pathname !== Route.fullPath) return;
          void navigate({ search: (prev) => ({ tab: prev.tab, ...next }), replace: true });
        }}
        finder={finder}
        onFinderChange={(next) => {
          if (router.state.location.pathname !== Route.fullPath) return;
          void navigate({ search: (prev) => ({ tab: prev.tab, ...next }), replace: true });
        }}
      />
    </AppShell>
  );
}
