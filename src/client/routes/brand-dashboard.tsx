import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/layout/app-shell';
import { BrandDashboard } from '../features/brand/brand-dashboard';
import { DEFAULT_BRAND_TAB, parseBrandTab, type BrandTab } from '../features/brand/brand-tabs';
import { requireRole } from '../features/session/guards';

type BrandSearch = { tab?: BrandTab };

export const Route = createFileRoute('/brand-dashboard')({
  validateSearch: (search: Record<string, unknown>): BrandSearch => ({ tab: parseBrandTab(search.tab) }),
  beforeLoad: requireRole('brand'),
  component: BrandDashboardPage,
});

function BrandDashboardPage() {
  const { tab = DEFAULT_BRAND_TAB } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppShell badge="Brand Portal">
      <BrandDashboard tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
    </AppShell>
  );
}
