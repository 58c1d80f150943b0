import { expect, type APIRequestContext } from '@playwright/test';
import { api, newAccount, type Account } from './api';
import { DASHBOARD, test } from './fixtures';

/**
 * Dates read in India time (docs/product.md#dates) in a browser far from India: New York is 9:30
 * to 10:30 hours behind, so the browser's own day is often not India's.
 */
test.use({ timezoneId: 'America/New_York' });

// 20:00 UTC on 31 March 2027 is 16:00 that day in New York and 01:30 on 1 April in India.
const LATE_UTC = '2027-03-31T20:00:00.000Z';
const INDIA = 'Asia/Kolkata';

/** What a row's created_at must read, written out here rather than by the formatters under test. */
const enInIndia = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: INDIA,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
const adminIndia = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: INDIA,
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/** An active campaign whose deadline is a late-evening UTC timestamp, and its tag for searching. */
async function lateDeadlineCampaign(request: APIRequestContext, brand: Account) {
  const tag = `d${crypto.randomUUID().slice(0, 8)}`;
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title: `Late deadline ${tag}`,
    description: 'A deadline that UTC and India date differently',
    status: 'active',
    collab_type: 'barter',
    tags: [tag],
    deadline: LATE_UTC,
  });
  return { tag, campaign: campaign as { id: string; title: string; created_at: string } };
}

test('a brand sees the India day of its deadline in the details and in the Edit form', async ({
  page,
  request,
  signedIn,
}) => {
  const brand = await signedIn('brand');
  const { campaign } = await lateDeadlineCampaign(request, brand);
  await page.goto(`${DASHBOARD.brand}?tab=campaigns`);
  const card = page.getByRole('article', { name: campaign.title, exact: true });

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: campaign.title });
  await expect(details.getByText('1 Apr 2027', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  await expect(edit.getByLabel('Application Deadline')).toHaveValue('2027-04-01');
});

test("a creator's Browse card shows the deadline and the posting day as en-IN India dates", async ({
  page,
  signedIn,
}, info) => {
  const brand = await newAccount(info, 'brand', 'Dates Co');
  const { tag, campaign } = await lateDeadlineCampaign(page.request, brand);
  await signedIn('creator');
  await page.goto(DASHBOARD.creator);
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(tag);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: campaign.title }) });
  await expect(card).toContainText('1 Apr 2027');
  await expect(card).toContainText(enInIndia(campaign.created_at));
});

test("the admin's campaigns table dates a row MMM dd, yyyy in India time", async ({
  page,
  signedIn,
}, info) => {
  const brand = await newAccount(info, 'brand', 'Dates Co');
  const { campaign } = await lateDeadlineCampaign(page.request, brand);
  await signedIn('admin');
  await page.goto('/admin-dashboard?tab=campaigns');
  await page.getByLabel('Search campaigns').fill(campaign.title);
  const row = page.getByRole('row').filter({ hasText: campaign.title });
  await expect(row).toContainText(adminIndia(campaign.created_at));
  await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
});

test("the admin's suspensions table gives a suspension's end as MMM dd, yyyy and India's time", async ({
  page,
  request,
  signedIn,
}, info) => {
  const creator = await newAccount(info, 'influencer', `Dated ${crypto.randomUUID().slice(0, 8)}`);
  const admin = await signedIn('admin');
  await api(request, 'POST', '/admin/suspensions', admin.token, {
    user_id: creator.id,
    suspension_type: 'temporary',
    reason: 'Ends late in the UTC day',
    expires_at: LATE_UTC,
  });
  await page.goto('/admin-dashboard?tab=suspensions');
  await page.getByRole('searchbox', { name: 'Search' }).fill(creator.email);
  const row = page.getByRole('row').filter({ hasText: creator.fullName });
  await expect(row).toContainText('Apr 01, 2027, 1:30 AM');
});

test("a notification's relative time shows its full India date and time on hover", async ({
  page,
  request,
  signedIn,
}, info) => {
  const brand = await signedIn('brand');
  const { campaign } = await lateDeadlineCampaign(request, brand);
  const creator = await newAccount(info, 'influencer', 'Applying Creator');
  await api(request, 'POST', '/applications', creator.token, { campaign_id: campaign.id });
  const { notifications } = await api(request, 'GET', '/notifications', brand.token);
  const createdAt = (notifications as { created_at: string }[])[0]!.created_at;

  await page.goto(DASHBOARD.brand);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const time = page.getByRole('list', { name: 'All notifications' }).locator('time').first();
  await expect(time).toHaveAttribute(
    'title',
    new Intl.DateTimeFormat('en-IN', {
      timeZone: INDIA,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(createdAt)),
  );
});
