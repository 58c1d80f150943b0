import { z } from 'zod';
import { CAMPAIGN_STATUSES, CAMPAIGN_VISIBILITIES, COLLAB_TYPES, FUNDING_STATUSES } from '../enums';
import { idParam, pageInput, safeText, searchText, text } from './common';
import { destinationUrlError } from '../tracking';
import { usageRightsField, usageRightsOutput } from './usage-rights';

/** The documents' sentence for a live campaign's missing fields, which the message then names. */
export const REQUIRED_FIELDS_SENTENCE = 'Please fill in all required fields';

/** The create and edit messages (docs/product.md#campaign-create; the two "Missing Information" toasts). */
export const CAMPAIGN_MESSAGES = {
  draftNeedsTitle: 'Please provide at least a campaign name to save as draft.',
  /** "Please fill in all required fields: title." (a 400 names its fields, issue 28). */
  activeNeedsFields: (fields: readonly string[]) => `${REQUIRED_FIELDS_SENTENCE}: ${fields.join(', ')}.`,
  fieldRequired: { title: 'Campaign title is required', description: 'Campaign description is required' },
  barterHasNoBudget: 'A barter campaign has no budget',
  paidNeedsBudget: 'A paid campaign needs a budget above 0',
  endBeforeStart: 'End date must be on or after the start date',
  fundedBudgetFixed:
    "This campaign's budget has been sent for funding, so its budget and collaboration type cannot change",
} as const;

export const BUDGET_MAX = 10_000_000_000;
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX = 30;
export const DELIVERABLES_MAX = 50;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** 'YYYY-MM-DD' or an ISO 8601 date-time whose calendar date exists (no 30 February). */
export function isDateValue(value: string) {
  const m = DATE_PATTERN.exec(value);
  if (!m || Number.isNaN(Date.parse(value))) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === value.slice(0, 10);
}

/** The instant a date value names; a bare date is its first moment in UTC. */
export const dateValueTime = (value: string) =>
  Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);

/** Forms send '' for an empty field: that is "none", like null. */
const emptyAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const dateField = (label: string) =>
  z.preprocess(
    emptyAsNull,
    text(label, { message: `${label} must be a date (YYYY-MM-DD)` })
      .refine(isDateValue, `${label} must be a date (YYYY-MM-DD)`)
      .nullable(),
  );

/**
 * Whole rupees, 0 or more, or null for none. The web form may send the number as text
 * ("5000"), so digit strings are read as numbers; anything else is refused, never guessed.
 */
const wholeRupeesField = (label: string) =>
  z.preprocess(
    (v) => {
      const e = emptyAsNull(v);
      return typeof e === 'string' && /^\d+(\.\d+)?$/.test(e.trim()) ? Number(e.trim()) : e;
    },
    z
      .number({ message: `${label} must be a number` })
      .int(`${label} must be a whole number of rupees`)
      .min(0, `${label} must be 0 or more`)
      .max(BUDGET_MAX, `${label} must be at most ${BUDGET_MAX}`)
      .nullable(),
  );

export const budgetField = wholeRupeesField('Budget');
/** What a barter creator receives in kind (docs/product.md#barter-value); ignored for a paid campaign. */
export const productValueField = wholeRupeesField('Product value');

/** Trimmed entries, blanks and exact duplicates dropped, first occurrence kept. */
export function cleanList(items: readonly string[]) {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (!item || seen.has(item)) continue;
    seen.add(item);
    out.push(item);
  }
  return out;
}

export const tagsField = z
  .array(safeText('Tag', TAG_MAX_LENGTH), { message: 'Tags must be a list of text' })
  .max(TAGS_MAX * 2, `Tags: at most ${TAGS_MAX}`)
  .transform(cleanList)
  .refine((tags) => tags.length <= TAGS_MAX, `Tags: at most ${TAGS_MAX}`);

/** A list, or the create form's free text with one deliverable per line. */
export const deliverablesField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/\r\n?|\n/) : v),
  z
    .array(safeText('Deliverable', 300), { message: 'Deliverables must be a list of text' })
    .max(DELIVERABLES_MAX * 2, `Deliverables: at most ${DELIVERABLES_MAX}`)
    .transform(cleanList)
    .refine((d) => d.length <= DELIVERABLES_MAX, `Deliverables: at most ${DELIVERABLES_MAX}`),
);

export const REVISION_ROUNDS_MAX = 5;
export const REVISION_ROUNDS_DEFAULT = 2;
/** How many times the brand may ask for a revision of a creator's work (docs/product.md#revisions). */
export const revisionRoundsField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ message: 'Revision rounds must be a number' })
    .int('Revision rounds must be a whole number')
    .min(0, 'Revision rounds must be 0 or more')
    .max(REVISION_ROUNDS_MAX, `Revision rounds must be at most ${REVISION_ROUNDS_MAX}`),
);

/**
 * docs/product.md#tracking-links: where a creator's tracking link sends its visitors (http or https,
 * at most 2,000 characters); '' or null for none.
 */
export const destinationUrlField = z.preprocess(
  emptyAsNull,
  text('Destination URL', { message: 'Destination URL must be text' })
    .check((ctx) => {
      const problem = destinationUrlError(ctx.value);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    })
    .nullable(),
);

const collabTypeField = z.enum(COLLAB_TYPES, { message: 'Collaboration type must be barter or paid' });

const timelineField = z
  .object({ start_date: dateField('Start date').optional(), end_date: dateField('End date').optional() })
  .nullable();

/** docs/product.md#private-campaigns-and-invitations: who sees the campaign. */
export const visibilityField = z.enum(CAMPAIGN_VISIBILITIES, {
  message: 'Visibility must be public or invite_only',
});

const campaignFields = {
  title: safeText('Title', 200),
  description: z.preprocess(emptyAsNull, safeText('Description', 5000, { lines: true }).nullable()),
  /** The web client's create payload says collabType; collab_type is accepted too (snake_case like every other field). */
  collab_type: collabTypeField.optional(),
  collabType: collabTypeField.optional(),
  budget: budgetField.optional(),
  product_value: productValueField.optional(),
  budget_range: z.preprocess(emptyAsNull, safeText('Budget range', 100).nullable()).optional(),
  timeline: timelineField.optional(),
  deadline: dateField('Deadline').optional(),
  tags: tagsField.optional(),
  deliverables: deliverablesField.optional(),
  revision_rounds: revisionRoundsField.optional(),
  visibility: visibilityField.optional(),
  destination_url: destinationUrlField.optional(),
  /** docs/product.md#agreements-and-usage-rights: given, it replaces all four (a field left out takes its default). */
  usage_rights: usageRightsField.optional(),
};

/** What a live (active) campaign must have, by field (docs/product.md#campaign-create). */
export const missingLiveFields = (v: { title?: string | null; description?: string | null }) =>
  (['title', 'description'] as const).filter((f) => !v[f]);

type RuleInput = {
  collab_type?: string;
  collabType?: string;
  budget?: number | null;
  timeline?: { start_date?: string | null; end_date?: string | null } | null;
};

/**
 * Paid needs a budget above 0 once the campaign is live; a draft needs only a name
 * (docs/product.md#campaign-create). Edits are judged in the service, against the stored status.
 */
export const paidNeedsBudget = (v: { status: string; collab_type: string; budget: number | null }) =>
  v.status !== 'draft' && v.collab_type === 'paid' && !((v.budget ?? 0) > 0);

/** Rules across fields, shared by create and update (update checks the stored values again in the service). */
function crossFieldRules(v: RuleInput, ctx: z.RefinementCtx) {
  if ((v.collab_type ?? v.collabType) === 'barter' && (v.budget ?? 0) > 0) {
    ctx.addIssue({ code: 'custom', path: ['budget'], message: CAMPAIGN_MESSAGES.barterHasNoBudget });
  }
  const start = v.timeline?.start_date;
  const end = v.timeline?.end_date;
  if (start && end && dateValueTime(end) < dateValueTime(start)) {
    ctx.addIssue({
      code: 'custom',
      path: ['timeline', 'end_date'],
      message: CAMPAIGN_MESSAGES.endBeforeStart,
    });
  }
}

/** POST /campaigns. `user_id` and any other unknown field is dropped: the owner is the session's brand. */
export const createCampaignInput = z
  .object({
    ...campaignFields,
    title: campaignFields.title.optional(),
    description: campaignFields.description.optional(),
    status: z.enum(['draft', 'active'], { message: 'Status must be draft or active' }).default('draft'),
  })
  .superRefine((v, ctx) => {
    // The product's toasts are whole sentences, so they lead without a field prefix; an issue per
    // missing field follows, so a form (or an API caller) can mark the fields themselves.
    const missing = v.status === 'active' ? missingLiveFields(v) : v.title ? [] : (['title'] as const);
    if (missing.length > 0) {
      const toast =
        v.status === 'active'
          ? CAMPAIGN_MESSAGES.activeNeedsFields(missing)
          : CAMPAIGN_MESSAGES.draftNeedsTitle;
      ctx.addIssue({ code: 'custom', path: [], message: toast });
      for (const field of missing)
        ctx.addIssue({ code: 'custom', path: [field], message: CAMPAIGN_MESSAGES.fieldRequired[field] });
    }
    crossFieldRules(v, ctx);
    const type = v.collab_type ?? v.collabType;
    if (type && paidNeedsBudget({ status: v.status, collab_type: type, budget: v.budget ?? null })) {
      ctx.addIssue({ code: 'custom', path: ['budget'], message: CAMPAIGN_MESSAGES.paidNeedsBudget });
    }
  });
export type CreateCampaignInput = z.infer<typeof createCampaignInput>;

/** PUT /campaigns/{id}: every field optional; null clears description, budget, budget range, timeline dates, deadline. */
export const updateCampaignInput = z
  .object({
    id: idParam,
    ...campaignFields,
    title: campaignFields.title.refine((t) => t.length > 0, CAMPAIGN_MESSAGES.fieldRequired.title).optional(),
    description: campaignFields.description.optional(),
    /** Publishing a draft is the only status change a brand makes here; completing and deleting have their own calls. */
    status: z
      .enum(['active'], { message: 'Status can only be set to active (to publish a draft)' })
      .optional(),
  })
  .superRefine(crossFieldRules);
export type UpdateCampaignInput = z.infer<typeof updateCampaignInput>;

export const CAMPAIGN_PUBLIC_SORTS = ['newest', 'budget', 'deadline'] as const;
export const CAMPAIGN_OWN_SORTS = ['created_at', 'title', 'budget', 'application_count'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const DATE_FILTER_FIELDS = ['created', 'timeline'] as const;

/** Any of these tags (repeat the parameter, or separate with commas): the campaign lists' filter. */
export const tagsFilterField = z.array(text('Tag').max(TAG_MAX_LENGTH)).max(TAGS_MAX);

/** Query-string filters shared by the creators' list and the brand's own list. */
const filterFields = {
  search: searchText().optional(),
  collab_type: collabTypeField.optional(),
  budget_min: z
    .number({ message: 'budget_min must be a number' })
    .int()
    .min(0, 'budget_min must be 0 or more')
    .optional(),
  budget_max: z
    .number({ message: 'budget_max must be a number' })
    .int()
    .min(0, 'budget_max must be 0 or more')
    .optional(),
  tags: tagsFilterField.optional(),
  date_from: text('date_from').refine(isDateValue, 'date_from must be a date (YYYY-MM-DD)').optional(),
  date_to: text('date_to').refine(isDateValue, 'date_to must be a date (YYYY-MM-DD)').optional(),
  /** Which dates date_from/date_to compare: the creation date, or overlap with the campaign's timeline. */
  date_field: z
    .enum(DATE_FILTER_FIELDS, { message: 'date_field must be created or timeline' })
    .default('created'),
};
export type CampaignFilters = {
  search?: string;
  collab_type?: (typeof COLLAB_TYPES)[number];
  budget_min?: number;
  budget_max?: number;
  tags?: string[];
  date_from?: string;
  date_to?: string;
  date_field: (typeof DATE_FILTER_FIELDS)[number];
  min_applications?: number;
};

/** GET /campaigns: the active campaigns of every brand. */
export const listCampaignsInput = z.object({
  status: z
    .enum(['active'], {
      message: 'Status must be active (admins list every campaign at /campaigns/admin/all)',
    })
    .default('active'),
  ...filterFields,
  sort: z
    .enum(CAMPAIGN_PUBLIC_SORTS, { message: 'sort must be newest, budget or deadline' })
    .default('newest'),
  /** Default: newest and budget descending, deadline ascending (soonest first). */
  order: z.enum(SORT_ORDERS, { message: 'order must be asc or desc' }).optional(),
  ...pageInput,
});

export const OWN_LIST_STATUSES = ['all', ...CAMPAIGN_STATUSES.filter((s) => s !== 'deleted')] as const;

/** GET /campaigns/my: the brand's own campaigns, deleted ones never. */
export const listMyCampaignsInput = z.object({
  status: z
    .enum(OWN_LIST_STATUSES, { message: `Status must be one of ${OWN_LIST_STATUSES.join(', ')}` })
    .default('all'),
  ...filterFields,
  min_applications: z
    .number({ message: 'min_applications must be a number' })
    .int()
    .min(0, 'min_applications must be 0 or more')
    .optional(),
  sort: z
    .enum(CAMPAIGN_OWN_SORTS, { message: 'sort must be created_at, title, budget or application_count' })
    .default('created_at'),
  order: z.enum(SORT_ORDERS, { message: 'order must be asc or desc' }).default('desc'),
  ...pageInput,
});

/** The campaign object (docs/product.md#campaign-fields). */
export const campaignOutput = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  budget: z.number().nullable(),
  budget_range: z.string().nullable(),
  collab_type: z.enum(COLLAB_TYPES),
  tags: z.array(z.string()),
  deliverables: z.array(z.string()),
  timeline: z.object({ start_date: z.string().nullable(), end_date: z.string().nullable() }),
  deadline: z.string().nullable(),
  application_count: z.number(),
  /** docs/product.md#funding: the money of a paid campaign with the platform; `none` for barter. */
  funding_status: z.enum(FUNDING_STATUSES),
  /** docs/product.md#barter-value: a barter campaign's declared value in rupees; null for paid ones or when not declared. */
  product_value: z.number().nullable(),
  /** docs/product.md#revisions: how many revisions the brand may ask of each creator's work. */
  revision_rounds: z.number(),
  /** `invite_only`: seen only by its brand, admins and the creators it invited. */
  visibility: z.enum(CAMPAIGN_VISIBILITIES),
  /** docs/product.md#tracking-links: where the creators' tracking links go; null for none. */
  destination_url: z.string().nullable(),
  /** docs/product.md#agreements-and-usage-rights: what the brand may do with the content. */
  usage_rights: usageRightsOutput,
  brand_name: z.string(),
  /** docs/product.md#reviews: the brand's average from visible reviews by creators, one decimal; null before any. */
  brand_rating: z.number().nullable(),
  brand_review_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaignOutput>;

/** The answer of POST /campaigns/{id}/complete (docs/product.md#complete-campaign). */
export const completionOutput = z.object({
  processed_applications: z.number(),
  total_budget: z.number(),
  commission_amount: z.number(),
  /** The creators' earnings before GST on the commission and TDS (deal - commission). */
  influencer_amount: z.number(),
  /** What the creators' payouts pay after GST on the commission and TDS (docs/product.md#payouts). */
  payouts_net: z.number(),
});
export type CompletionResult = z.infer<typeof completionOutput>;

/** The brand overview: the four stat cards and Top Performing Influencers (docs/product.md#brand-overview). */
export const brandOverviewOutput = z.object({
  stats: z.object({
    active_campaigns: z.number(),
    total_applications: z.number(),
    /** Applications accepted, approved or completed ("From N applications" uses total_applications). */
    accepted_influencers: z.number(),
    /** Applications waiting for the brand's accept or reject. */
    pending_review: z.number(),
    /** Submitted work waiting for the brand's review. */
    pending_work: z.number(),
  }),
  top_influencers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      avatar_url: z.string().nullable(),
      follower_count: z.number(),
      /** Completed collaborations with this brand. */
      campaigns: z.number(),
      /** 'Active' while a collaboration is under way, else 'Completed'. */
      status: z.enum(['Active', 'Completed']),
    }),
  ),
});
