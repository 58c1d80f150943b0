import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import { newTrackingCode } from '../tracking-code';

/**
 * Gives a tracking code to each participant accepted before codes were given at acceptance (or
 * written without one, as the demo seed's rows): run at start-up, after the seed. The update keeps
 * a code already there, so two processes starting together give each application one code.
 */
export async function fillMissingTrackingCodes(db: Db) {
  const missing = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(isNull(applications.trackingCode), inArray(applications.status, PARTICIPANT_STATUSES)));
  for (const { id } of missing)
    await db
      .update(applications)
      .set({ trackingCode: newTrackingCode() })
      .where(and(eq(applications.id, id), isNull(applications.trackingCode)));
  return missing.length;
}
