import type { Db } from '@db/client';
import type { SQLiteTable } from '@db/engines/builder';
import { tableNamesInDependencyOrder } from '@db/engines/copy/order';
import * as schema from '@db/schema';

/** Deletes every row of every table in the schema (migrations bookkeeping is not in it). */
export async function clearAllTables(tx: Db) {
  for (const table of deletionOrder()) await tx.delete(table);
}

/**
 * Every table of the schema, each before the tables its foreign keys point at, so each delete leaves
 * no row pointing at a deleted one (PostgreSQL's keys cannot be deferred to the commit): the copy's
 * insert order, reversed, given as the tables of the engine this process runs.
 */
function deletionOrder() {
  return tableNamesInDependencyOrder()
    .reverse()
    .map((n) => schema[n] as SQLiteTable);
}
