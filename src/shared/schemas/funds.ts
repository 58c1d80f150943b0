import { z } from 'zod';
import { FUNDING_CLAIM_STATUSES, FUNDING_STATUSES, PAYOUT_STATUSES } from '../enums';
import { isFinancialYear } from '../financial-year';
import { idParam, pageInput, safeText } from './common';

/**
 * A bank's Unique Transaction Reference: 12 digits for IMPS and UPI, 16 characters for NEFT, 22 for
 * RTGS. Spaces are dropped and letters made capitals, so one transfer is one UTR however it is typed.
 */
export const utrField = z
  .string({ message: 'Enter the UTR of your transfer' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Enter the UTR of your transfer')
      .regex(/^[A-Z0-9]{12,22}$/, "A UTR is 12 to 22 letters and digits, as on your bank's confirmation"),
  );

/** Where the brand sends the money: the platform's account (settings PAYMENT_*). */
export const paymentInstructions = z.object({
  upi_id: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  ifsc: z.string(),
  account_name: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

/** A campaign's funding as its brand and admins see it (docs/product.md#funding). */
export const fundingOutput = z.object({
  campaign_id: z.string(),
  status: z.enum(FUNDING_STATUSES),
  /** The campaign's whole budget in rupees; 0 for barter. */
  amount: z.number().int(),
  /** What to write on the transfer; the same until a claim is made with it. */
  reference: z.string(),
  /** Null when the platform has not set its account up (funding is refused then). */
  instructions: paymentInstructions.nullable(),
  /** The claim waiting or held, or the last one rejected. */
  utr: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type Funding = z.infer<typeof fundingOutput>;

export const fundCampaignInput = z.object({ id: idParam, utr: utrField });

/** One claim in the admin's queue. */
export const fundingClaimOutput = z.object({
  id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  utr: z.string(),
  status: z.enum(FUNDING_CLAIM_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type FundingClaim = z.infer<typeof fundingClaimOutput>;

export const listFundingsInput = z.object({
  status: z
    .enum(FUNDING_CLAIM_STATUSES, {
      message: 'status must be one of awaiting_confirmation, held, rejected, released',
    })
    .optional(),
  ...pageInput,
});

export const confirmFundingInput = z.object({ id: idParam });
export const rejectFundingInput = z.object({
  id: idParam,
  reason: safeText('reason', 500).pipe(z.string().min(5, 'Say in a few words why (at least 5 characters)')),
});

/** A creator's payout of one paid collaboration (docs/product.md#payouts). Money in whole rupees. */
export const payoutOutput = z.object({
  id: z.string(),
  transaction_id: z.string(),
  application_id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  gross: z.number().int(),
  commission: z.number().int(),
  gst_on_commission: z.number().int(),
  tds: z.number().int(),
  net: z.number().int(),
  pan_on_file: z.boolean(),
  status: z.enum(PAYOUT_STATUSES),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  utr: z.string().nullable(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payoutOutput>;

export const listPayoutsInput = z.object({
  status: z
    .enum(PAYOUT_STATUSES, { message: 'status must be one of pending, due, on_hold, paid, cancelled' })
    .optional(),
  ...pageInput,
});

export const markPayoutPaidInput = z.object({ id: idParam, utr: utrField });

/** The admin's totals: held (funded, not yet paid out), due now, paid this India calendar month. */
export const payoutTotalsOutput = z.object({
  held: z.number().int(),
  due: z.number().int(),
  due_count: z.number().int(),
  paid_this_month: z.number().int(),
  awaiting_confirmation: z.number().int(),
});

export const financialYearField = z
  .string()
  .refine(isFinancialYear, 'fy must be a financial year such as 2026-27');

export const myPayoutsInput = z.object({ fy: financialYearField.optional() });

/** Each line of the payouts summed over the year, and barter received per brand (docs/product.md#statement). */
export const statementOutput = z.object({
  fy: z.string(),
  from: z.string(),
  to: z.string(),
  pan_on_file: z.boolean(),
  /** The TDS rate that applies now, percent: TDS_RATE with a PAN saved, else TDS_NO_PAN_RATE. */
  tds_rate: z.number(),
  /** TDS_RATE, percent: the rate with a PAN saved, for the no-PAN notice (docs/product.md#statement). */
  tds_rate_with_pan: z.number(),
  payouts: z.number().int(),
  totals: z.object({
    gross: z.number().int(),
    commission: z.number().int(),
    gst_on_commission: z.number().int(),
    tds: z.number().int(),
    net: z.number().int(),
    paid: z.number().int(),
  }),
  barter: z.array(
    z.object({
      brand_id: z.string(),
      brand_name: z.string(),
      collaborations: z.number().int(),
      value: z.number().int(),
      /** The year's value from this brand passes ₹20,000 (section 194R). */
      over_threshold: z.boolean(),
    }),
  ),
});
export type Statement = z.infer<typeof statementOutput>;
