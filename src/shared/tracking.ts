/**
 * Tracking links (docs/product.md#tracking-links): the rule for a campaign's destination, the short
 * link of an accepted creator, and where a visit to it goes. Shared so the Create/Edit Campaign forms
 * check the destination exactly as the server does.
 */

export const DESTINATION_URL_MAX = 2000;

export const TRACKING_MESSAGES = {
  destinationScheme: 'Destination URL must be a web address starting with http:// or https://',
  destinationLength: `Destination URL must be at most ${DESTINATION_URL_MAX} characters`,
  destinationCredentials: 'Destination URL must not contain a user name or password',
} as const;

/** What is wrong with a destination, or null when it is a plain http(s) address with a host. */
export function destinationUrlError(value: string): string | null {
  if (value.length > DESTINATION_URL_MAX) return TRACKING_MESSAGES.destinationLength;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return TRACKING_MESSAGES.destinationScheme;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    return TRACKING_MESSAGES.destinationScheme;
  // https://shop.example@evil.example reads as the shop to a person and goes to evil.example.
  if (url.username || url.password) return TRACKING_MESSAGES.destinationCredentials;
  return null;
}

/** The path of a tracking link; the code is URL-safe base64 (A-Z a-z 0-9 - _). */
export const TRACKING_PATH = /^\/r\/([A-Za-z0-9_-]{6,32})\/?$/;

/** The short link a creator shares: APP_URL/r/{code}. */
export const trackingUrlOf = (appUrl: string, code: string) => `${appUrl.replace(/\/+$/, '')}/r/${code}`;

/**
 * Where a visit goes: the campaign's stored destination with the four UTM parameters set (any the
 * brand put there of the same name replaced, every other parameter kept). Nothing of the visit's
 * own request takes part, so a link cannot be turned into a redirect to anywhere else.
 */
export function redirectTarget(destination: string, utm: { campaignId: string; creator: string }) {
  const url = new URL(destination);
  url.searchParams.set('utm_source', 'collab');
  url.searchParams.set('utm_medium', 'creator');
  url.searchParams.set('utm_campaign', utm.campaignId);
  url.searchParams.set('utm_content', utm.creator);
  return url.toString();
}
