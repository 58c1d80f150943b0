import { expect as baseExpect, type Browser } from '@playwright/test';
import { toast } from './admin-helpers';
import { api, newAccount, type Account } from './api';
import { axeAtBothWidths } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

async function pageOf(browser: Browser, account: Account) {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, account);
  return page;
}

/**
 * docs/product.md#direct-offers: a brand offers a creator one of its campaigns from the Creator
 * Profile modal, the creator counters, the brand accepts the counter, and the collaboration (work
 * and completion through the API) is paid at the agreed amount.
 */
test('a direct offer, countered and accepted, completes at the agreed amount', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const brand = await signedIn('brand', { fullName: `Offer Brand ${tag}` });
  const creator = await newAccount(info, 'influencer', `Offer Creator ${tag}`);
  const campaign = (title: string) =>
    api(request, 'POST', '/campaigns', brand.token, {
      title,
      description: 'Reels about our range.',
      status: 'active',
      collab_type: 'paid',
      budget: 30_000,
    }).then((r) => r.campaign as { id: string; title: string });
  const pitched = await campaign(`Pitched ${tag}`);
  const offered = await campaign(`Offer Reels ${tag}`);
  // The creator applied to one campaign: the brand finds them among its applications.
  await api(request, 'POST', '/applications', creator.token, { campaign_id: pitched.id });

  // 1. The brand sends an offer for the other campaign from the Creator Profile modal.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  await page
    .getByRole('article', { name: `${creator.fullName}, ${pitched.title}` })
    .getByRole('button', { name: 'View Profile' })
    .click();
  await page
    .getByRole('dialog', { name: 'Creator Profile' })
    .getByRole('button', { name: 'Send offer' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Send offer' });
  await expect(dialog.getByRole('option', { name: offered.title })).toBeAttached();
  await axeAtBothWidths(page, 'the Send offer dialog');
  await dialog.getByLabel('Campaign').selectOption({ label: offered.title });
  await dialog.getByLabel('Amount (₹)').fill('15000');
  await dialog.getByLabel('Deliverables').fill('2 reels and 3 stories');
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Deadline').fill(deadline);
  await dialog.getByLabel('Message (optional)').fill('We love your reels.');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toHaveCount(0);
  // Said in the Creator Profile dialog still open beneath.
  await expect(page.getByRole('dialog', { name: 'Creator Profile' }).getByText('Offer sent')).toBeVisible();
  await expect.poll(async () => (await api(request, 'GET', '/offers/my', brand.token)).offers.length).toBe(1);

  // 2. The creator counters it once, on the Offers tab.
  const creatorPage = await pageOf(browser, creator);
  await creatorPage.setViewportSize({ width: 375, height: 900 });
  await creatorPage.goto(`${DASHBOARD.creator}?tab=offers`);
  const received = creatorPage
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem')
    .filter({ hasText: offered.title });
  await expect(received.getByText('₹15,000')).toBeVisible();
  await axeAtBothWidths(creatorPage, "the creator's Offers tab");
  await received.getByRole('button', { name: 'Counter' }).click();
  const counter = creatorPage.getByRole('dialog', { name: 'Counter offer' });
  await expect(counter.getByLabel('Your amount (₹)')).toBeVisible();
  await axeAtBothWidths(creatorPage, 'the Counter offer dialog');
  await counter.getByLabel('Your amount (₹)').fill('18000');
  await counter.getByLabel('Message (optional)').fill('Two shoot days.');
  await counter.getByRole('button', { name: 'Send counter' }).click();
  await expect(toast(creatorPage, 'Counter sent')).toBeVisible();
  await expect(received.getByText('Countered', { exact: true })).toBeVisible();
  await expect(received.getByRole('button', { name: 'Counter' })).toHaveCount(0);

  // 3. The brand accepts the counter.
  await page.goto(`${DASHBOARD.brand}?tab=offers`);
  const sent = page
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem')
    .filter({ hasText: offered.title });
  await expect(sent.getByText('₹18,000')).toBeVisible();
  await axeAtBothWidths(page, "the brand's Offers tab");
  await sent.getByRole('button', { name: 'Accept counter' }).click();
  await page.getByRole('dialog', { name: 'Accept offer' }).getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Offer accepted')).toBeVisible();
  await expect(sent.getByText('Accepted', { exact: true })).toBeVisible();

  // 4. The collaboration runs as any accepted application (through the API) and completes.
  const { offers } = await api(request, 'GET', '/offers/my?status=accepted', brand.token);
  const applicationId = offers[0].application_id as string;
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: applicationId,
    content: 'The reels',
    links: ['https://www.instagram.com/reel/offer-reels'],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });
  await api(request, 'POST', `/campaigns/${offered.id}/complete`, brand.token);
  const { payouts } = await api(request, 'GET', '/payouts/my', creator.token);
  // ₹18,000 agreed: 15% commission is ₹2,700.
  expect(payouts[0]).toMatchObject({ gross: 18_000, commission: 2_700 });
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  await expect(creatorPage.getByRole('article').filter({ hasText: offered.title }).first()).toBeVisible();
});
