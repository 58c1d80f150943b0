import type { Db } from '@db/client';
import { aadhaarVault, paymentDetails } from '@db/schema';
import { encrypt, type Keyring } from '../services/crypto';
import { insertedId, type DemoClock } from './demo-clock';
import type { DemoPeople } from './demo-people';

/** Two creators' payment details, their numbers encrypted with the installation's keyring. */
export async function insertDemoPaymentDetails(
  tx: Db,
  clock: DemoClock,
  people: DemoPeople,
  keyring: Keyring,
) {
  const { ago } = clock;
  // The column context matches the payments service, which binds `payment_details.<field>` into each ciphertext.
  const seal = (field: 'pan_number' | 'aadhaar_number' | 'account_number', value: string) =>
    encrypt(keyring, value, `payment_details.${field}`);
  // The Aadhaar number lives in its vault; the record holds only the reference key.
  const aadhaarRef = await insertedId(
    tx
      .insert(aadhaarVault)
      .values({ numberEnc: seal('aadhaar_number', '482913675204') })
      .returning({ id: aadhaarVault.id }),
  );
  await tx.insert(paymentDetails).values([
    {
      userId: people.idOf('priya'),
      panNumberEnc: seal('pan_number', 'BXZPS4821K'),
      aadhaarRef,
      accountNumberEnc: seal('account_number', '50100248613795'),
      upiId: 'priyastyles@okhdfcbank',
      accountHolderName: 'Priya Sharma',
      ifscCode: 'HDFC0001234',
      bankName: 'HDFC Bank',
      consentGiven: true,
      consentAt: ago(60),
      createdAt: ago(60),
      updatedAt: ago(60),
    },
    {
      userId: people.idOf('meera'),
      panNumberEnc: seal('pan_number', 'CKLPJ7319M'),
      upiId: 'meerascooks@okaxis',
      accountHolderName: 'Meera Joshi',
      consentGiven: true,
      consentAt: ago(50),
      createdAt: ago(50),
      updatedAt: ago(50),
    },
  ]);
}
