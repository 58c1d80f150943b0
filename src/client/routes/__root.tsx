import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { OfflineBanner } from '../components/offline';
import { RouteTitle } from '../features/layout/use-document-title';
import { loadForPath } from '../i18n/i18n';
import { NotFound } from '../features/public/not-found';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The screen's catalogues in the page's language, fetched before it shows (and on a link's hover).
  beforeLoad: ({ location }) => loadForPath(location.pathname),
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <>
      <OfflineBanner />
      <RouteTitle />
      <Outlet />
    </>
  );
}
