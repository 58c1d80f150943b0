import { runningEngine } from '../engines';

/**
 * The tables the services query, of the engine this process runs (src/db/engines/index.ts). Both
 * engines make them from the same definitions (./definitions.ts); engine code that needs one
 * engine's tables whatever the process runs (opening SQLite, copying between engines) imports that
 * engine's tables.ts itself (docs/decisions/067-one-schema-two-engines.md).
 */
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
  emailOutbox,
  campaignFundings,
  payouts,
  ledgerEntries,
  scheduledJobs,
  reviews,
  disputes,
  shortlists,
  shortlistCreators,
  campaignInvitations,
  offers,
  livePosts,
  postMetrics,
  trackingClicks,
  agreements,
  invoiceCounters,
  invoices,
  consents,
  dataExports,
  grievances,
} = runningEngine.tables;
