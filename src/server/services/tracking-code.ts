import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { applications } from '@db/schema';
import { PARTICIPANT_STATUSES, type ApplicationStatus } from '@shared/enums';

/**
 * A new tracking code (docs/product.md#tracking-links): 7 random bytes as URL-safe base64, 10
 * characters, 56 bits, so codes cannot be walked through by guessing. A participant gets one when
 * accepted, whichever way (the brand's accept, an accepted offer), so a destination set later needs
 * nothing more; the unique index on applications.tracking_code holds the rest.
 */
export const newTrackingCode = () => randomBytes(7).toString('base64url');

/** The application's code as it is, or a new one: for an update that makes a participant. */
export const keepOrNewTrackingCode = () => sql`coalesce(${applications.trackingCode}, ${newTrackingCode()})`;

/**
 * The tracking link's path (/r/{code}) of a participant of a campaign with a destination, else null;
 * the routers put APP_URL before it (routers/applications/tracking-url.ts).
 */
export function trackingPathOf(a: {
  status: ApplicationStatus;
  trackingCode: string | null;
  destinationUrl: string | null;
}) {
  const participant = (PARTICIPANT_STATUSES as readonly string[]).includes(a.status);
  return participant && a.trackingCode && a.destinationUrl ? `/r/${a.trackingCode}` : null;
}
