import { createdAt, id, money, text, updatedAt } from './kit/columns';
import { index, primaryKey, table, uniqueIndex } from './kit/tables';
import { sql } from 'drizzle-orm';
import { INVITATION_STATUSES, OFFER_STATUSES } from '@shared/enums';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { users } from './users';

/*
 * How a brand reaches creators before they apply (docs/product.md#finding-creators): shortlists it
 * keeps, invitations to its campaigns, and direct offers of an amount.
 */

/** A brand's named list of creators. */
export const shortlists = table(
  'shortlists',
  {
    id: id(),
    brandId: text('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shortlists_brand_created_idx').on(t.brandId, t.createdAt)],
);

/** A creator on a shortlist, with the brand's note; adding one already there changes only the note. */
export const shortlistCreators = table(
  'shortlist_creators',
  {
    shortlistId: text('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    addedAt: createdAt('added_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.creatorId] }),
    index('shortlist_creators_creator_idx').on(t.creatorId),
  ],
);

/** A creator invited to a campaign: the way into an invite-only one (docs/product.md#private-campaigns). */
export const campaignInvitations = table(
  'campaign_invitations',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** One invitation per creator and campaign, however many requests race. */
    uniqueIndex('campaign_invitations_campaign_creator_unique').on(t.campaignId, t.creatorId),
    /** A creator's invitations newest first, and the invited campaigns their lists let through. */
    index('campaign_invitations_creator_created_idx').on(t.creatorId, t.createdAt),
  ],
  { insertionOrdered: true },
);

/** A brand's offer of an amount to one creator for one of its campaigns (docs/product.md#direct-offers). */
export const offers = table(
  'offers',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole rupees; 0 on a barter campaign. */
    amount: money('amount').notNull(),
    deliverables: text('deliverables').notNull(),
    /** The day the work is due, as the brand gave it ('2026-12-31'). */
    deadline: text('deadline').notNull(),
    message: text('message'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    /** The creator's one counter. */
    counterAmount: money('counter_amount'),
    counterMessage: text('counter_message'),
    declineReason: text('decline_reason'),
    /** The application an accepted offer became. */
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** An offer not answered by then is expired. */
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** One open offer per creator and campaign, however many requests race. */
    uniqueIndex('offers_open_campaign_creator_unique')
      .on(t.campaignId, t.creatorId)
      .where(sql`status in ('pending', 'countered')`),
    index('offers_creator_created_idx').on(t.creatorId, t.createdAt),
    index('offers_brand_created_idx').on(t.brandId, t.createdAt),
    /** Open offers past their time, found by the expiry without a scan. */
    index('offers_status_expires_idx').on(t.status, t.expiresAt),
  ],
  { insertionOrdered: true },
);
