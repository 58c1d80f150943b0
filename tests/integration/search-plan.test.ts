import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createBrand } from '../kit/factories';
import { insertCampaign } from '../kit/money-rows';
import { searchPlan } from '../../src/server/services/campaigns/search-plan';

describe('searchPlan', () => {
  it('scans for a common word on early pages, and uses the index for rare words, deep pages and letters LIKE cannot fold', async () => {
    const t = createTestApp();
    const brand = await createBrand(t);
    for (let i = 0; i < 400; i++) insertCampaign(t, brand.user.id, { title: i % 4 === 0 ? `Chai Café ${i}` : `Campaign ${i}`, tags: [] });
    insertCampaign(t, brand.user.id, { title: 'Monsoon special', tags: [] });

    expect(searchPlan(t.db, 'chai', 20)).toBe('scan'); // 100 of 401: about 80 rows read for a page of 20
    expect(searchPlan(t.db, 'chai', 600)).toBe('index'); // about 2,400 rows before a page at offset 580
    expect(searchPlan(t.db, 'monsoon', 20)).toBe('index'); // 1 match: the index finds it at once
    expect(searchPlan(t.db, 'nowhere', 20)).toBe('index');
    expect(searchPlan(t.db, 'CAFÉ', 20)).toBe('index'); // LIKE would not match café
    expect(searchPlan(t.db, 'ch', 20)).toBe('index'); // no word for the index: LIKE reads it either way
    expect(searchPlan(t.db, undefined, 20)).toBe('index');
  });
});
