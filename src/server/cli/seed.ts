import fs from 'node:fs';
import { loadEnv } from '../env';
import { ensureAdminAccount } from '../services/auth/accounts';
import { loadKeyring } from '../services/crypto';
import { createFileStore } from '../services/uploads/file-store';
import { openDatabase } from '@db/open';
import { describeLogins, reloadDemo } from '../seed/demo';

/**
 * `seed` (`npm run db:seed`): replaces everything in the configured database with the demo
 * marketplace. The wipe and the reload are one transaction, so a failure leaves the old data in place.
 */
export async function run() {
  try {
    await reload();
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  }
}

async function reload() {
  const env = loadEnv();
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const opened = openDatabase(env.DATABASE_URL);
  const { db } = opened;
  try {
    await opened.migrate();
    const logins = await reloadDemo(db, { keyring: loadKeyring(env) });
    // Uploaded avatars and identity documents belonged to the rows just deleted; keep no orphans.
    await createFileStore(env).clear();
    // The configured admin is promised to exist; the wipe removed it, so it is put back.
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
      await ensureAdminAccount(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    console.log(`Reloaded ${env.DATABASE_URL}`);
    console.log(describeLogins(logins, env.APP_URL));
  } finally {
    await opened.close();
  }
}
