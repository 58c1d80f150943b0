import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { profiles, users } from '@db/schema';
import { DEFAULT_BRAND_INDUSTRY, DEFAULT_CREATOR_CATEGORY } from '@shared/enums';
import type { UiLanguage } from '@shared/i18n/languages';
import { lowestPrice } from '@shared/price';

export type NewUser = typeof users.$inferInsert;
export type NewProfile = Omit<typeof profiles.$inferInsert, 'userId'>;

/**
 * A user row. An admin account carries the admin role unless `roles` says otherwise; the address
 * counts as verified from `createdAt` (now by default) unless `emailVerifiedAt` is given (null: a
 * sign-up still has to prove it).
 */
export function userRow(
  u: Pick<NewUser, 'email' | 'passwordHash' | 'fullName' | 'userType'> & Partial<NewUser>,
): NewUser {
  const at = u.createdAt ?? new Date().toISOString();
  return {
    ...u,
    roles: u.roles ?? (u.userType === 'admin' ? ['admin'] : []),
    emailVerifiedAt: u.emailVerifiedAt === undefined ? at : u.emailVerifiedAt,
  };
}

/** A new profile's category or industry, for its side (docs/product.md#profile-fields). */
function profileDefaults(userType: NewUser['userType']): NewProfile {
  if (userType === 'influencer') return { niche: DEFAULT_CREATOR_CATEGORY };
  if (userType === 'brand') return { industry: DEFAULT_BRAND_INDUSTRY };
  return {};
}

/**
 * A profile row as every writer stores it: the username in lower case (unique in any case), and
 * `minPrice` read from the three prices (docs/product.md#finding-creators). The profile update
 * derives the same two through `derivedProfileValues`.
 */
export function profileRow(profile: NewProfile): NewProfile {
  return { ...profile, ...derivedProfileValues(profile) };
}

/** What follows from the fields a write sets: `minPrice` when a price is among them, the username lowered. */
export function derivedProfileValues(
  set: Pick<NewProfile, 'username' | 'reelPrice' | 'postPrice' | 'storyPrice'>,
  stored: Pick<NewProfile, 'reelPrice' | 'postPrice' | 'storyPrice'> = {},
): Pick<NewProfile, 'username' | 'minPrice'> {
  const derived: Pick<NewProfile, 'username' | 'minPrice'> = {};
  if (set.username) derived.username = set.username.toLowerCase();
  if (set.reelPrice !== undefined || set.postPrice !== undefined || set.storyPrice !== undefined) {
    const pick = (k: 'reelPrice' | 'postPrice' | 'storyPrice') => (set[k] !== undefined ? set[k] : stored[k]);
    derived.minPrice = lowestPrice([pick('reelPrice'), pick('postPrice'), pick('storyPrice')]);
  }
  return derived;
}

/**
 * Inserts a user and its profile row (its side's defaults, then `profile`) in one transaction, as
 * sign-up, the demo seed and the test factories all make people; returns the user row.
 */
export async function insertPerson(db: Db, user: NewUser, profile: NewProfile = {}) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(users).values(user).returning();
    await tx.insert(profiles).values({
      userId: inserted!.id,
      ...profileRow({
        ...profileDefaults(user.userType),
        ...(user.createdAt ? { createdAt: user.createdAt, updatedAt: user.createdAt } : {}),
        ...profile,
      }),
    });
    return inserted!;
  });
}

/** The user's saved language (docs/product.md#languages), read with a user row from `users`. */
export const userLanguage = sql<UiLanguage>`coalesce((select ${profiles.language} from ${profiles} where ${profiles.userId} = ${users.id}), 'en')`;
