/**
 * Where the notifications of the marketplace lead: the dashboards' applications tab (the client
 * reads `tab` to open it, as the user menu's activeTab does).
 */
export const CREATOR_APPLICATIONS_URL = '/creator-dashboard?tab=applications';
export const BRAND_APPLICATIONS_URL = '/brand-dashboard?tab=applications';
