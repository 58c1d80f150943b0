import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { profiles, shortlistCreators, shortlists, users } from '@db/schema';
import type { Shortlist, ShortlistSummary } from '@shared/schemas/shortlists';
import { notFound } from '@server/errors';
import { creatorCardColumns, notSuspended } from '../profiles/find-creators';

/*
 * Reading a brand's shortlists (docs/product.md#shortlists). A suspended creator stays on a list (the
 * suspension may end) but, as in the search, appears in no answer and is not counted.
 */

const NOT_FOUND = 'Shortlist';

/** How many creators each shortlist shows: its rows but a suspended creator's. */
async function shownCounts(db: Db, ids: string[], now: string) {
  if (!ids.length) return new Map<string, number>();
  const counted = await db
    .select({ id: shortlistCreators.shortlistId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(shortlistCreators)
    .innerJoin(users, eq(users.id, shortlistCreators.creatorId))
    .where(and(inArray(shortlistCreators.shortlistId, ids), notSuspended(now)))
    .groupBy(shortlistCreators.shortlistId);
  return new Map(counted.map((c) => [c.id, c.n]));
}

const summaryColumns = {
  id: shortlists.id,
  name: shortlists.name,
  created_at: shortlists.createdAt,
  updated_at: shortlists.updatedAt,
};

/** The brand's shortlists, newest first (at most SHORTLISTS_MAX, so no paging). */
export async function listShortlists(db: Db, brandId: string, now: string): Promise<ShortlistSummary[]> {
  const owned = await db
    .select(summaryColumns)
    .from(shortlists)
    .where(eq(shortlists.brandId, brandId))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id));
  const counts = await shownCounts(
    db,
    owned.map((s) => s.id),
    now,
  );
  return owned.map((s) => ({ ...s, creator_count: counts.get(s.id) ?? 0 }));
}

/** The shortlist if `brandId` owns it; anyone else (another brand, a creator, an admin): 404. */
export async function ownShortlist(db: Db, brandId: string, id: string) {
  const [own] = await db
    .select({ id: shortlists.id })
    .from(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)))
    .limit(1);
  if (!own) throw notFound(NOT_FOUND);
  return own;
}

/** One owned shortlist with its creators, each the search's card with note and added_at, latest added first. */
export async function readShortlist(db: Db, brandId: string, id: string, now: string): Promise<Shortlist> {
  const [summary] = await db
    .select(summaryColumns)
    .from(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)))
    .limit(1);
  if (!summary) throw notFound(NOT_FOUND);
  const creators = await db
    .select({ ...creatorCardColumns, note: shortlistCreators.note, added_at: shortlistCreators.addedAt })
    .from(shortlistCreators)
    .innerJoin(users, eq(users.id, shortlistCreators.creatorId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(shortlistCreators.shortlistId, id), notSuspended(now)))
    .orderBy(desc(shortlistCreators.addedAt), desc(users.id));
  return { ...summary, creator_count: creators.length, creators };
}
