import type { Db } from '@db/client';
import { AppError } from '@server/errors';
import { ensuredAgreement } from './read';

export const agreementPending = (id: string) =>
  `Both parties must accept agreement ${id} before work is submitted. Open Agreement on the collaboration to read and accept it.`;

/**
 * With REQUIRE_AGREEMENT, work waits for both parties' acceptance of the collaboration's agreement
 * (docs/product.md#agreements-and-usage-rights): 409 naming it, with its id as `agreement_id`.
 */
export async function refuseUnlessAgreed(
  tx: Db,
  env: { REQUIRE_AGREEMENT: boolean },
  application: { id: string; status: string },
) {
  if (!env.REQUIRE_AGREEMENT) return;
  const agreement = await ensuredAgreement(tx, application);
  if (agreement.accepted_by_creator_at && agreement.accepted_by_brand_at) return;
  throw new AppError('CONFLICT', agreementPending(agreement.id), { extra: { agreement_id: agreement.id } });
}
