import { expect as baseExpect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { formatAdminDate, formatDate } from '@shared/dates';
import { toast } from './admin-helpers';
import { adminAccount, api, newAccount, type Account } from './api';
import { advanceServerClock } from './clock';
import { DASHBOARD, test, useSession } from './fixtures';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** PAYOUT_HOLD_HOURS of the e2e server (the default, docs/product.md#payouts). */
const HOLD_HOURS = 72;

/** A UTR no other test of this run has used (the server refuses one used anywhere before). */
const uniqueUtr = (info: TestInfo, n: number) =>
  `JRNY${info.workerIndex}${n}${Date.now().toString(36)}`.toUpperCase().slice(0, 22).padEnd(12, '0');

/** A page of its own for a second person in the journey. */
async function pageOf(browser: Browser, account: Account) {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, account);
  return page;
}

/** The row of the admin's payouts table for the campaign. */
const adminPayoutRow = (admin: Page, title: string) =>
  admin.getByRole('region', { name: 'Creator payouts' }).getByRole('row').filter({ hasText: title });

/** The row of the creator's Earnings tab for the campaign. */
const creatorPayoutRow = (creator: Page, title: string) =>
  creator.getByRole('region', { name: 'Payouts' }).getByRole('row').filter({ hasText: title });

/** One line of the statement's totals on the Earnings tab. */
const statementTotal = (page: Page, line: string) =>
  page
    .getByRole('table', { name: /^Totals for FY/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: line, exact: true }) })
    .getByRole('cell');

/**
 * The whole money journey of a paid campaign (docs/product.md#funding, #payouts, #statement): the
 * brand funds it, an admin confirms the money, the collaboration runs to completion, the payout
 * waits PAYOUT_HOLD_HOURS (the server's clock is moved past it: tests/e2e/clock.ts), the admin pays
 * it with the bank's UTR, and the creator sees it paid and in the year's statement. The money steps
 * are clicked; the rest goes through the API.
 */
test('a paid campaign from funding to the creator paid, through the hold', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const tag = Date.now().toString(36);
  const title = `Journey Reels ${tag}`;

  // The brand and its active paid campaign of ₹20,000.
  const brand = await signedIn('brand', { fullName: `Journey Brand ${tag}` });
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about our monsoon range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['fashion'],
  });

  // 1. The brand funds it: the dialog's instructions, then the transfer's UTR.
  await page.goto(`${DASHBOARD.brand}?tab=campaigns`);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card.getByText('Not funded')).toBeVisible();
  await card.getByRole('button', { name: 'Fund campaign' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund campaign' });
  await expect(fund.getByText('₹20,000')).toBeVisible();
  await expect(fund.getByText('collab.escrow@hdfcbank', { exact: true })).toBeVisible();
  const fundingUtr = uniqueUtr(info, 1);
  await fund.getByLabel('UTR of your transfer').fill(fundingUtr);
  await fund.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(fund.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await fund.getByRole('button', { name: 'Close' }).first().click();

  // 2. An admin confirms the money arrived, on the Payouts tab.
  const admin = await pageOf(browser, await adminAccount(request));
  await admin.goto(`${DASHBOARD.admin}?tab=payouts`);
  const claims = admin.getByRole('region', { name: 'Funding claims awaiting confirmation' });
  await expect(claims.getByRole('row').filter({ hasText: title })).toContainText(fundingUtr);
  await claims.getByRole('button', { name: `Confirm funding of ${title}` }).click();
  await expect(toast(admin, 'Funding confirmed')).toBeVisible();
  await page.reload();
  await expect(card.getByText('Funded', { exact: true })).toBeVisible();

  // 3. A creator (no PAN saved: TDS 5%) applies, is accepted, submits, and the work is approved.
  const creator = await newAccount(info, 'influencer', `Journey Creator ${tag}`);
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The monsoon reel',
    links: ['https://www.instagram.com/reel/journey-monsoon'],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });

  // 4. The brand completes the campaign: its payout is made, pending for the hold.
  await page.reload();
  await card.getByRole('button', { name: 'Mark as Complete' }).click();
  await page
    .getByRole('dialog', { name: 'Mark Campaign as Complete' })
    .getByRole('button', { name: 'Mark as Complete' })
    .click();
  await expect(toast(page, 'Campaign Completed Successfully!')).toBeVisible();

  // ₹20,000 less 15% commission (₹3,000), 18% GST on it (₹540) and 5% TDS (₹1,000).
  const lines = ['₹20,000', '₹3,000', '₹540', '₹1,000', '₹15,460'];
  const [payout] = (await api(request, 'GET', '/payouts/my', creator.token)).payouts;
  expect(payout).toMatchObject({ status: 'pending', net: 15_460 });
  const dueAt = payout.due_at as string;

  const creatorPage = await pageOf(browser, creator);
  await creatorPage.setViewportSize({ width: 1280, height: 900 });
  await creatorPage.goto(`${DASHBOARD.creator}?tab=earnings`);
  await expect(creatorPayoutRow(creatorPage, title).getByRole('cell')).toHaveText([
    title,
    ...lines,
    'Pending',
    `Due ${formatDate(dueAt)}`,
  ]);
  await admin.reload();
  const row = adminPayoutRow(admin, title);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(formatAdminDate(dueAt));
  await expect(row.getByRole('button', { name: /^Mark paid/ })).toHaveCount(0);

  // 5. The hold passes: the server's clock moves past PAYOUT_HOLD_HOURS and the payout is due.
  await advanceServerClock(HOLD_HOURS + 1);
  await admin.reload();
  await expect(row).toContainText('Due');
  await row.getByRole('button', { name: `Mark paid: ${creator.fullName}, ${title}` }).click();

  // 6. The admin pays it with the bank's UTR.
  const pay = admin.getByRole('dialog', { name: 'Mark payout paid' });
  const payoutUtr = uniqueUtr(info, 2);
  await pay.getByLabel('UTR of the transfer').fill(payoutUtr);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(admin, 'Payout marked paid')).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(payoutUtr);
  await admin.context().close();

  // 7. The creator sees it paid, and in the statement of the year.
  await creatorPage.reload();
  const paidRow = creatorPayoutRow(creatorPage, title);
  await expect(paidRow.getByRole('cell').nth(6)).toHaveText('Paid');
  await expect(paidRow).toContainText(`UTR ${payoutUtr}`);
  for (const [line, amount] of [
    ['Gross', '₹20,000'],
    ['Net', '₹15,460'],
    ['Paid to you', '₹15,460'],
  ] as const)
    await expect(statementTotal(creatorPage, line)).toHaveText(amount);
  await creatorPage.context().close();
});
