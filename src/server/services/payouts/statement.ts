import { and, desc, eq, gte, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, payouts, profiles, users } from '@db/schema';
import { financialYearRange } from '@shared/financial-year';
import type { Statement } from '@shared/schemas/funds';
import type { Env } from '@server/env';
import { madeInYear } from './read';
import { panOnFile } from './settings';

/** Barter received from one payer in a year above this is taxed as a benefit (section 194R). */
export const BARTER_194R_THRESHOLD = 20_000;

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`;

/**
 * A creator's statement for financial year `fy` (docs/product.md#statement): the payouts made in the
 * year, cancelled ones left out, each line summed (dispute adjustments too, so gross - commission -
 * GST - TDS - adjustment = net) and the net of the paid ones; and the barter
 * collaborations completed in the year per brand with their declared value (none declared counts
 * 0), marking a brand whose total passes ₹20,000. The year's bounds are India's midnights.
 */
export async function creatorStatement(
  deps: { db: Db; env: Pick<Env, 'TDS_RATE' | 'TDS_NO_PAN_RATE'> },
  creatorId: string,
  fy: string,
): Promise<Statement> {
  const { db, env } = deps;
  const { from, to, fromIso, toIso } = financialYearRange(fy);
  const [lines] = await db
    .select({
      payouts: sql<number>`count(*)`,
      gross: sumOf(payouts.gross),
      commission: sumOf(payouts.commission),
      gst_on_commission: sumOf(payouts.gstOnCommission),
      tds: sumOf(payouts.tds),
      adjustment: sumOf(payouts.adjustment),
      net: sumOf(payouts.net),
      paid: sql<number>`coalesce(sum(case when ${payouts.status} = 'paid' then ${payouts.net} else 0 end), 0)`,
    })
    .from(payouts)
    .where(and(eq(payouts.creatorId, creatorId), ne(payouts.status, 'cancelled'), madeInYear(fy)));

  const brandName = sql<string>`coalesce(nullif(trim(${profiles.companyName}), ''), ${users.fullName})`;
  const barterValue = sql<number>`coalesce(sum(${campaigns.productValue}), 0)`;
  const barter = await db
    .select({
      brand_id: campaigns.userId,
      brand_name: brandName,
      collaborations: sql<number>`count(*)`,
      value: barterValue,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(users, eq(users.id, campaigns.userId))
    .leftJoin(profiles, eq(profiles.userId, campaigns.userId))
    .where(
      and(
        eq(applications.creatorId, creatorId),
        eq(applications.status, 'completed'),
        eq(campaigns.collabType, 'barter'),
        gte(applications.completedAt, fromIso),
        lte(applications.completedAt, toIso),
      ),
    )
    .groupBy(campaigns.userId, profiles.companyName, users.fullName)
    .orderBy(desc(barterValue), campaigns.userId);

  const pan = await panOnFile(db, creatorId);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    fy,
    from,
    to,
    pan_on_file: pan,
    tds_rate: pan ? env.TDS_RATE : env.TDS_NO_PAN_RATE,
    tds_rate_with_pan: env.TDS_RATE,
    payouts: n(lines?.payouts),
    totals: {
      gross: n(lines?.gross),
      commission: n(lines?.commission),
      gst_on_commission: n(lines?.gst_on_commission),
      tds: n(lines?.tds),
      adjustment: n(lines?.adjustment),
      net: n(lines?.net),
      paid: n(lines?.paid),
    },
    barter: barter.map((b) => ({
      brand_id: b.brand_id,
      brand_name: b.brand_name,
      collaborations: n(b.collaborations),
      value: n(b.value),
      over_threshold: n(b.value) > BARTER_194R_THRESHOLD,
    })),
  };
}
