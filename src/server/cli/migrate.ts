import fs from 'node:fs';
import { openDatabase } from '@db/open';
import { loadEnv } from '../env';

/** `migrate`: applies the configured database's pending migrations, on either engine. */
export async function run() {
  const env = loadEnv();
  fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const opened = openDatabase(env.DATABASE_URL);
  try {
    await opened.migrate();
  } finally {
    await opened.close();
  }
  console.log(`Migrated ${env.DATABASE_URL}`);
  return 0;
}
