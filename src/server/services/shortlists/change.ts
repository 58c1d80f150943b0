import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { shortlists } from '@db/schema';
import { SHORTLIST_MESSAGES, SHORTLISTS_MAX, type Shortlist } from '@shared/schemas/shortlists';
import { conflict } from '@server/errors';
import { ownShortlist, readShortlist } from './read';

/*
 * Creating, renaming and deleting a brand's shortlists (docs/product.md#shortlists). The limit is a
 * count read and an insert in one transaction: serial on SQLite, SERIALIZABLE (retried) on
 * PostgreSQL, so concurrent creations never pass SHORTLISTS_MAX.
 */

export async function createShortlist(
  db: Db,
  brandId: string,
  name: string,
  now: string,
): Promise<Shortlist> {
  const id = await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(shortlists)
      .where(eq(shortlists.brandId, brandId));
    if ((held?.n ?? 0) >= SHORTLISTS_MAX) throw conflict(SHORTLIST_MESSAGES.tooManyShortlists);
    const [stored] = await tx
      .insert(shortlists)
      .values({ brandId, name, createdAt: now, updatedAt: now })
      .returning({ id: shortlists.id });
    return stored!.id;
  });
  return readShortlist(db, brandId, id, now);
}

export async function renameShortlist(
  db: Db,
  brandId: string,
  id: string,
  name: string,
  now: string,
): Promise<Shortlist> {
  const [renamed] = await db
    .update(shortlists)
    .set({ name, updatedAt: now })
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)))
    .returning({ id: shortlists.id });
  if (!renamed) await ownShortlist(db, brandId, id);
  return readShortlist(db, brandId, id, now);
}

/** Deletes the shortlist and (by the foreign key's cascade) its creators. */
export async function deleteShortlist(db: Db, brandId: string, id: string): Promise<void> {
  const [deleted] = await db
    .delete(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.brandId, brandId)))
    .returning({ id: shortlists.id });
  if (!deleted) await ownShortlist(db, brandId, id);
}
