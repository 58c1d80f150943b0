import * as definitions from '@db/schema/definitions';
import { buildSqliteTables } from './schema-kit';

/** SQLite's Drizzle tables, keyed as src/db/schema/definitions.ts names them. */
export const sqliteTables = buildSqliteTables(definitions);
