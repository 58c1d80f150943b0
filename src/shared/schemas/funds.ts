import { z } from 'zod';
import { FUNDING_STATUSES, PAYOUT_BLOCKS, PAYOUT_STATUSES } from '../enums';
import { isFinancialYear } from '../financial-year';
import { booleanParam, idParam, pageInput, safeText, text } from './common';

/**
 * A bank's Unique Transaction Reference: 12 digits for IMPS and UPI, 16 characters for NEFT, 22 for
 * RTGS. Spaces are dropped and letters made capitals, so one transfer is one UTR however it is typed.
 */
export const utrField = text('UTR', { message: 'Enter the UTR of your transfer' })
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
  rejected_at: z.string().nullable(),
  /** What went back to the brand (refunded, or the unspent rest of released money); null before. */
  refunded_amount: z.number().int().nullable(),
  /** What the campaign's paid payouts spent of it so far (gross less dispute adjustments). */
  paid_out: z.number().int(),
  updated_at: z.string().nullable(),
});
export type Funding = z.infer<typeof fundingOutput>;

export const fundCampaignInput = z.object({ id: idParam, utr: utrField });

/**
 * One claim in the admin's queue (docs/product.md#funding). Its status is the campaign's funding
 * that the claim made: a rejected claim is `none` again, with the reason and time kept on it.
 */
export const fundingClaimOutput = z.object({
  id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  utr: z.string(),
  status: z.enum(FUNDING_STATUSES),
  rejection_reason: z.string().nullable(),
  rejected_at: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Money given back to the brand: refunded whole by an admin, or the unspent rest once settled. */
  refunded_amount: z.number().int().nullable(),
  refund_utr: z.string().nullable(),
  refund_reason: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** What of the held money went out in paid payouts (gross less any dispute adjustment). */
  paid_out: z.number().int(),
});
export type FundingClaim = z.infer<typeof fundingClaimOutput>;

export const listFundingsInput = z.object({
  status: z
    .enum(FUNDING_STATUSES, {
      message: `status must be one of ${FUNDING_STATUSES.join(', ')}`,
    })
    .optional(),
  ...pageInput,
});

export const confirmFundingInput = z.object({ id: idParam });
const decisionReason = safeText('reason', 500, { lines: true }).pipe(
  z.string().min(5, 'Say in a few words why (at least 5 characters)'),
);
export const rejectFundingInput = z.object({ id: idParam, reason: decisionReason });
/** POST /admin/fundings/{id}/refund: the UTR of the transfer back to the brand, and why. */
export const refundFundingInput = z.object({ id: idParam, utr: utrField, reason: decisionReason });

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
  /** What a dispute's split took back for the brand: net = gross - commission - GST - TDS - adjustment. */
  adjustment: z.number().int(),
  net: z.number().int(),
  pan_on_file: z.boolean(),
  status: z.enum(PAYOUT_STATUSES),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  utr: z.string().nullable(),
  created_at: z.string(),
  /** The campaign's money: a payout can be paid only once it is `held` (docs/product.md#payouts). */
  funding_status: z.enum(FUNDING_STATUSES),
  /** Whether the creator has a bank account (with IFSC) or a UPI id on file to be paid to. */
  payment_details_on_file: z.boolean(),
  /**
   * What keeps an unpaid payout from being paid now, the first that applies, or null when it can be
   * paid (or is paid or cancelled): a dispute, the brand's money, the hold time, the creator's details.
   */
  waiting_for: z.enum(PAYOUT_BLOCKS).nullable(),
});
export type Payout = z.infer<typeof payoutOutput>;

export const listPayoutsInput = z.object({
  status: z
    .enum(PAYOUT_STATUSES, { message: 'status must be one of pending, due, on_hold, paid, cancelled' })
    .optional(),
  /**
   * With `status=due`: true for the due payouts that can be paid now (the bank file's), false for
   * those that wait (money not held, no payment details on file).
   */
  payable: booleanParam.optional(),
  ...pageInput,
});

export const markPayoutPaidInput = z.object({ id: idParam, utr: utrField });

/** The admin's totals: held (funded, not yet paid out), due now, paid this India calendar month. */
export const payoutTotalsOutput = z.object({
  held: z.number().int(),
  due: z.number().int(),
  due_count: z.number().int(),
  /** Of the due payouts, those that can be paid now: the bank file's net and rows. */
  payable: z.number().int(),
  payable_count: z.number().int(),
  paid_this_month: z.number().int(),
  awaiting_confirmation: z.number().int(),
});

export const financialYearField = text('fy').refine(
  isFinancialYear,
  'fy must be a financial year such as 2026-27',
);

/** GET /payouts/my: one financial year's payouts (default the current one), a page at a time. */
export const myPayoutsInput = z.object({ fy: financialYearField.optional(), ...pageInput });

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
    adjustment: z.number().int(),
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
