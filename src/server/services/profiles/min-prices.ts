import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { profiles } from '@db/schema';
import { lowestPrice } from '@shared/price';

/**
 * Fills `profiles.min_price` for rows written before the column existed (migrations sqlite 0013,
 * postgres 0011 add it empty: reading "₹5,000 - ₹8,000" as 5000 is TypeScript's work, lowestPrice,
 * not SQL's). Every write since computes it (docs/decisions/074-finding-creators.md). Run at start-up
 * after the migrations; a row whose prices hold no number stays null and is read again next time.
 * Returns how many rows it filled.
 */
export async function fillMissingMinPrices(db: Db): Promise<number> {
  const rows = await db
    .select({
      userId: profiles.userId,
      reelPrice: profiles.reelPrice,
      postPrice: profiles.postPrice,
      storyPrice: profiles.storyPrice,
    })
    .from(profiles)
    .where(
      and(
        isNull(profiles.minPrice),
        or(isNotNull(profiles.reelPrice), isNotNull(profiles.postPrice), isNotNull(profiles.storyPrice)),
      ),
    );
  let filled = 0;
  for (const row of rows) {
    const minPrice = lowestPrice([row.reelPrice, row.postPrice, row.storyPrice]);
    if (minPrice === null) continue;
    // Only while still empty: a profile saved meanwhile computed its own.
    await db
      .update(profiles)
      .set({ minPrice })
      .where(and(eq(profiles.userId, row.userId), isNull(profiles.minPrice)));
    filled += 1;
  }
  return filled;
}
