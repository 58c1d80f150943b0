import { z } from 'zod';
import { booleanParam, idParam, pageInput, searchText, text } from './common';
import { paymentDetailsOutput } from './payment';

/** Filters of the admin's payment details screen (masked and unmasked alike). */
export const adminPaymentDetailsInput = z.object({
  user_id: idParam.optional(),
  consent_given: booleanParam.optional(),
  /** Matched anywhere in the user's full name, username or UPI ID, ignoring case. */
  search: searchText(100, 'search').optional(),
  ...pageInput,
});
export type AdminPaymentDetailsInput = z.infer<typeof adminPaymentDetailsInput>;

/** A user's payment details as the admin sees them (plus the user's id and email). */
export const adminPaymentDetailsOutput = paymentDetailsOutput.extend({
  full_name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
});
export type AdminPaymentDetails = z.infer<typeof adminPaymentDetailsOutput>;

export const auditLogInput = z.object({
  /** An exact action, e.g. payment_details.unmask or payment_document.view. */
  action: text('action').max(100, 'action must be at most 100 characters').optional(),
  actor_id: idParam.optional(),
  /** Entries about this record (a user, campaign, report, transaction, funding, payout or dispute id). */
  target_id: idParam.optional(),
  ...pageInput,
});

export const auditEntryOutput = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_ids: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
