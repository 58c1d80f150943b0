import { ENGINE } from '../engine';
import * as postgres from './postgres';
import * as sqlite from './sqlite';

/**
 * The tables the services query, of the engine this process runs (DATABASE_URL's scheme, read
 * once). Services are typed against SQLite's; PostgreSQL's define the same tables, columns and JS
 * values (parity.test.ts) and are cast to them here, once
 * (docs/decisions/031-one-service-layer-for-two-engines.md, point 2). Engine code that needs one
 * engine's tables whatever the process runs (opening SQLite, copying between engines) imports
 * ./sqlite or ./postgres itself.
 */
const tables = ENGINE === 'postgres' ? (postgres as unknown as typeof sqlite) : sqlite;

export const {
  users,
  sessions,
  profiles,
  campaigns,
  applications,
  workSubmissions,
  paymentDetails,
  aadhaarVault,
  transactions,
  keyChecks,
  reports,
  suspensions,
  notifications,
  broadcasts,
  auditLog,
  contactMessages,
  campaignTagDays,
  transactionTotals,
  messages,
  conversations,
  conversationMembers,
  accountTokens,
  notificationPreferences,
  campaignFundings,
  payouts,
  ledgerEntries,
  scheduledJobs,
  reviews,
  disputes,
} = tables;
