import { openDb } from '../db/client';
import { loadEnv } from './env';
import { loadKeyring } from './services/payments/crypto';
import { reencryptPaymentDetails } from './services/payments/rotate';

/** Key rotation, step 3: `npx tsx src/server/reencrypt-cli.ts` with the same environment as the server. */
const env = loadEnv();
const keyring = loadKeyring(env);
const db = openDb(env.DATABASE_URL);
const changed = reencryptPaymentDetails(db, keyring);
db.$client.close();
console.log(`Re-encrypted ${changed} payment record(s) with key ${keyring.activeKid}`);
