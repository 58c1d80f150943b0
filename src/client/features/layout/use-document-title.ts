import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { APP_NAME } from './logo';

/** The one place that sets the browser title from the routes: the deepest matched route's `head` (pageTitle). */
function useRouteTitle() {
  const title = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.title !== undefined)?.title,
  });
  useEffect(() => {
    document.title = title ?? APP_NAME;
  }, [title]);
}

/**
 * Rendered by the root before its outlet: effects run in tree order, so a screen no route names
 * (the not-found page, through usePageTitle in lib/page-title.ts) has the last word.
 */
export function RouteTitle() {
  useRouteTitle();
  return null;
}
