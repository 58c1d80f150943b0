import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { agreements, applications } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import { makeAgreement } from '../services/agreements/make';

/**
 * The agreements of the demo's collaborations (docs/product.md#agreements-and-usage-rights), each made
 * when its application was accepted, by the same code as a live acceptance. A completed one was
 * accepted by both sides; of the rest, in turn: both, only the creator, only the brand, neither, so
 * the Agreement dialog shows every state.
 */
export async function insertDemoAgreements(tx: Db, now: Date) {
  const collaborations = await tx
    .select({ id: applications.id, status: applications.status, acceptedAt: applications.acceptedAt })
    .from(applications)
    .where(inArray(applications.status, PARTICIPANT_STATUSES))
    .orderBy(asc(applications.acceptedAt), asc(applications.id));
  for (const [i, c] of collaborations.entries()) {
    const madeAt = c.acceptedAt ? new Date(c.acceptedAt) : now;
    await makeAgreement(tx, c.id, madeAt);
    const turn = c.status === 'completed' ? 0 : i % 4;
    // Never after the demo's present.
    const hoursLater = (h: number) =>
      new Date(Math.min(madeAt.getTime() + h * 3_600_000, now.getTime())).toISOString();
    const set = {
      acceptedByCreatorAt: turn === 0 || turn === 1 ? hoursLater(2) : null,
      acceptedByBrandAt: turn === 0 || turn === 2 ? hoursLater(5) : null,
    };
    await tx.update(agreements).set(set).where(eq(agreements.applicationId, c.id));
  }
}
