import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '../enums';
import { idParam, text } from './common';

/*
 * "Download my data" and "Erase my account" (docs/product.md#privacy, decision 089): the rules and
 * the words both sides show.
 */

/** How long a prepared copy can be downloaded. */
export const DATA_EXPORT_DAYS = 7;
/** Copies one account may ask for in any 24 hours. */
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_MESSAGES = {
  limit: `You can ask for at most ${DATA_EXPORTS_PER_DAY} copies of your data a day. Please try again tomorrow.`,
  notFound: 'Data export not found',
  expired: 'This copy of your data has expired. Please ask for a new one.',
  notReady: 'This copy of your data is still being prepared.',
} as const;

/** What stands in for an erased person's name, and for the messages they sent. */
export const ERASED_NAME = 'Erased user';
export const ERASED_MESSAGE = '[erased]';
/** The address an erased account gets: unique, and in the reserved `.invalid` domain, so no mail can reach it. */
export const erasedEmail = (userId: string) => `erased-${userId}@invalid`;

/** The exact reasons an erasure is refused (409), each shown as it is. */
export const ERASURE_REFUSALS = {
  openDispute: 'You have an open dispute. Your account can be erased once it is resolved.',
  unpaidPayout: 'You have a payout that has not been paid yet. Your account can be erased once it is paid.',
  activeCollaboration:
    'You have an accepted collaboration that is not completed. Your account can be erased once it is completed.',
  activeCampaign: 'You have an active campaign. Complete or close it before erasing your account.',
} as const;
export const ERASURE_ADMIN_REFUSAL =
  'An admin account cannot erase itself. Ask another admin to remove your admin role first.';
export const ERASURE_WRONG_PASSWORD = 'Password is incorrect';
export const ERASURE_DONE = 'Your account has been erased. You have been signed out.';

/** What the screen lists before the password is asked for. */
export const ERASURE_REMOVES = [
  'Your name, email address, phone number and address',
  'Your bio, social handles, profile photo and your public page',
  'Your identity documents and payment details (PAN, Aadhaar, bank account, UPI)',
  'The text of the messages you sent (they will read "[erased]")',
  'Your notifications, sign-in sessions and copies of your data',
] as const;
export const ERASURE_KEEPS = [
  'Transactions, payouts, tax (TDS) records and the ledger, as the law requires',
  'Invoices, with your name as it was on them (GST law keeps them for years)',
  'Collaboration agreements you accepted, as the record of what was agreed',
  'The audit log entry that records this erasure',
] as const;

export const dataExportOutput = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Where the file is downloaded from while it is ready. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportOutput>;

export const dataExportIdInput = z.object({ id: idParam });

export const erasureInput = z.object({
  password: text('Password', { trim: false, message: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});
