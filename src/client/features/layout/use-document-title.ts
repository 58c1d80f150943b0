import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { APP_NAME } from './logo';

/** The one place that sets the browser title: from the deepest matched route's `head` (pageTitle). */
export function useDocumentTitle() {
  const title = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.title !== undefined)?.title,
  });
  useEffect(() => {
    document.title = title ?? APP_NAME;
  }, [title]);
}
