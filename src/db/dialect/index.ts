import { runningEngine } from '@db/engines';

/**
 * The SQL that differs by engine, as the running engine writes it (src/db/engines/<engine>/dialect.ts,
 * chosen in src/db/engines/index.ts): services import fragments from here and never write engine
 * SQL themselves (docs/decisions/031-one-service-layer-for-two-engines.md, point 3).
 */
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
  likely,
  insertionOrder,
  matchingOrders,
  orderList,
} = runningEngine.dialect;
