import * as definitions from '@db/schema/definitions';
import { buildPostgresTables } from './schema-kit';

/** PostgreSQL's Drizzle tables, keyed as src/db/schema/definitions.ts names them. */
export const postgresTables = buildPostgresTables(definitions);
