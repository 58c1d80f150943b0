import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { aadhaarVault, paymentDetails } from '@db/schema';
import { decrypt, encrypt, keyIdOfCiphertext, type Keyring } from '../crypto';
import { contextOf, type SensitiveField, vaultJoin } from './details';

/**
 * Step 3 of a key rotation: rewrites every number not yet under the active key (the record's PAN
 * and account number, and its Aadhaar number in the vault), in one transaction. Returns how many
 * records changed; documents are rewritten by `encryptDocumentFiles(..., 'not-active')`.
 */
export async function reencryptPaymentDetails(db: Db, keyring: Keyring) {
  const reseal = (field: SensitiveField, value: string | null) =>
    value !== null && keyIdOfCiphertext(value) !== keyring.activeKid
      ? encrypt(keyring, decrypt(keyring, value, contextOf(field)), contextOf(field))
      : null;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: paymentDetails.id,
        panNumberEnc: paymentDetails.panNumberEnc,
        accountNumberEnc: paymentDetails.accountNumberEnc,
        vaultId: aadhaarVault.id,
        aadhaarNumberEnc: aadhaarVault.numberEnc,
      })
      .from(paymentDetails)
      .leftJoin(aadhaarVault, vaultJoin);
    let changed = 0;
    for (const row of rows) {
      const pan = reseal('pan_number', row.panNumberEnc);
      const account = reseal('account_number', row.accountNumberEnc);
      const aadhaar = reseal('aadhaar_number', row.aadhaarNumberEnc);
      if (pan || account) {
        await tx
          .update(paymentDetails)
          .set({ ...(pan && { panNumberEnc: pan }), ...(account && { accountNumberEnc: account }) })
          .where(eq(paymentDetails.id, row.id));
      }
      if (aadhaar)
        await tx.update(aadhaarVault).set({ numberEnc: aadhaar }).where(eq(aadhaarVault.id, row.vaultId!));
      if (pan || account || aadhaar) changed += 1;
    }
    return changed;
  });
}
