import { APP_NAME } from './logo';

/** A browser title, most specific part first ("Campaigns · Brand dashboard · Collab Marketplace"). */
export const documentTitle = (...parts: string[]) => [...parts, APP_NAME].join(' · ');

/** A route's `head`: its browser title. The root's RouteTitle puts the deepest route's title on the tab. */
export const pageTitle = (...parts: string[]) => ({ meta: [{ title: documentTitle(...parts) }] });
