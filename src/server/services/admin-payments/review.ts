import type { Db } from '@db/client';
import type { AdminPaymentDetailsInput } from '@shared/schemas/admin-payments';
import type { Keyring } from '../crypto';
import { writeAuditEntry } from '../audit/audit-log';
import { findPaymentRecords, toAdminPaymentDetails } from './records';

type Deps = { db: Db; keyring: Keyring };

export const UNMASK_ACTION = 'payment_details.unmask';

/** GET /payments/all: the list with the three numbers masked; not audited, since nothing secret is shown. */
export async function listMaskedPaymentDetails(deps: Deps, input: AdminPaymentDetailsInput) {
  const rows = await findPaymentRecords(deps.db, input);
  return rows.map((row) => toAdminPaymentDetails(deps.keyring, row, 'masked'));
}

/**
 * GET /payments/unmasked: the numbers in full. The audit entry (who, from where, which records,
 * with which filters) is written in the same transaction as the read and before anything is
 * decrypted, so no full view can happen without its record; an empty result is recorded too.
 */
export async function listUnmaskedPaymentDetails(
  deps: Deps,
  actor: { id: string },
  ip: string,
  input: AdminPaymentDetailsInput,
) {
  const rows = await deps.db.transaction(async (tx) => {
    const found = await findPaymentRecords(tx, input);
    await writeAuditEntry(tx, {
      actorId: actor.id,
      action: UNMASK_ACTION,
      targetType: 'payment_details',
      targetIds: found.map((r) => r.id),
      metadata: {
        user_ids: found.map((r) => r.userId),
        filters: {
          user_id: input.user_id ?? null,
          consent_given: input.consent_given ?? null,
          search: input.search ?? null,
          limit: input.limit,
          offset: input.offset,
        },
      },
      ip,
    });
    return found;
  });
  return rows.map((row) => toAdminPaymentDetails(deps.keyring, row, 'full'));
}
