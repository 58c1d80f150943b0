export default {
  /** The header's badge on the admin dashboard. */
  badge: 'Admin Panel',
  sections: 'Admin sections',
  section: 'Admin section',
  /** A tab with contact messages waiting: in the narrow screen's select, and as the sidebar's badge. */
  optionWaiting: '{{label}} ({{n}} new)',
  waiting: '{{n}} new',
};
