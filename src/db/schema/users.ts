import { sql } from 'drizzle-orm';
import { boolean, createdAt, double, id, integer, money, stringList, text, updatedAt } from './kit/columns';
import { index, table, uniqueIndex } from './kit/tables';
import { AVAILABILITIES, USER_TYPES } from '@shared/enums';
import { UI_LANGUAGES } from '@shared/i18n/languages';

export const users = table(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('influencer'),
    roles: stringList('roles'),
    fullName: text('full_name').notNull(),
    avatarUrl: text('avatar_url'),
    /** Last request with a valid session, at most once a minute; "active users" in analytics. */
    lastActiveAt: text('last_active_at'),
    /** Set when the owner opens the link of the verification email; an unverified account is not blocked. */
    emailVerifiedAt: text('email_verified_at'),
    /** Set when the person erased their account (docs/product.md#privacy): it can no longer sign in. */
    erasedAt: text('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_type_created_idx').on(t.userType, t.createdAt),
    index('users_created_idx').on(t.createdAt),
    index('users_last_active_idx').on(t.lastActiveAt),
  ],
);

export const sessions = table(
  'sessions',
  {
    /** SHA-256 of the token, hex; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One row per user; its account fields (the profile is in profiles). */
export const profiles = table(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    bio: text('bio'),
    location: text('location'),
    address: text('address'),
    phone: text('phone'),
    niche: text('niche'),
    industry: text('industry'),
    editingSkills: text('editing_skills'),
    reelPrice: text('reel_price'),
    postPrice: text('post_price'),
    storyPrice: text('story_price'),
    /**
     * The lowest whole-rupee amount written in any of the three prices (lowestRupees in
     * src/shared/price.ts), null when none holds one: what the creator search's max_price compares.
     * Computed in TypeScript on every write of a price (profileRow in src/db/rows/people.ts, the
     * profile update), never by SQL (docs/decisions/074-finding-creators.md).
     */
    minPrice: money('min_price'),
    companyName: text('company_name'),
    companyWebsite: text('company_website'),
    websiteUrl: text('website_url'),
    instagramHandle: text('instagram_handle'),
    youtubeHandle: text('youtube_handle'),
    xHandle: text('x_handle'),
    followerCount: integer('follower_count').notNull().default(0),
    youtubeSubscribers: integer('youtube_subscribers').notNull().default(0),
    xFollowers: integer('x_followers').notNull().default(0),
    languagesSpoken: stringList('languages_spoken'),
    engagementRate: double('engagement_rate'),
    /** The average of the visible reviews of this user, one decimal; kept with review_count (docs/product.md#reviews). */
    rating: double('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Whether brands may approach the creator now (docs/product.md#finding-creators). */
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('available'),
    /** The creator's page /c/{username} is open to anyone, signed out too. */
    publicProfile: boolean('public_profile').notNull().default(false),
    /** Two-digit GST code of the state or union territory (src/shared/gst.ts); the invoices' place of supply. */
    state: text('state'),
    /** Checked by the shared GSTIN check (src/shared/gst.ts); creators and brands only. */
    gstin: text('gstin'),
    /** The language of the person's screens, messages and emails (docs/product.md#languages). */
    language: text('language', { enum: UI_LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_username_unique').on(t.username),
    // Whether a username is taken compares it in lower case (services/profiles/own-profile.ts): a
    // lookup, not a scan. Not unique: usernames from before they were lowered may differ in case only.
    index('profiles_username_lower_idx').on(sql`lower(username)`),
    index('profiles_followers_idx').on(t.followerCount),
    // The creator search's filters and sorts (services/profiles/find-creators.ts).
    // "Newest" is the profile's creation (made with the account): a niche's page read in index order.
    index('profiles_created_idx').on(t.createdAt, t.userId),
    index('profiles_niche_created_idx').on(t.niche, t.createdAt, t.userId),
    index('profiles_engagement_idx').on(t.engagementRate),
    index('profiles_rating_idx').on(t.rating),
    index('profiles_min_price_idx').on(t.minPrice),
  ],
);
