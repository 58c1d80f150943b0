import { expect as baseExpect } from '@playwright/test';
import { api, newAccount } from './api';
import { axeAtBothWidths } from './axe';
import { E2E_BASE_URL } from './env';
import { DASHBOARD, test, useSession } from './fixtures';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The brand's page: the app's own home page here, so the visitor lands without leaving the test's server. */
const SHOP = `${E2E_BASE_URL}/?ref=bio`;

/**
 * docs/product.md#tracking-links and #campaign-performance: the accepted creator sees their
 * tracking link with Copy link; a visitor follows it to the brand's shop with the UTM parameters;
 * the brand's Performance view counts the click.
 */
test('a visitor follows a creator’s tracking link and the brand sees the click', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const brand = await signedIn('brand', { fullName: `Track Brand ${tag}` });
  const creator = await newAccount(info, 'influencer', `Track Creator ${tag}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title: `Tracked Reels ${tag}`,
    description: 'Reels that send people to our sale.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    destination_url: SHOP,
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  const accepted = await api(request, 'PUT', `/applications/${application.id}`, brand.token, {
    status: 'accepted',
  });
  const link = accepted.application.tracking_url as string;
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{10}$/);

  // 1. The creator's collaboration card shows the link with Copy link.
  const creatorPage = await (await browser.newContext()).newPage();
  await useSession(creatorPage, creator);
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  await expect(creatorPage.getByTestId('tracking-url')).toHaveText(link);
  await expect(creatorPage.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await axeAtBothWidths(creatorPage, 'the collaboration card with its tracking link');

  // 2. A visitor, signed out, follows it and lands on the shop with the UTM parameters.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor).toHaveURL(/utm_source=collab/);
  const landed = new URL(visitor.url());
  expect(`${landed.origin}${landed.pathname}`).toBe(`${E2E_BASE_URL}/`);
  expect(Object.fromEntries(landed.searchParams)).toMatchObject({
    ref: 'bio',
    utm_source: 'collab',
    utm_medium: 'creator',
    utm_campaign: campaign.id,
  });
  // The count is written within a second (decision 083).
  await expect
    .poll(
      async () =>
        (await api(request, 'GET', `/campaigns/${campaign.id}/performance`, brand.token)).performance.totals
          .clicks,
    )
    .toBe(1);

  // 3. The brand's Performance view shows the click.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DASHBOARD.brand}?tab=campaigns`);
  await page.getByRole('button', { name: `Performance of ${campaign.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Performance' });
  await expect(dialog.getByTestId('total-clicks')).toHaveText('1');
  const row = dialog.getByTestId(`performance-${application.id}`);
  await expect(row.getByTestId('clicks')).toHaveText('1');
  await expect(row.getByRole('img', { name: /Clicks for Track Creator .*: 1;/ })).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await axeAtBothWidths(page, 'the Performance dialog');

  // An unknown code is the app's "not found" page.
  const missing = await visitor.goto('/r/NoSuchCode');
  expect(missing?.status()).toBe(404);
});
