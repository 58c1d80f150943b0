import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { OfflineBanner } from '../components/offline';
import { RouteTitle } from '../features/layout/use-document-title';
import { NotFound } from '../features/public/not-found';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
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
