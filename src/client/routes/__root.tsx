import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { OfflineBanner } from '../components/offline';
import { RouteTitle } from '../features/layout/use-document-title';
import { loadForPath } from '../i18n/i18n';
import { DataLayer, dataLayerFor } from '../lib/data-layer';
import { NotFound } from '../features/public/not-found';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The screen's catalogues in the page's language and, where it calls the API, its clients: fetched
  // before it shows (and on a link's hover). Nothing to fetch: the router goes on at once.
  beforeLoad: ({ location, preload }) => {
    const catalogues = loadForPath(location.pathname);
    const clients = dataLayerFor(location.pathname, preload);
    return catalogues || clients ? Promise.all([catalogues, clients]).then(() => undefined) : undefined;
  },
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <>
      <OfflineBanner />
      <RouteTitle />
      <DataLayer>
        <Outlet />
      </DataLayer>
    </>
  );
}
