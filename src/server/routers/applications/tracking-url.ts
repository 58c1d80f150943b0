import type { Application } from '@shared/schemas/application';

/**
 * The services give a tracking link as its path (/r/{code}); the answer carries the whole address
 * under APP_URL (docs/product.md#tracking-links), the address the creator shares.
 */
export function withTrackingUrl<T extends Pick<Application, 'tracking_url'>>(appUrl: string, a: T): T {
  return a.tracking_url ? { ...a, tracking_url: `${appUrl.replace(/\/+$/, '')}${a.tracking_url}` } : a;
}

/** The same for a list's answer. */
export function withTrackingUrls<T extends { applications: Pick<Application, 'tracking_url'>[] }>(
  appUrl: string,
  page: T,
): T {
  return { ...page, applications: page.applications.map((a) => withTrackingUrl(appUrl, a)) };
}
