/**
 * The catalogues, one file per language each, loaded when a screen needs them: `public` (the pages
 * anyone sees, the shared parts of every screen and the forms' messages), `app` (a signed-in
 * creator's and brand's screens) and `admin` (the admin panel). The landing page loads `public` only.
 */
export const NAMESPACES = ['public', 'app', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Pages a signed-out visitor opens: they need the `public` catalogue only. */
const PUBLIC_PAGES = /^\/(|about|contact|terms-of-service|privacy-policy|auth(\/.*)?|c\/[^/]+)\/?$/;

/** Pages with no form and no bell: they never show a schema's message or a notification. */
const NO_MESSAGES = /^\/(|about|terms-of-service|privacy-policy|c\/[^/]+)\/?$/;

/** Whether a path's screens show the schemas' messages or notifications (src/client/i18n/messages.ts). */
export const readsMessages = (pathname: string) => !NO_MESSAGES.test(pathname);

/** The catalogues the screens of a path use (the router loads them before it shows the path). */
export function namespacesForPath(pathname: string): Namespace[] {
  if (PUBLIC_PAGES.test(pathname)) return ['public'];
  if (pathname.startsWith('/admin')) return ['public', 'app', 'admin'];
  return ['public', 'app'];
}
