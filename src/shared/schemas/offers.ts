import { z } from 'zod';
import { COLLAB_TYPES, OFFER_STATUSES } from '../enums';
import { BUDGET_MAX, isDateValue } from './campaign';
import { idParam, safeText, text } from './common';

export const OFFER_DELIVERABLES_MAX = 2000;
export const OFFER_MESSAGE_MAX = 1000;
/** Days an offer waits for its answer before it is expired (docs/product.md#direct-offers). */
export const OFFER_EXPIRY_DAYS = 7;

export const OFFER_MESSAGES = {
  amount: 'Amount must be a whole number of rupees, 0 or more',
  paidNeedsAmount: 'A paid campaign needs an amount above 0',
  barterIsZero: 'A barter campaign is offered for 0 rupees',
  deliverables: `Deliverables must be 1 to ${OFFER_DELIVERABLES_MAX} characters`,
  deadline: 'Deadline must be a date (YYYY-MM-DD)',
  deadlinePast: 'The deadline cannot be in the past',
  campaignNotActive: 'Offers can be made only on an active campaign',
  alreadyOpen: 'This creator already has an open offer on this campaign',
  alreadyApplied: 'This creator has already applied to this campaign',
  overBudget: (left: number) =>
    `This amount is more than the budget has left after the amounts already agreed (₹${left.toLocaleString('en-IN')})`,
  notOpen: (status: string) => `This offer is ${status}; it can no longer be changed that way`,
  counterOnce: 'An offer can be countered once, while it is pending',
} as const;

/** Whole rupees, as a JSON number or digits from a form (like the campaign budget). */
const amountField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ message: OFFER_MESSAGES.amount })
    .int(OFFER_MESSAGES.amount)
    .min(0, OFFER_MESSAGES.amount)
    .max(BUDGET_MAX, `Amount must be at most ${BUDGET_MAX}`),
);

const messageField = safeText('Message', OFFER_MESSAGE_MAX, { lines: true })
  .nullable()
  .optional()
  .transform((v) => v || null);

/** POST /offers: the brand's offer; the campaign's type decides whether the amount may be 0. */
export const createOfferInput = z.object({
  creator_id: idParam,
  campaign_id: idParam,
  amount: amountField,
  deliverables: safeText('Deliverables', OFFER_DELIVERABLES_MAX, { lines: true }).pipe(
    z.string().min(1, OFFER_MESSAGES.deliverables),
  ),
  deadline: text('Deadline', { message: OFFER_MESSAGES.deadline }).refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isDateValue(v),
    OFFER_MESSAGES.deadline,
  ),
  message: messageField,
});
export type CreateOfferInput = z.infer<typeof createOfferInput>;

/** The Send offer dialog's fields, checked as the server checks them. */
export const offerForm = createOfferInput.omit({ creator_id: true });

export const listMyOffersInput = z.object({
  status: z
    .enum(OFFER_STATUSES, { message: `Status must be one of ${OFFER_STATUSES.join(', ')}` })
    .optional(),
});

export const offerIdInput = z.object({ id: idParam });
export const declineOfferInput = z.object({
  id: idParam,
  reason: safeText('Reason', OFFER_MESSAGE_MAX, { lines: true })
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export const counterOfferInput = z.object({ id: idParam, amount: amountField, message: messageField });
/** The creator's Counter dialog. */
export const counterForm = counterOfferInput.omit({ id: true });

export const offerOutput = z.object({
  id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  campaign_collab_type: z.enum(COLLAB_TYPES),
  brand_id: z.string(),
  brand_name: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  amount: z.number(),
  deliverables: z.string(),
  deadline: z.string(),
  message: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  counter_amount: z.number().nullable(),
  counter_message: z.string().nullable(),
  decline_reason: z.string().nullable(),
  application_id: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Offer = z.infer<typeof offerOutput>;
