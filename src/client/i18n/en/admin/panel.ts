export default {
  /** The header's badge on the admin dashboard. */
  badge: 'Admin Panel',
  sections: 'Admin sections',
  section: 'Admin section',
  /** A tab with contact messages waiting: in the narrow screen's select, and as the sidebar's badge. */
  optionWaiting: '{{label}} ({{n}} new)',
  waiting: '{{n}} new',
  tabs: {
    analytics: 'Platform Analytics',
    users: 'Creator Management',
    brands: 'Brand Management',
    campaigns: 'Campaign Moderation',
    commission: 'Commission',
    payouts: 'Payouts',
    invoices: 'Invoices',
    tds: 'TDS',
    disputes: 'Disputes',
    reports: 'Reports & Flags',
    disclosure: 'Disclosure Checks',
    suspensions: 'User Suspensions',
    notifications: 'Broadcast System',
    'payment-management': 'User Payment Details',
    contact: 'Contact Messages',
    grievances: 'Grievances',
    emails: 'Emails',
    'audit-log': 'Audit Log',
  },
};
