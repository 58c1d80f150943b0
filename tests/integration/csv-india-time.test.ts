import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@db/schema';
import { platformAnalytics } from '@server/services/analytics/analytics';
import { analyticsCsv } from '@client/features/admin/analytics/analytics-csv';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { insertCampaign, insertTransaction } from '../kit/money-rows';

/** 20:00 UTC on 31 March is 01:30 on 1 April in India: the two disagree on the day and the month. */
const LATE_UTC = '2026-03-31T20:00:00.000Z';

/**
 * Every CSV export writes its dates and times in India time (docs/product.md#display), the way the
 * screens show them, however the server's clock is set.
 */
describe('CSV exports in India time', () => {
  it('the commission report dates a transaction by its India time, with the offset', async () => {
    const t = createTestApp();
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    await insertTransaction(t, {
      campaign: await insertCampaign(t, brand.user.id),
      creatorId: creator.user.id,
      deal: 1000,
      date: LATE_UTC,
      reference: 'TXN-LATE',
    });
    const res = await t.app.request('/api/admin/transactions/export.csv', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [, row] = (await res.text()).split('\r\n');
    // Date and reference, then the (empty) net payout and payout status of a row without a payout.
    expect(row?.split(',').slice(-4)).toEqual(['2026-04-01T01:30:00+05:30', 'TXN-LATE', '', '']);
  });

  it("the analytics download is generated at India's time and counts sign-ups on India's days", async () => {
    const t = createTestApp();
    const creator = await createCreator(t);
    await t.db.update(users).set({ createdAt: LATE_UTC }).where(eq(users.id, creator.user.id));
    const lines = analyticsCsv(await platformAnalytics(t.deps.db, '7d', new Date(LATE_UTC))).split('\r\n');
    expect(lines).toContain('Generated,2026-04-01T01:30:00+05:30');
    const growth = lines.slice(lines.indexOf('User growth') + 2, lines.indexOf('User growth') + 9);
    expect(growth.at(-1)).toBe('2026-04-01,1');
    expect(growth[0]).toBe('2026-03-26,0');
  });
});
