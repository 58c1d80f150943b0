import { expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

// The README's "Write a test of your own" shows this file: keep the two alike.
const t = createTestApp(); // this file's own migrated database, on the project's engine

it('a brand posts a campaign; a creator reads it through REST, and applies through tRPC', async () => {
  const brand = await createBrand(t); // { user, token, caller }, signed in
  const creator = await createCreator(t);
  const { campaign } = await brand.caller.campaigns.create({
    title: 'Tea reels',
    description: 'Two reels about our tea.',
    status: 'active',
  });

  const res = await rest(t, 'GET', `/api/campaigns/${campaign.id}`, { token: creator.token });
  expect(res.status).toBe(200);
  expect(res.body.campaign.title).toBe('Tea reels');

  const { application } = await creator.caller.applications.create({ campaign_id: campaign.id });
  expect(application.status).toBe('pending');
  await expect(creator.caller.applications.create({ campaign_id: campaign.id })).rejects.toThrow(
    /already applied/i,
  );
});
