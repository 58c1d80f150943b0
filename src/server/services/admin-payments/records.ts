import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { aadhaarVault, paymentDetails, profiles, users } from '@db/schema';
import type { AdminPaymentDetails, AdminPaymentDetailsInput } from '@shared/schemas/admin-payments';
import { page } from '../pagination';
import { mask, type Keyring } from '../crypto';
import { paymentColumns, toPaymentDetailsOutput, vaultJoin } from '../payments/details';
import { matchesSearch } from '../text-search';

/** Payment records with their owner's name, username and email, newest first, in one query. */
export async function findPaymentRecords(db: Db, input: AdminPaymentDetailsInput) {
  const { limit, offset } = page(input);
  return db
    .select({ ...paymentColumns, fullName: users.fullName, email: users.email, username: profiles.username })
    .from(paymentDetails)
    .innerJoin(users, eq(users.id, paymentDetails.userId))
    .leftJoin(aadhaarVault, vaultJoin)
    .leftJoin(profiles, eq(profiles.userId, paymentDetails.userId))
    .where(
      and(
        input.user_id !== undefined ? eq(paymentDetails.userId, input.user_id) : undefined,
        input.consent_given !== undefined ? eq(paymentDetails.consentGiven, input.consent_given) : undefined,
        matchesSearch([users.fullName, profiles.username, paymentDetails.upiId], input.search),
      ),
    )
    .orderBy(desc(paymentDetails.createdAt), desc(paymentDetails.id))
    .limit(limit)
    .offset(offset);
}
type PaymentRecord = Awaited<ReturnType<typeof findPaymentRecords>>[number];

/**
 * The admin's view of a record. Masked: PAN, Aadhaar and account number show only their last 4
 * characters (mask() of the payments module); the other fields are not secret to an admin.
 */
export function toAdminPaymentDetails(
  keyring: Keyring,
  row: PaymentRecord,
  view: 'masked' | 'full',
): AdminPaymentDetails {
  const record = toPaymentDetailsOutput(keyring, row, 'full');
  return {
    ...record,
    full_name: row.fullName,
    username: row.username,
    email: row.email,
    ...(view === 'full'
      ? {}
      : {
          pan_number: mask(record.pan_number),
          aadhaar_number: mask(record.aadhaar_number),
          account_number: mask(record.account_number),
        }),
  };
}
