import { createdAt, id, integer, money, text, updatedAt } from './kit/columns';
import { index, table, uniqueIndex } from './kit/tables';
import { sql } from 'drizzle-orm';
import { DEAL_SIDES, DISPUTE_REASONS, DISPUTE_RESOLUTIONS, DISPUTE_STATUSES } from '@shared/enums';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { payouts } from './funds';
import { users } from './users';

/**
 * One side's rating of the other after the work is approved (docs/product.md#reviews). Hidden until
 * `visible_at`: 14 days after approval, or the moment the other side reviews too.
 */
export const reviews = table(
  'reviews',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: text('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: DEAL_SIDES }).notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    visibleAt: text('visible_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    /** One review per side of an application, however many requests race. */
    uniqueIndex('reviews_application_side_unique').on(t.applicationId, t.side),
    /** A profile's visible reviews and their average. */
    index('reviews_reviewee_visible_idx').on(t.revieweeId, t.visibleAt),
  ],
);

/** A disagreement over one collaboration, and an admin's resolution of it (docs/product.md#disputes). */
export const disputes = table(
  'disputes',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: DEAL_SIDES }).notNull(),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    /** The payout held while the dispute is open; null for barter or before the collaboration is completed. */
    payoutId: text('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: DISPUTE_RESOLUTIONS }),
    /** Percent of the payout's net the creator keeps, for a split. */
    creatorShare: integer('creator_share'),
    /** The payout's net before and after the resolution, whole rupees. */
    netBefore: money('net_before'),
    netAfter: money('net_after'),
    adminNotes: text('admin_notes'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** One open dispute per application, however many requests race. */
    uniqueIndex('disputes_open_application_unique')
      .on(t.applicationId)
      .where(sql`status = 'open'`),
    index('disputes_application_idx').on(t.applicationId, t.createdAt),
    /** The admin's list by status, newest first. */
    index('disputes_status_created_idx').on(t.status, t.createdAt),
  ],
);
