import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { useDocumentTitle } from '../features/layout/use-document-title';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-indigo-600">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className="font-medium text-indigo-700 underline hover:text-indigo-900">
        Return to Home
      </Link>
    </main>
  );
}
