import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { TITLE_META, titlePartsOf, useDocumentTitle } from '@client/lib/page-title';
import { APP_NAME } from './logo';

/**
 * The one place that sets the browser title from the routes: the deepest matched route's `head`
 * (pageTitle), in the page's language; a switch of language puts it on the tab again.
 */
function useRouteTitle() {
  const content = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.name === TITLE_META)
        ?.content,
  });
  const title = useDocumentTitle(titlePartsOf(typeof content === 'string' ? content : undefined));
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
