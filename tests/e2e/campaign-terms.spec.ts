import { expect as baseExpect, type Page } from '@playwright/test';
import { api } from './api';
import { test } from './fixtures';

// Several browsers and servers share two cores while these run: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });
const PAID_NEEDS_BUDGET = 'A paid campaign needs a budget above 0';

const brandCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const creatorCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('a paid campaign is refused without a budget, on the budget field of the create and edit forms', async ({
  page,
  request,
  signedIn,
}) => {
  const brand = await signedIn('brand');
  await page.goto('/brand-dashboard?tab=create');
  await page.getByLabel('Campaign Name').fill('Paid Without Budget');
  await page.getByLabel('Paid', { exact: true }).check();
  await page.getByLabel('Campaign Brief').fill('Reels about our tea.');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByLabel('Budget Range')).toHaveAccessibleDescription(PAID_NEEDS_BUDGET);
  const { campaigns } = await api(request, 'GET', '/campaigns/my', brand.token);
  expect(campaigns).toHaveLength(0);

  await api(request, 'POST', '/campaigns', brand.token, {
    title: 'Paid With Budget',
    description: 'Reels about our tea.',
    status: 'active',
    collab_type: 'paid',
    budget: 40000,
  });
  await page.goto('/brand-dashboard?tab=campaigns');
  await brandCard(page, 'Paid With Budget').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
  await dialog.getByLabel('Budget (₹)').fill('');
  await dialog.getByRole('button', { name: 'Update Campaign' }).click();
  await expect(dialog.getByLabel('Budget (₹)')).toHaveAccessibleDescription(PAID_NEEDS_BUDGET);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(brandCard(page, 'Paid With Budget').getByText('₹40,000')).toBeVisible();
});

test('budget, type and timeline read the same for the brand and for creators', async ({
  page,
  request,
  signedIn,
}) => {
  const u = crypto.randomUUID().slice(0, 8);
  const brand = await signedIn('brand');
  const paid = `Paid Reels ${u}`;
  const barter = `Barter Visit ${u}`;
  await api(request, 'POST', '/campaigns', brand.token, {
    title: paid,
    description: 'Paid reels.',
    status: 'active',
    collab_type: 'paid',
    budget: 40000,
    timeline: { start_date: '2026-10-01', end_date: '2026-10-31' },
  });
  await api(request, 'POST', '/campaigns', brand.token, {
    title: barter,
    description: 'A cafe visit.',
    status: 'active',
    collab_type: 'barter',
  });

  const expectReadings = async (card: (title: string) => ReturnType<Page['locator']>) => {
    await expect(card(paid).getByText('Paid', { exact: true })).toBeVisible();
    await expect(card(paid).getByText('₹40,000', { exact: true })).toBeVisible();
    await expect(card(paid).getByText('1 Oct 2026 – 31 Oct 2026', { exact: true })).toBeVisible();
    // Type and budget both say Barter; the timeline says Not specified.
    await expect(card(barter).getByText('Barter', { exact: true })).toHaveCount(2);
    await expect(card(barter).getByText('Not specified', { exact: true })).toHaveCount(1);
  };

  await page.goto('/brand-dashboard?tab=campaigns');
  await expectReadings((title) => brandCard(page, title));

  await signedIn('creator');
  await page.goto('/creator-dashboard?tab=browse');
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(u);
  await expectReadings((title) => creatorCard(page, title));
});
