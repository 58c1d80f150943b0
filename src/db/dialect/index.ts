import { ENGINE } from '@db/engine';
import * as postgres from './postgres';
import * as sqlite from './sqlite';

/**
 * The SQL fragments of this process's engine (DATABASE_URL's scheme, read once). Services are typed
 * against SQLite's; PostgreSQL's have the same names and arities (dialect.test.ts) and are cast to
 * them here, once (docs/decisions/031-one-service-layer-for-two-engines.md, points 1 and 3).
 */
const dialect = ENGINE === 'postgres' ? (postgres as unknown as typeof sqlite) : sqlite;

export const {
  rows,
  jsonArrayHas,
  jsonArrayElements,
  containsText,
  searchMatch,
  matchingCampaign,
  indiaDay,
  indiaMonth,
  greatest,
  indexedBy,
  insertionOrder,
  matchingOrders,
  orderList,
} = dialect;
