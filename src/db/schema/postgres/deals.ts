import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEAL_SIDES, DISPUTE_REASONS, DISPUTE_RESOLUTIONS, DISPUTE_STATUSES } from '@shared/enums';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { createdAt, id, rupees, updatedAt } from './columns';
import { payouts } from './funds';
import { users } from './users';

export const reviews = pgTable(
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
    uniqueIndex('reviews_application_side_unique').on(t.applicationId, t.side),
    index('reviews_reviewee_visible_idx').on(t.revieweeId, t.visibleAt),
  ],
);

export const disputes = pgTable(
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
    payoutId: text('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: DISPUTE_RESOLUTIONS }),
    creatorShare: integer('creator_share'),
    netBefore: rupees('net_before'),
    netAfter: rupees('net_after'),
    adminNotes: text('admin_notes'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('disputes_open_application_unique')
      .on(t.applicationId)
      .where(sql`status = 'open'`),
    index('disputes_application_idx').on(t.applicationId, t.createdAt),
    index('disputes_status_created_idx').on(t.status, t.createdAt),
  ],
);
