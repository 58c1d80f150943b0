import { openDatabase } from '@db/open';
import { loadEnv } from '../env';
import { loadKeyring } from '../services/crypto';
import { encryptDocumentFiles } from '../services/payments/document-files';
import { forgetRetiredKeyChecks } from '../services/payments/key-check';
import { reencryptPaymentDetails } from '../services/payments/rotate';
import { createFileStore } from '../services/uploads/file-store';

/**
 * Key rotation, step 3: `reencrypt` with the same environment as the server. Numbers, then
 * documents; once both are under the active key, the database stops asking for the retired keys
 * at start-up.
 */
export async function run() {
  const env = loadEnv();
  const keyring = loadKeyring(env);
  const opened = openDatabase(env.DATABASE_URL);
  try {
    const changed = await reencryptPaymentDetails(opened.db, keyring);
    const documents = await encryptDocumentFiles(createFileStore(env), keyring, 'not-active');
    await forgetRetiredKeyChecks(opened.db, keyring);
    console.log(
      `Re-encrypted ${changed} payment record(s) and ${documents} document(s) with key ${keyring.activeKid}`,
    );
  } finally {
    await opened.close();
  }
  return 0;
}
