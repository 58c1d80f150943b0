import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { profiles, users } from '@db/schema';
import type { Influencer, UserProfile } from '@shared/schemas/profile';
import { notFound } from '@server/errors';
import { page } from '../pagination';
import { matchesSearch } from '../text-search';
import { influencerColumns, privateProfileColumns, publicProfileColumns } from './columns';
import { notSuspended } from './find-creators';

/** Anyone's profile as a signed-in viewer may see it; contact fields only when `withContact` (admins). */
export async function getUserProfile(
  db: Db,
  id: string,
  opts: { withContact: boolean },
): Promise<UserProfile> {
  const columns = opts.withContact
    ? { ...publicProfileColumns, ...privateProfileColumns }
    : publicProfileColumns;
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw notFound('Profile');
  return row;
}

/**
 * Creators for brands to discover: newest first, optionally matching name, username, niche or a
 * handle; a suspended creator is left out, as from GET /creators.
 */
export async function listInfluencers(
  db: Db,
  input: { search?: string; limit?: number; offset?: number },
  now: string,
): Promise<Influencer[]> {
  const { limit, offset } = page(input);
  const search = matchesSearch(
    [
      users.fullName,
      profiles.username,
      profiles.niche,
      profiles.instagramHandle,
      profiles.youtubeHandle,
      profiles.xHandle,
    ],
    input.search,
  );
  return db
    .select(influencerColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.userType, 'influencer'), notSuspended(now), search))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}
