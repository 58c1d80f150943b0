import { APP_NAME } from './logo';

/**
 * A route's `head`: its browser title, most specific part first ("Campaigns · Brand dashboard ·
 * Collab Marketplace"). The root's useDocumentTitle puts the deepest route's title on the tab.
 */
export const pageTitle = (...parts: string[]) => ({ meta: [{ title: [...parts, APP_NAME].join(' · ') }] });
