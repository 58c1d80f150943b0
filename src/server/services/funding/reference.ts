import { count, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings } from '@db/schema';

/**
 * What the brand writes on its transfer so an admin can match it on the bank statement: short
 * enough for a UPI note, `FUND-<first 8 hex digits of the campaign id>-<claim number>`. It stays the
 * same until a claim is made with it (docs/product.md#funding). Should another campaign's claim
 * already hold it (two ids sharing their first digits), more of the id is used; the whole id is
 * unique, so the last form always is.
 */
export async function nextFundingReference(db: Db, campaignId: string): Promise<string> {
  const [claims] = await db
    .select({ n: count() })
    .from(campaignFundings)
    .where(eq(campaignFundings.campaignId, campaignId));
  const number = Number(claims?.n ?? 0) + 1;
  const digits = campaignId.replace(/-/g, '').toUpperCase();
  for (const length of [8, 12]) {
    const reference = `FUND-${digits.slice(0, length)}-${number}`;
    const [taken] = await db
      .select({ id: campaignFundings.id })
      .from(campaignFundings)
      .where(eq(campaignFundings.reference, reference))
      .limit(1);
    if (!taken) return reference;
  }
  return `FUND-${digits}-${number}`;
}
