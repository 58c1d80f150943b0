import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

/**
 * A calendar day in a filter is India's (docs/product.md#dates), also against timeline dates stored
 * as timestamps: 20:00 UTC on 31 March is 01:30 on 1 April in India, the day every screen shows.
 */
describe('timeline filters count India days', () => {
  it('a timeline ending 2026-03-31T20:00Z ends on 1 April, and one starting 19:00Z on 29 March starts on the 30th', async () => {
    const t = createTestApp();
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const { campaign } = await brand.caller.campaigns.create({
      title: 'Ends late in the UTC day',
      description: 'A timeline given as timestamps',
      status: 'active',
      collab_type: 'barter',
      timeline: { start_date: '2026-03-29T19:00:00Z', end_date: '2026-03-31T20:00:00Z' },
    });
    const found = async (query: string) =>
      (
        await rest(t, 'GET', `/api/campaigns?status=active&date_field=timeline&${query}`, {
          token: creator.token,
        })
      ).body.campaigns.map((c: { id: string }) => c.id);

    expect(await found('date_from=2026-04-01')).toEqual([campaign.id]);
    expect(await found('date_from=2026-04-02')).toEqual([]);
    expect(await found('date_to=2026-03-30')).toEqual([campaign.id]);
    expect(await found('date_to=2026-03-29')).toEqual([]);
  });
});
