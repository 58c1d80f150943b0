import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentDetails } from '../../../db/schema';
import { decrypt, encrypt, keyIdOfCiphertext, type Keyring } from './crypto';
import { contextOf, SENSITIVE, type SensitiveField } from './details';

/**
 * Step 3 of a key rotation: rewrites every value not yet under the active key, in one transaction.
 * Returns how many records changed; once it has run, the retired keys can be removed.
 */
export function reencryptPaymentDetails(db: Db, keyring: Keyring) {
  return db.transaction((tx) => {
    const rows = tx
      .select({
        id: paymentDetails.id,
        panNumberEnc: paymentDetails.panNumberEnc,
        aadhaarNumberEnc: paymentDetails.aadhaarNumberEnc,
        accountNumberEnc: paymentDetails.accountNumberEnc,
      })
      .from(paymentDetails)
      .all();
    let changed = 0;
    for (const row of rows) {
      const values: Partial<Record<(typeof SENSITIVE)[SensitiveField], string>> = {};
      for (const [field, column] of Object.entries(SENSITIVE) as [SensitiveField, (typeof SENSITIVE)[SensitiveField]][]) {
        const value = row[column];
        if (value !== null && keyIdOfCiphertext(value) !== keyring.activeKid) {
          values[column] = encrypt(keyring, decrypt(keyring, value, contextOf(field)), contextOf(field));
        }
      }
      if (Object.keys(values).length > 0) {
        tx.update(paymentDetails).set(values).where(eq(paymentDetails.id, row.id)).run();
        changed += 1;
      }
    }
    return changed;
  });
}
