import fs from 'node:fs';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { indiaCalendarDay } from '@shared/dates';
import { financialYearOf } from '@shared/financial-year';
import { adminAccount, api, fundedCampaign, newAccount, uniqueUtr, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

/** What a payout of a campaign the brand never funded waits for, as the creator reads it. */
const WAITING_FOR_BRAND =
  "Waiting for the brand's payment: the brand has not paid this campaign's money to the platform yet; we pay you as soon as it arrives";

// Several browsers and servers share two cores while these run: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * A collaboration the brand completes: campaign, application, acceptance, work, approval and the
 * brand's completion of the creator, all through the API. A paid one makes a payout.
 */
async function completedCollaboration(
  request: APIRequestContext,
  brand: Account,
  creator: Account,
  campaign:
    | { title: string; collab_type: 'paid'; budget: number }
    | { title: string; collab_type: 'barter'; product_value: number },
) {
  const { campaign: created } = await api(request, 'POST', '/campaigns', brand.token, {
    ...campaign,
    status: 'active',
    description: `${campaign.title}: show our product to your audience.`,
    tags: ['food'],
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: created.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The reel',
    links: ['https://www.instagram.com/reel/money-creator'],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });
  await api(request, 'POST', `/campaigns/${created.id}/complete-creator/${creator.id}`, brand.token);
}

/**
 * A creator with no PAN saved, one paid collaboration of ₹20,000 (commission ₹3,000, GST ₹540,
 * TDS 5% ₹1,000, net ₹15,460: docs/product.md#payouts) and one barter collaboration worth ₹25,000
 * (over the 194R mark), with the Earnings tab open.
 */
async function earningsOf(page: Page, request: APIRequestContext, creator: Account, brand: Account) {
  const tag = Date.now().toString(36);
  const paid = `Mango Reels ${tag}`;
  await completedCollaboration(request, brand, creator, { title: paid, collab_type: 'paid', budget: 20_000 });
  await completedCollaboration(request, brand, creator, {
    title: `Hamper Swap ${tag}`,
    collab_type: 'barter',
    product_value: 25_000,
  });
  const mine = await api(request, 'GET', '/payouts/my', creator.token);
  await page.goto('/creator-dashboard?tab=earnings');
  await expect(page.getByRole('heading', { name: 'Earnings', exact: true })).toBeVisible();
  return { paid, fy: financialYearOf(), dueAt: mine.payouts[0].due_at as string };
}

const statement = (page: Page) => page.getByRole('table', { name: /^Totals for FY/ });
/** The amount of one line of the statement's totals. */
const total = (page: Page, line: string) =>
  statement(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: line, exact: true }) })
    .getByRole('cell');
const barter = (page: Page) => page.getByRole('table', { name: /^Barter received per brand/ });

test('a creator without a PAN: the TDS notice, the payout with its lines, the statement, its CSV and its printable page', async ({
  page,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const creator = await signedIn('creator', { fullName: 'Meera Creator' });
  const brand = await newAccount(info, 'brand', `Glow Foods ${Date.now().toString(36)}`);
  const { paid, fy, dueAt } = await earningsOf(page, request, creator, brand);

  const notice = page.getByRole('note').filter({ hasText: 'TDS is' });
  await expect(notice).toContainText('TDS is 5% instead of 0.1% because you have not saved a PAN.');
  // No bank account or UPI id saved either: told to add one, whatever else the payout waits for.
  await expect(page.getByRole('note').filter({ hasText: 'no bank account or UPI id' })).toBeVisible();

  // The payout's row on a wide screen: each line, its status and what it waits for: the brand never
  // funded the campaign, so not the day it becomes due but the brand's payment (docs/product.md#payouts).
  const row = page.getByRole('region', { name: 'Payouts' }).getByRole('row').filter({ hasText: paid });
  await expect(row.getByRole('cell')).toHaveText([
    paid,
    '₹20,000',
    '₹3,000',
    '₹540',
    '₹1,000',
    '₹15,460',
    'Pending',
    WAITING_FOR_BRAND,
  ]);

  // The statement of the current year: each line summed, nothing paid yet, the barter brand marked.
  await expect(page.getByLabel('Financial year')).toHaveValue(fy);
  const totals: [string, string][] = [
    ['Gross', '₹20,000'],
    ['Commission', '₹3,000'],
    ['GST on commission', '₹540'],
    ['TDS', '₹1,000'],
    ['Net', '₹15,460'],
    ['Paid to you', '₹0'],
  ];
  for (const [line, amount] of totals) await expect(total(page, line)).toHaveText(amount);
  await expect(
    barter(page).getByRole('row').filter({ hasText: brand.fullName }).getByRole('cell'),
  ).toHaveText([brand.fullName, '1', '₹25,000', 'Over ₹20,000 (section 194R)']);
  await expectNoAxeViolations(page, { label: 'the Earnings tab at 1280 px' });
  await page.screenshot({ path: '/tmp/shots/money-creator/earnings-1280.png', fullPage: true });

  // The CSV: named after the year, the payout row, then the totals, then the barter row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statement-${fy}.csv`);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  const payoutLine = lines.findIndex((l) => l.startsWith(`${paid},Pending,`));
  // Each line has its column, the dispute adjustment's too (none here): the row adds up to its net.
  expect(lines[payoutLine]).toMatch(new RegExp(`,${indiaCalendarDay(dueAt)},,,20000,3000,540,1000,0,15460$`));
  expect(lines[payoutLine + 1]).toBe('Total,,,,,,20000,3000,540,1000,0,15460');
  expect(lines[payoutLine + 2]).toBe('Paid,,,,,,,,,,,0');
  expect(lines).toContain(`${brand.fullName},1,25000,"Over ₹20,000 (section 194R)"`);

  // The printable page: the same year, plain, with a Print button.
  await page.getByRole('link', { name: 'Printable statement' }).click();
  await expect(page).toHaveURL(new RegExp(`/earnings/statement\\?fy=${fy}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings statement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await expect(page.getByRole('row').filter({ hasText: paid })).toContainText('₹15,460');
  await expect(total(page, 'Net')).toHaveText('₹15,460');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page, { label: 'the printable statement at 1280 px' });
  await page.screenshot({ path: '/tmp/shots/money-creator/statement-1280.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // At phone width: no sideways scroll, and axe again.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, { label: 'the printable statement at 375 px' });

  // Back on the Earnings tab at phone width the payout is a card; the notice's link opens Payment Details.
  await page.getByRole('link', { name: 'Back to Earnings' }).click();
  const card = page.getByRole('article', { name: `Payout for ${paid}` });
  await expect(card).toContainText('₹15,460');
  await expect(card).toContainText(WAITING_FOR_BRAND);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, { label: 'the Earnings tab at 375 px' });
  await page.screenshot({ path: '/tmp/shots/money-creator/earnings-375.png', fullPage: true });
  await page.getByRole('link', { name: 'Add your PAN in Payment Details' }).click();
  await expect(page).toHaveURL(/tab=payment/);
  await expect(page.getByRole('tab', { name: 'Payment Details', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Details', exact: true })).toBeVisible();
});

test('a creator with no payouts sees the empty state, and an earlier year can be picked', async ({
  page,
  signedIn,
}) => {
  await signedIn('creator');
  await page.goto('/creator-dashboard?tab=earnings');
  await expect(page.getByText('No payouts yet')).toBeVisible();
  const fy = financialYearOf();
  const picker = page.getByLabel('Financial year');
  await expect(picker.getByRole('option')).toHaveCount(3);
  const previous = `${Number(fy.slice(0, 4)) - 1}-${fy.slice(2, 4)}`;
  await picker.selectOption(previous);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Statement for FY ${previous}`) }),
  ).toBeVisible();
  await expect(total(page, 'Net')).toHaveText('₹0');
  await expect(page.getByText('No barter collaborations were completed in this year.')).toBeVisible();
});

test('Browse: a funded paid campaign says Funded, a barter one its declared product value', async ({
  page,
  request,
  signedIn,
}, info) => {
  const tag = Date.now().toString(36);
  await signedIn('creator');
  const brand = await newAccount(info, 'brand', `Funded Brand ${tag}`);
  const admin = await adminAccount(request);
  const campaign = (body: Record<string, unknown>) =>
    api(request, 'POST', '/campaigns', brand.token, {
      status: 'active',
      description: 'Show our product to your audience.',
      ...body,
    }).then((r) => r.campaign as { id: string; title: string });
  const funded = await campaign({ title: `Funded Reels ${tag}`, collab_type: 'paid', budget: 30_000 });
  await campaign({ title: `Unfunded Reels ${tag}`, collab_type: 'paid', budget: 30_000 });
  await campaign({ title: `Hamper Swap ${tag}`, collab_type: 'barter', product_value: 4_500 });
  await fundedCampaign(request, {
    brandToken: brand.token,
    adminToken: admin.token,
    campaignId: funded.id,
    utr: uniqueUtr(info),
  });

  await page.goto('/creator-dashboard?tab=browse');
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(tag);
  const card = (title: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: `${title} ${tag}` }) });
  await expect(card('Funded Reels').getByText('Funded', { exact: true })).toBeVisible();
  await expect(card('Unfunded Reels')).toBeVisible();
  await expect(card('Unfunded Reels').getByText('Funded', { exact: true })).toHaveCount(0);
  await expect(card('Hamper Swap').getByText('Product value')).toBeVisible();
  await expect(card('Hamper Swap').getByText('₹4,500')).toBeVisible();
  await expect(card('Funded Reels').getByText('Product value')).toHaveCount(0);
});
