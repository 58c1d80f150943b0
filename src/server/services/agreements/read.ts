import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { agreements } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import type { Agreement } from '@shared/schemas/agreements';
import { notFound } from '@server/errors';
import { isAdmin } from '../campaigns/access';
import type { Caller } from '../caller';
import { makeAgreement, partiesOf } from './make';

const agreementColumns = {
  id: agreements.id,
  applicationId: agreements.applicationId,
  version: agreements.version,
  text: agreements.text,
  sha256: agreements.sha256,
  acceptedByCreatorAt: agreements.acceptedByCreatorAt,
  acceptedByBrandAt: agreements.acceptedByBrandAt,
};

type Row = { [K in keyof typeof agreementColumns]: (typeof agreements.$inferSelect)[K] };

export const toAgreement = (r: Row): Agreement => ({
  id: r.id,
  application_id: r.applicationId,
  version: r.version,
  text: r.text,
  sha256: r.sha256,
  accepted_by_creator_at: r.acceptedByCreatorAt,
  accepted_by_brand_at: r.acceptedByBrandAt,
});

export const selectAgreements = (db: Db) => db.select(agreementColumns).from(agreements).$dynamic();

/**
 * The application's agreement for its two parties and admins; anyone else, or an application that
 * never became a collaboration: 404. One accepted before agreements existed gets its agreement
 * now, from the campaign as it is (decision 085); racing first reads meet at the unique index.
 */
export async function agreementForApplication(db: Db, caller: Caller, applicationId: string) {
  return db.transaction(async (tx) => {
    const parties = await partiesOf(tx, applicationId);
    if (!parties || (parties.creatorId !== caller.id && parties.brandId !== caller.id && !isAdmin(caller)))
      throw notFound('Application');
    return ensuredAgreement(tx, parties);
  });
}

/** The agreement of a collaboration, made if it has none yet; not a collaboration: 404. */
export async function ensuredAgreement(tx: Db, parties: { id: string; status: string }) {
  if (!(PARTICIPANT_STATUSES as readonly string[]).includes(parties.status)) throw notFound('Agreement');
  await makeAgreement(tx, parties.id);
  const [row] = await selectAgreements(tx).where(eq(agreements.applicationId, parties.id));
  if (!row) throw notFound('Agreement');
  return toAgreement(row);
}
