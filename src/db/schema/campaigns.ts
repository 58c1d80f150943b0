import { createdAt, id, integer, money, stringList, text, updatedAt } from './kit/columns';
import { index, insertionOrder, table, uniqueIndex } from './kit/tables';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_VISIBILITIES,
  COLLAB_TYPES,
  FUNDING_STATUSES,
  USAGE_SCOPES,
  USAGE_TERRITORIES,
} from '@shared/enums';
import { users } from './users';

export const campaigns = table(
  'campaigns',
  {
    id: id(),
    /** The owning brand. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    /** Whole rupees; null or 0 means barter. */
    budget: money('budget'),
    budgetRange: text('budget_range'),
    collabType: text('collab_type', { enum: COLLAB_TYPES }).notNull().default('paid'),
    tags: stringList('tags'),
    deliverables: stringList('deliverables'),
    /** As the brand gave them: a day ('2025-03-01') or an instant, so text like the timestamps. */
    startDate: text('start_date'),
    endDate: text('end_date'),
    deadline: text('deadline'),
    /** Kept in step with the applications table in the same transaction, so lists can sort by it. */
    applicationCount: integer('application_count').notNull().default(0),
    /** A barter campaign's declared value of what the creator receives in kind, whole rupees (docs/product.md#barter-value). */
    productValue: money('product_value'),
    /** Kept in step with campaign_fundings in the same transaction, so every campaign answer carries it without a join. */
    fundingStatus: text('funding_status', { enum: FUNDING_STATUSES }).notNull().default('none'),
    /** How many times the brand may send work back for a revision (docs/product.md#revisions). */
    revisionRounds: integer('revision_rounds').notNull().default(2),
    /** `invite_only`: seen only by its brand, admins and the creators it invited (docs/product.md#private-campaigns). */
    visibility: text('visibility', { enum: CAMPAIGN_VISIBILITIES }).notNull().default('public'),
    /** The token of the campaign's invite link /i/{token}; replaced to revoke the old link. */
    inviteToken: text('invite_token'),
    /** Where the creators' tracking links send a visitor, with UTM parameters added (docs/product.md#tracking-links). */
    destinationUrl: text('destination_url'),
    /** What the brand may do with the content, for how long, where, and how long the creator keeps off rivals (docs/product.md#agreements-and-usage-rights). */
    usageScope: text('usage_scope', { enum: USAGE_SCOPES }).notNull().default('none'),
    usageDurationDays: integer('usage_duration_days').notNull().default(0),
    usageTerritory: text('usage_territory', { enum: USAGE_TERRITORIES }).notNull().default('india'),
    usageExclusivityDays: integer('usage_exclusivity_days').notNull().default(0),
    completedAt: text('completed_at'),
    deletedAt: text('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** Ends in insertion order: a page ordered by (created_at, insertion order) is read from the index alone, with no sort. */
    index('campaigns_status_created_idx').on(t.status, t.createdAt, insertionOrder),
    index('campaigns_owner_status_created_idx').on(t.userId, t.status, t.createdAt),
    /** A brand's own list, newest first across its statuses: read in order, no sort of all its campaigns. */
    index('campaigns_owner_created_idx').on(t.userId, t.createdAt, t.status),
    /** Campaigns created since a date; status and budget ride along so the analytics count them from the index alone. */
    index('campaigns_created_idx').on(t.createdAt, t.status, t.budget),
    /** The creators' list filtered by collaboration type, newest first; the budget rides along so a budget filter and its count read the index alone. */
    index('campaigns_status_collab_created_idx').on(t.status, t.collabType, t.createdAt, t.budget),
    uniqueIndex('campaigns_invite_token_unique').on(t.inviteToken),
  ],
  { insertionOrdered: true },
);
