import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { shortlistCreators, shortlists, users } from '@db/schema';
import {
  SHORTLIST_CREATORS_MAX,
  SHORTLIST_MESSAGES,
  type AddShortlistCreatorInput,
  type Shortlist,
} from '@shared/schemas/shortlists';
import { conflict, notFound } from '@server/errors';
import { notSuspended } from '../profiles/find-creators';
import { ownShortlist, readShortlist } from './read';

/*
 * A shortlist's creators (docs/product.md#shortlists). Adding one already there changes only its
 * note (added_at stays); the count read and the insert share one transaction, so concurrent adds
 * never pass SHORTLIST_CREATORS_MAX, and the primary key keeps one row per creator.
 */

export async function addShortlistCreator(
  db: Db,
  brandId: string,
  input: AddShortlistCreatorInput,
  now: string,
): Promise<Shortlist> {
  await db.transaction(async (tx) => {
    await ownShortlist(tx, brandId, input.id);
    const [creator] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.creator_id), eq(users.userType, 'influencer'), notSuspended(now)))
      .limit(1);
    if (!creator) throw notFound('Creator');
    const onList = and(
      eq(shortlistCreators.shortlistId, input.id),
      eq(shortlistCreators.creatorId, input.creator_id),
    );
    const [there] = await tx.select({ note: shortlistCreators.note }).from(shortlistCreators).where(onList);
    if (there) {
      await tx.update(shortlistCreators).set({ note: input.note }).where(onList);
    } else {
      const [held] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(shortlistCreators)
        .where(eq(shortlistCreators.shortlistId, input.id));
      if ((held?.n ?? 0) >= SHORTLIST_CREATORS_MAX) throw conflict(SHORTLIST_MESSAGES.tooManyCreators);
      await tx
        .insert(shortlistCreators)
        .values({ shortlistId: input.id, creatorId: input.creator_id, note: input.note, addedAt: now })
        .onConflictDoUpdate({
          target: [shortlistCreators.shortlistId, shortlistCreators.creatorId],
          set: { note: input.note },
        });
    }
    await tx.update(shortlists).set({ updatedAt: now }).where(eq(shortlists.id, input.id));
  });
  return readShortlist(db, brandId, input.id, now);
}

export async function removeShortlistCreator(
  db: Db,
  brandId: string,
  id: string,
  creatorId: string,
  now: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownShortlist(tx, brandId, id);
    const [removed] = await tx
      .delete(shortlistCreators)
      .where(and(eq(shortlistCreators.shortlistId, id), eq(shortlistCreators.creatorId, creatorId)))
      .returning({ id: shortlistCreators.creatorId });
    if (!removed) throw notFound('Creator on this shortlist');
    await tx.update(shortlists).set({ updatedAt: now }).where(eq(shortlists.id, id));
  });
}
