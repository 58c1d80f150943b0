import { useEffect } from 'react';
import { APP_NAME } from '@shared/product';

/** A browser title, most specific part first ("Campaigns · Brand dashboard · Collab Marketplace"). */
export const documentTitle = (...parts: string[]) => [...parts, APP_NAME].join(' · ');

/** A route's `head`: its browser title. The root's RouteTitle puts the deepest route's title on the tab. */
export const pageTitle = (...parts: string[]) => ({ meta: [{ title: documentTitle(...parts) }] });

/** The title of a screen that is not a route of its own, or that knows more than its route. */
export function usePageTitle(...parts: string[]) {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
