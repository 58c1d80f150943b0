import fs from 'node:fs';
import { loadEnv } from '@server/env';
import { openDb } from './client';
import { runMigrations } from './migrate';

const env = loadEnv();
fs.mkdirSync(env.DATA_DIR, { recursive: true });
const db = openDb(env.DATABASE_URL);
runMigrations(db);
db.$client.close();
console.log(`Migrated ${env.DATABASE_URL}`);
