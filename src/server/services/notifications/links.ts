/**
 * Where the notifications of the marketplace lead: the dashboards' applications tab (the client
 * reads `tab` to open it, as the user menu's activeTab does).
 */
export const CREATOR_APPLICATIONS_URL = '/creator-dashboard?tab=applications';
export const BRAND_APPLICATIONS_URL = '/brand-dashboard?tab=applications';
/** A brand's campaigns, where each card shows its funding (docs/product.md#funding). */
export const BRAND_CAMPAIGNS_URL = '/brand-dashboard?tab=campaigns';
/** The admin's Payouts tab: funding claims to confirm, payouts to pay. */
export const ADMIN_PAYOUTS_URL = '/admin-dashboard?tab=payouts';
/** A creator's payouts and yearly statement (docs/product.md#statement). */
export const CREATOR_EARNINGS_URL = '/creator-dashboard?tab=earnings';
/** The admin's Disputes tab (docs/product.md#disputes). */
export const ADMIN_DISPUTES_URL = '/admin-dashboard?tab=disputes';
/** One application's conversation on the Messages page, where a dispute's parties and admins talk. */
export const conversationUrl = (applicationId: string) =>
  `/messages?conversation=${encodeURIComponent(applicationId)}`;
/** A creator's invitations to campaigns (docs/product.md#private-campaigns-and-invitations). */
export const CREATOR_INVITATIONS_URL = '/creator-dashboard?tab=invitations';
