import { expect as baseExpect } from '@playwright/test';
import { toast } from './admin-helpers';
import { api, newAccount } from './api';
import { axeAtBothWidths } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * docs/product.md#agreements-and-usage-rights: a brand sets usage rights on the Create Campaign form;
 * once it accepts a creator, both open Agreement on their cards, read the terms with those rights,
 * and accept; each sees who accepted when and the hash.
 */
test('a brand sets usage rights, and both parties accept the agreement', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const title = `Rights Reels ${tag}`;
  const brand = await signedIn('brand', { fullName: `Rights Brand ${tag}` });
  const creator = await newAccount(info, 'influencer', `Rights Creator ${tag}`);

  // 1. The brand creates a barter campaign with paid-ads rights, worldwide, for 180 days.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DASHBOARD.brand}?tab=create`);
  await page.getByLabel('Campaign Name').fill(title);
  await page.getByLabel('Barter (products or services)').check();
  await page.getByLabel('Campaign Brief').fill('One reel about our monsoon range.');
  const rights = page.getByRole('group', { name: 'Usage rights' });
  await rights.getByRole('radio', { name: /^Paid ads/ }).check();
  await rights.getByLabel('Usage duration (days)').fill('180');
  await rights.getByLabel('Exclusivity (days)').fill('30');
  await rights.getByRole('radio', { name: /^Worldwide/ }).check();
  await axeAtBothWidths(page, 'the Create Campaign form with usage rights');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toast(page, 'Campaign Created!')).toBeVisible();
  const { campaigns } = await api(request, 'GET', '/campaigns/my', brand.token);
  const campaign = campaigns.find((c: { title: string }) => c.title === title);
  expect(campaign.usage_rights).toEqual({
    scope: 'paid_ads',
    duration_days: 180,
    territory: 'worldwide',
    exclusivity_days: 30,
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });

  // 2. The creator reads the agreement on their card and accepts it.
  const creatorPage = await (await browser.newContext()).newPage();
  await useSession(creatorPage, creator);
  await creatorPage.setViewportSize({ width: 1280, height: 900 });
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  const card = creatorPage
    .getByRole('article')
    .filter({ has: creatorPage.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Agreement' }).click();
  const dialog = creatorPage.getByRole('dialog', { name: 'Agreement' });
  await expect(dialog.getByRole('heading', { name: 'Usage rights' })).toBeVisible();
  await expect(dialog.getByText('Scope: Paid ads')).toBeVisible();
  await expect(dialog.getByText(/Territory: Worldwide/)).toBeVisible();
  const acceptances = dialog.getByRole('list', { name: 'Acceptances' });
  await expect(acceptances.getByText('Not accepted yet')).toHaveCount(2);
  await axeAtBothWidths(creatorPage, 'the Agreement dialog before acceptance');
  await dialog.getByRole('button', { name: 'Accept agreement' }).click();
  await expect(toast(creatorPage, 'Agreement accepted')).toBeVisible();
  await expect(acceptances.getByText('Not accepted yet')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Accept agreement' })).toHaveCount(0);

  // 3. The brand accepts on its participant card: both acceptances show, with the hash.
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  await page.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
  await page.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
  const participant = page.getByRole('article', { name: creator.fullName, exact: true });
  await participant.getByRole('button', { name: 'Agreement' }).click();
  const brandDialog = page.getByRole('dialog', { name: 'Agreement' });
  await expect(
    brandDialog.getByRole('list', { name: 'Acceptances' }).getByText('Not accepted yet'),
  ).toHaveCount(1);
  await brandDialog.getByRole('button', { name: 'Accept agreement' }).click();
  await expect(toast(page, 'Agreement accepted')).toBeVisible();
  await expect(brandDialog.getByRole('list', { name: 'Acceptances' }).getByText(/^Accepted /)).toHaveCount(2);
  const { agreement } = await api(request, 'GET', `/agreements/application/${application.id}`, brand.token);
  await expect(brandDialog.getByText(agreement.sha256)).toBeVisible();
  await axeAtBothWidths(page, 'the Agreement dialog accepted by both');
});
