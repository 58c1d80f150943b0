import { boolean, createdAt, id, money, stringList, text, updatedAt } from './kit/columns';
import { index, table, uniqueIndex } from './kit/tables';
import { APPLICATION_STATUSES, WORK_STATUSES } from '@shared/enums';
import { campaigns } from './campaigns';
import { users } from './users';

export const applications = table(
  'applications',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    message: text('message'),
    /** When the brand accepted it: the earliest accepted participant gets a budget's odd rupee (docs/product.md#completion). */
    acceptedAt: text('accepted_at'),
    /** Whole rupees agreed in a direct offer: completion pays this participant that amount (docs/product.md#direct-offers). */
    agreedAmount: money('agreed_amount'),
    /** The code of its tracking link /r/{code}, given once accepted on a campaign with a destination (docs/product.md#tracking-links). */
    trackingCode: text('tracking_code'),
    appliedAt: createdAt('applied_at'),
    completedAt: text('completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_campaign_creator_unique').on(t.campaignId, t.creatorId),
    uniqueIndex('applications_tracking_code_unique').on(t.trackingCode),
    /** A campaign's applications newest first, all of them or of one status, read in order (no sort). */
    index('applications_campaign_status_idx').on(t.campaignId, t.status, t.appliedAt),
    index('applications_campaign_applied_idx').on(t.campaignId, t.appliedAt),
    index('applications_creator_applied_idx').on(t.creatorId, t.appliedAt),
    index('applications_brand_applied_idx').on(t.brandId, t.appliedAt),
    index('applications_status_applied_idx').on(t.status, t.appliedAt),
    /**
     * Applications sent within a period, per creator (analytics' top influencers), without a full
     * scan; with the status, so leaving withdrawn ones out reads the index alone.
     */
    index('applications_applied_creator_idx').on(t.appliedAt, t.creatorId, t.status),
  ],
  { insertionOrdered: true },
);

export const workSubmissions = table(
  'work_submissions',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionType: text('submission_type').notNull().default('link'),
    content: text('content'),
    links: stringList('links'),
    fileUrls: stringList('file_urls'),
    status: text('status', { enum: WORK_STATUSES }).notNull().default('pending'),
    feedback: text('feedback'),
    /** The text the creator will post with the work, checked for its ad label (docs/product.md#disclosure). */
    caption: text('caption'),
    /** Why the brand approved work whose caption fails the disclosure check; shown to admins. */
    overrideReason: text('override_reason'),
    reviewedAt: text('reviewed_at'),
    /** Approved by the platform after WORK_REVIEW_HOURS without a review (docs/product.md#auto-approval). */
    autoApproved: boolean('auto_approved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('work_application_created_idx').on(t.applicationId, t.createdAt),
    index('work_campaign_created_idx').on(t.campaignId, t.createdAt),
    index('work_creator_created_idx').on(t.creatorId, t.createdAt),
  ],
  { insertionOrdered: true },
);
