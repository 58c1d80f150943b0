import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { profiles, users } from '@db/schema';
import {
  BRAND_ONLY_FIELDS,
  CREATOR_ONLY_FIELDS,
  type OwnProfile,
  type ProfileField,
  type profileUpdateInput,
  USERNAME_TAKEN_MESSAGE,
} from '@shared/schemas/profile';
import { derivedProfileValues } from '@db/rows/people';
import { isUniqueViolation } from '@db/errors';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '@server/errors';
import { GSTIN_MESSAGES, gstinState } from '@shared/gst';
import type { SessionUser } from '../auth/sessions';
import { privateProfileColumns, publicProfileColumns, statsColumns } from './columns';

type ProfileUpdate = z.output<typeof profileUpdateInput>;
type ProfileColumn = keyof typeof profiles.$inferInsert;

/** Where each API field is stored in the profiles table (full_name lives on users). */
const COLUMN_OF: Record<Exclude<ProfileField, 'full_name'>, ProfileColumn> = {
  bio: 'bio',
  location: 'location',
  address: 'address',
  phone: 'phone',
  niche: 'niche',
  industry: 'industry',
  editing_skills: 'editingSkills',
  reel_price: 'reelPrice',
  post_price: 'postPrice',
  story_price: 'storyPrice',
  company_name: 'companyName',
  company_website: 'companyWebsite',
  username: 'username',
  instagram_handle: 'instagramHandle',
  youtube_handle: 'youtubeHandle',
  x_handle: 'xHandle',
  website_url: 'websiteUrl',
  follower_count: 'followerCount',
  youtube_subscribers: 'youtubeSubscribers',
  x_followers: 'xFollowers',
  languages_spoken: 'languagesSpoken',
  availability: 'availability',
  public_profile: 'publicProfile',
  language: 'language',
  state: 'state',
  gstin: 'gstin',
};

/** The caller's own profile with every field, contact details and stats, in one query. */
export async function getOwnProfile(db: Db, userId: string): Promise<OwnProfile> {
  const [row] = await db
    .select({
      ...publicProfileColumns,
      ...privateProfileColumns,
      roles: users.roles,
      availability: profiles.availability,
      public_profile: profiles.publicProfile,
      language: profiles.language,
      state: profiles.state,
      gstin: profiles.gstin,
      updated_at: profiles.updatedAt,
      ...statsColumns,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Profile');
  const { total_earnings, net_earnings, paid_campaigns_completed, barter_campaigns_completed, ...profile } =
    row;
  return {
    ...profile,
    stats: { total_earnings, net_earnings, paid_campaigns_completed, barter_campaigns_completed },
  };
}

/** Refuses fields that belong to the other side of the marketplace, naming the first one sent. */
function checkFieldsForRole(user: SessionUser, input: ProfileUpdate) {
  const sent = (fields: readonly ProfileField[]) => fields.find((f) => input[f] !== undefined);
  const creatorField = user.userType !== 'influencer' && sent(CREATOR_ONLY_FIELDS);
  if (creatorField) throw badRequest(`${creatorField}: only creators can set this field`);
  const brandField = user.userType !== 'brand' && sent(BRAND_ONLY_FIELDS);
  if (brandField) throw badRequest(`${brandField}: only brands can set this field`);
  // A GSTIN is for the two sides of a deal (docs/product.md#state-and-gstin); an admin account has none.
  if (input.gstin !== undefined && user.userType !== 'influencer' && user.userType !== 'brand')
    throw badRequest('gstin: only creators and brands can set this field');
}

/**
 * A GSTIN is registered in one state: the profile's state (as this write leaves it) must be the
 * GSTIN's first two digits (docs/product.md#tax-invoices). A GSTIN without a state is refused too,
 * since an invoice's place of supply is the recipient's state.
 */
function checkGstinState(state: string | null, gstin: string | null) {
  if (!gstin) return;
  if (!state) throw badRequest('GSTIN: choose your state first; a GSTIN belongs to one state');
  if (gstinState(gstin) !== state) throw badRequest(GSTIN_MESSAGES.stateMismatch(gstinState(gstin), state));
}

/** A partial update of the caller's own profile; fields left out keep their values. */
export async function updateOwnProfile(db: Db, user: SessionUser, input: ProfileUpdate): Promise<OwnProfile> {
  checkFieldsForRole(user, input);
  const values: Partial<typeof profiles.$inferInsert> = {};
  for (const [field, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, ProfileColumn][]) {
    if (input[field] !== undefined) Object.assign(values, { [column]: input[field] });
  }
  try {
    await db.transaction(async (tx) => {
      if (values.username) {
        const [taken] = await tx
          .select({ id: profiles.userId })
          .from(profiles)
          // In lower case: a username from before they were stored lowered still counts as taken.
          .where(and(sql`lower(${profiles.username}) = ${values.username}`, ne(profiles.userId, user.id)))
          .limit(1);
        if (taken) throw conflict(USERNAME_TAKEN_MESSAGE);
      }
      // The lowest price the search compares, read again with the prices this write leaves.
      const [stored] = await tx
        .select({
          reelPrice: profiles.reelPrice,
          postPrice: profiles.postPrice,
          storyPrice: profiles.storyPrice,
          state: profiles.state,
          gstin: profiles.gstin,
        })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      checkGstinState(
        values.state === undefined ? (stored?.state ?? null) : values.state,
        values.gstin === undefined ? (stored?.gstin ?? null) : values.gstin,
      );
      if (input.full_name !== undefined) {
        await tx.update(users).set({ fullName: input.full_name }).where(eq(users.id, user.id));
      }
      await tx
        .update(profiles)
        .set({ ...values, ...derivedProfileValues(values, stored), updatedAt: new Date().toISOString() })
        .where(eq(profiles.userId, user.id));
    });
  } catch (e) {
    // Two saves of one username at once: the check above passes for both, the unique index refuses one.
    if (isUniqueViolation(e)) throw conflict(USERNAME_TAKEN_MESSAGE);
    throw e;
  }
  return getOwnProfile(db, user.id);
}
