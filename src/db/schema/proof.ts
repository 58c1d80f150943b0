import { boolean, createdAt, id, integer, text } from './kit/columns';
import { index, primaryKey, table } from './kit/tables';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { users } from './users';

/*
 * Proof that the work went live (docs/product.md#proof-of-posting): the posts a creator records once
 * the work is approved, the numbers they report for each, and the visits to their tracking link.
 */

/** A post the creator published for an application, with the caption checked for its ad label. */
export const livePosts = table(
  'live_posts',
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
    url: text('url').notNull(),
    caption: text('caption').notNull().default(''),
    postedAt: text('posted_at').notNull(),
    /** The disclosure check's verdict when recorded (shared/disclosure.ts): admins list the failing ones. */
    disclosureOk: boolean('disclosure_ok').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_posts_application_posted_idx').on(t.applicationId, t.postedAt),
    index('live_posts_campaign_posted_idx').on(t.campaignId, t.postedAt),
    /** The admins' list of posts whose caption fails the check, newest first. */
    index('live_posts_disclosure_created_idx').on(t.disclosureOk, t.createdAt),
  ],
  { insertionOrdered: true },
);

/** A snapshot of a live post's numbers as the creator reported them; the latest one counts. */
export const postMetrics = table(
  'post_metrics',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => livePosts.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    recordedAt: createdAt('recorded_at'),
  },
  (t) => [index('post_metrics_post_recorded_idx').on(t.postId, t.recordedAt)],
  { insertionOrdered: true },
);

/** Counted visits to an application's tracking link, per India day (docs/product.md#tracking-links). */
export const trackingClicks = table(
  'tracking_clicks',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.day] })],
);
