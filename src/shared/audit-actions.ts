/**
 * Every action the audit log records, with the label the admin's Audit Log tab shows for it
 * (docs/product.md#audit-log). writeAuditEntry accepts only these names, so this list is complete.
 */
export const AUDIT_ACTIONS = {
  'campaign.status': 'Campaign status changed',
  'user.suspend': 'User suspended or warned',
  'user.unsuspend': 'User unsuspended',
  'suspension.cancel': 'Suspension cancelled',
  'report.status': 'Report status changed',
  'report.suspend': 'User suspended from a report',
  'transaction.status': 'Transaction status changed',
  'funding.confirm': 'Funding confirmed',
  'funding.reject': 'Funding rejected',
  'funding.refund': 'Funding refunded to the brand',
  'payout.paid': 'Payout marked paid',
  'payouts.export': 'Payouts exported',
  'invoices.export': 'Tax invoices exported',
  'tds.export': 'TDS data exported',
  'dispute.resolve': 'Dispute resolved',
  'broadcast.send': 'Broadcast sent',
  'contact_message.status': 'Contact message status changed',
  'contact_message.reply': 'Contact message answered',
  'payment_details.unmask': 'Payment details viewed unmasked',
  'payment_document.view': 'Identity document opened',
  'conversation.read': 'Conversation read by an admin',
  'email.retry': 'Failed email sent again',
  'grievance.answer': 'Grievance answered',
  'account.erase': 'Account erased by its owner',
  'data.export': 'Copy of personal data asked for',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
