import fs from 'node:fs';
import { loadEnv } from '../env';
import { openDb } from '@db/client';
import { runMigrations } from '@db/migrate';

const env = loadEnv();
fs.mkdirSync(env.DATA_DIR, { recursive: true });
const db = openDb(env.DATABASE_URL);
runMigrations(db);
db.$client.close();
console.log(`Migrated ${env.DATABASE_URL}`);
