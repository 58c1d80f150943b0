import fs from 'node:fs';
import {
  expect as baseExpect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { formatAdminDate, formatDate } from '@shared/dates';
import { toast } from './admin-helpers';
import { adminAccount, api, approvedWork, fundedCampaign, newAccount, uniqueUtr, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { advanceServerClock } from './clock';
import { DASHBOARD, test, useSession } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

// Each journey moves the shared server's clock past the hold, which would make the other's pending
// payout due mid-test: the two run one after the other (a failure does not skip the next).
test.describe.configure({ mode: 'default' });

/** PAYOUT_HOLD_HOURS of the e2e server (the default, docs/product.md#payouts). */
const HOLD_HOURS = 72;

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

/** A creator's bank account and UPI id with no PAN (TDS stays 5%): somewhere to be paid. */
const bankDetailsWithoutPan = (request: APIRequestContext, creator: Account, tag: string) =>
  api(request, 'POST', '/payments/user', creator.token, {
    upi_id: `journey.${tag}@okicici`,
    account_holder_name: creator.fullName,
    account_number: '123456789012',
    ifsc_code: 'HDFC0001234',
    bank_name: 'HDFC Bank',
    consent_given: true,
  });

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
  const fundingUtr = uniqueUtr(info);
  await fund.getByLabel('UTR of your transfer').fill(fundingUtr);
  await fund.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(fund.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await fund.getByRole('button', { name: 'Close' }).first().click();

  // 2. An admin confirms the money arrived, on the Payouts tab.
  const admin = await pageOf(browser, await adminAccount(request));
  await admin.goto(`${DASHBOARD.admin}?tab=payouts`);
  const claims = admin.getByRole('region', { name: "Brands' funding claims" });
  await expect(claims.getByRole('row').filter({ hasText: title })).toContainText(fundingUtr);
  await claims.getByRole('button', { name: `Confirm funding of ${title}` }).click();
  await expect(toast(admin, 'Funding confirmed')).toBeVisible();
  await page.reload();
  await expect(card.getByText('Funded', { exact: true })).toBeVisible();

  // 3. A creator (a bank account, no PAN saved: TDS 5%) applies, is accepted, submits, and the work is approved.
  const creator = await newAccount(info, 'influencer', `Journey Creator ${tag}`);
  await bankDetailsWithoutPan(request, creator, tag);
  await approvedWork(request, {
    brand,
    creator,
    campaignId: campaign.id,
    link: 'https://www.instagram.com/reel/journey-monsoon',
  });

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
  const payoutUtr = uniqueUtr(info);
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

/**
 * The brand approves the work and completes the creator's collaboration. Once a journey has moved
 * the server's clock past WORK_REVIEW_HOURS, work submitted later (stamped with the real time) is
 * past its review time at once, and the platform may approve it first, which completes the
 * collaboration by itself (docs/product.md#auto-approval): then the brand's approval is refused as
 * already made, and there is nothing left for the brand to complete.
 */
async function approvedAndCompleted(
  request: APIRequestContext,
  brand: Account,
  submissionId: string,
  completePath: string,
) {
  const review = await request.put(`/api/work-submissions/${submissionId}/review`, {
    headers: { authorization: `Bearer ${brand.token}` },
    data: { status: 'approved' },
  });
  if (review.ok()) await api(request, 'POST', completePath, brand.token);
  else expect(((await review.json()) as { error: string }).error).toMatch(/already reviewed \(approved\)/);
}

/** What a payout of a campaign the brand never funded waits for, as the creator reads it. */
const WAITING_FOR_BRAND =
  "Waiting for the brand's payment: the brand has not paid this campaign's money to the platform yet; we pay you as soon as it arrives";

/** A dashboard stat card by its label. */
const statCard = (page: Page, label: string) =>
  page.locator('section').filter({ has: page.getByText(label, { exact: true }) });

/**
 * Issue 27, money goes out only after it came in (docs/product.md#payouts): a brand completes a
 * paid collaboration it never funded; the creator (no bank account yet) sees the payout wait for
 * the brand's payment, and the admin sees it unpayable; the brand funds it and the admin confirms;
 * past the hold the payout is due but left out of the bank file until the creator adds a bank
 * account; then the admin pays it with the bank's UTR. Every figure on the creator's, brand's and
 * admin's screens agrees with what the bank sent (the payout's net) and with what left the
 * brand's money (its gross).
 */
test('a never-funded campaign: the creator sees why the payout waits; the brand funds, the admin pays, and every screen agrees with the bank', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const tag = Date.now().toString(36);
  const title = `Unfunded Reels ${tag}`;

  // A brand's paid campaign of ₹20,000, completed with one creator (no PAN, no bank account), never funded.
  const brand = await signedIn('brand', { fullName: `Waiting Brand ${tag}` });
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about our tea range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['food'],
  });
  const creator = await newAccount(info, 'influencer', `Waiting Creator ${tag}`);
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The tea reel',
    links: ['https://www.instagram.com/reel/unfunded-tea'],
  });
  await approvedAndCompleted(
    request,
    brand,
    submission.id,
    `/campaigns/${campaign.id}/complete-creator/${creator.id}`,
  );

  // ₹20,000 less 15% commission (₹3,000), 18% GST on it (₹540) and 5% TDS (₹1,000): ₹15,460.
  let made: Record<string, unknown> | undefined;
  await expect
    .poll(async () => ([made] = (await api(request, 'GET', '/payouts/my', creator.token)).payouts).length)
    .toBe(1);
  expect(made).toMatchObject({
    status: 'pending',
    funding_status: 'none',
    waiting_for: 'funding',
    payment_details_on_file: false,
    gross: 20_000,
    adjustment: 0,
    net: 15_460,
  });
  const lines = ['₹20,000', '₹3,000', '₹540', '₹1,000', '₹15,460'];

  // 1. The creator's Earnings say why the payout waits, and that a bank account is missing too.
  const creatorPage = await pageOf(browser, creator);
  await creatorPage.setViewportSize({ width: 1280, height: 900 });
  await creatorPage.goto(`${DASHBOARD.creator}?tab=earnings`);
  const creatorRow = creatorPayoutRow(creatorPage, title);
  await expect(creatorRow.getByRole('cell')).toHaveText([title, ...lines, 'Pending', WAITING_FOR_BRAND]);
  await expect(creatorPage.getByRole('note').filter({ hasText: 'no bank account or UPI id' })).toBeVisible();
  // The dashboard's figure is the documents' (deal less commission), labelled so, with the net beside it.
  const earnings = statCard(creatorPage, 'Total Earnings');
  await expect(earnings).toContainText('₹17,000');
  await expect(earnings).toContainText('Before GST and TDS');
  await expect(earnings).toContainText('₹15,460 net after them');
  await expectNoAxeViolations(creatorPage, { label: 'Earnings waiting for the brand at 1280 px' });
  await creatorPage.setViewportSize({ width: 375, height: 812 });
  await expect(creatorPage.getByRole('article', { name: `Payout for ${title}` })).toContainText(
    WAITING_FOR_BRAND,
  );
  await expectNoSidewaysScroll(creatorPage);
  await expectNoAxeViolations(creatorPage, { label: 'Earnings waiting for the brand at 375 px' });
  await creatorPage.setViewportSize({ width: 1280, height: 900 });

  // 2. The admin sees the campaign's money is not there: no Mark paid.
  const admin = await pageOf(browser, await adminAccount(request));
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`${DASHBOARD.admin}?tab=payouts`);
  const adminRow = adminPayoutRow(admin, title);
  await expect(adminRow).toContainText('Not funded');
  await expect(adminRow).toContainText("Waiting for the brand's money");
  await expect(adminRow.getByRole('button', { name: /^Mark paid/ })).toHaveCount(0);

  // 3. The brand funds the completed campaign from its card.
  await page.goto(`${DASHBOARD.brand}?tab=campaigns`);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card.getByText('Not funded')).toBeVisible();
  await card.getByRole('button', { name: 'Fund campaign' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund campaign' });
  const fundingUtr = uniqueUtr(info);
  await fund.getByLabel('UTR of your transfer').fill(fundingUtr);
  await fund.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(fund.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await fund.getByRole('button', { name: 'Close' }).first().click();

  // 4. The admin confirms the money; the claim is held now, refundable (the dialog is only looked at).
  await admin.reload();
  const claims = admin.getByRole('region', { name: "Brands' funding claims" });
  await claims.getByRole('button', { name: `Confirm funding of ${title}` }).click();
  await expect(toast(admin, 'Funding confirmed')).toBeVisible();
  await admin.getByLabel('Claim status').selectOption('held');
  const claim = claims.getByRole('row').filter({ hasText: title });
  await expect(claim).toContainText('Held');
  await claim.getByRole('button', { name: `Refund funding of ${title}` }).click();
  const refund = admin.getByRole('dialog', { name: 'Refund held funding' });
  await expect(refund.getByText('₹20,000', { exact: true })).toBeVisible();
  await expectNoAxeViolations(admin, { label: 'the Refund held funding dialog at 1280 px' });
  await refund.getByRole('button', { name: 'Cancel' }).click();
  await expect(refund).toHaveCount(0);

  // 5. Past the hold the payout falls due, but the creator has nowhere to be paid: the bank file
  // leaves it out, listed apart with the reason, and Mark paid is not offered.
  if ((await api(request, 'GET', '/payouts/my', creator.token)).payouts[0].status === 'pending')
    await advanceServerClock(HOLD_HOURS + 1);
  await admin.reload();
  const apart = admin
    .getByRole('region', { name: 'Due payouts not in the bank file' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(apart).toContainText('₹15,460');
  await expect(apart).toContainText("Waiting for the creator's bank account or UPI id");
  await expect(adminRow).toContainText('Due');
  await expect(adminRow).toContainText('Held');
  await expect(adminRow.getByRole('button', { name: /^Mark paid/ })).toHaveCount(0);
  await expectNoAxeViolations(admin, {
    label: 'the Payouts tab with a payout not in the bank file at 1280 px',
  });
  await admin.setViewportSize({ width: 375, height: 812 });
  await expect(apart).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await expectNoAxeViolations(admin, {
    label: 'the Payouts tab with a payout not in the bank file at 375 px',
  });
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The creator is told what to add, with the way there.
  await creatorPage.reload();
  await expect(creatorRow.getByRole('cell').nth(6)).toHaveText('Due');
  await expect(creatorRow).toContainText('Waiting for your payment details');
  await creatorRow.getByRole('link', { name: 'Open Payment Details' }).click();
  await expect(creatorPage.getByRole('tab', { name: 'Payment Details', selected: true })).toBeVisible();
  await bankDetailsWithoutPan(request, creator, tag);

  // 6. The admin pays it with the bank's UTR.
  await admin.reload();
  await expect(adminRow).toContainText('Due');
  await expect(apart).toHaveCount(0);
  await adminRow.getByRole('button', { name: `Mark paid: ${creator.fullName}, ${title}` }).click();
  const pay = admin.getByRole('dialog', { name: 'Mark payout paid' });
  // What the admin sends is the payout's net.
  await expect(pay).toContainText(`₹15,460 to ${creator.fullName} for ${title}`);
  const payoutUtr = uniqueUtr(info);
  await pay.getByLabel('UTR of the transfer').fill(payoutUtr);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(admin, 'Payout marked paid')).toBeVisible();

  // 7. Every screen agrees with the bank: the net sent, ₹15,460, and the gross that left the
  // brand's money, ₹20,000 (net + commission + GST + TDS).
  const [paid] = (await api(request, 'GET', '/payouts/my', creator.token)).payouts;
  expect(paid).toMatchObject({ status: 'paid', utr: payoutUtr, net: 15_460, waiting_for: null });
  expect(paid.net + paid.commission + paid.gst_on_commission + paid.tds + paid.adjustment).toBe(paid.gross);

  // The admin's Payouts row and the Commission tab's row.
  await expect(adminRow).toContainText('Paid');
  await expect(adminRow).toContainText(payoutUtr);
  await expect(adminRow.getByRole('cell').nth(6)).toHaveText('₹15,460');
  await admin.goto(`${DASHBOARD.admin}?tab=commission`);
  const { transactions } = await api(
    request,
    'GET',
    `/admin/transactions?limit=100`,
    (await adminAccount(request)).token,
  );
  const reference = transactions.find((t: { campaign_title: string }) => t.campaign_title === title)
    .payment_reference as string;
  await admin.getByLabel('Payment reference').fill(reference);
  const history = admin.getByRole('region', { name: 'Transaction history' });
  const transaction = history.getByRole('row').filter({ hasText: title });
  // The search's answer is in: the heading row and this one alone (not the dimmed earlier page).
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(transaction).toHaveCount(1);
  await expect(transaction).toContainText('₹17,000');
  await expect(transaction.getByRole('cell').nth(6)).toHaveText(/^₹15,460\s*Paid$/);
  const status = transaction.getByLabel(`Payment status of ${reference}`);
  await expect(status).toHaveValue('completed');
  await expect(status).toBeDisabled();
  await expect(status).toHaveAccessibleDescription('The payout was paid: the status cannot change');
  await expect(statCard(admin, 'Creator Payouts')).toContainText('Before GST and TDS');
  await expectNoAxeViolations(admin, { label: 'the Commission tab with a paid payout at 1280 px' });
  await admin.context().close();

  // The creator's row, statement, printable statement and CSV.
  await creatorPage.goto(`${DASHBOARD.creator}?tab=earnings`);
  await expect(creatorRow.getByRole('cell')).toHaveText([
    title,
    ...lines,
    'Paid',
    new RegExp(`UTR ${payoutUtr}$`),
  ]);
  for (const [line, amount] of [
    ['Gross', '₹20,000'],
    ['Net', '₹15,460'],
    ['Paid to you', '₹15,460'],
  ] as const)
    await expect(statementTotal(creatorPage, line)).toHaveText(amount);
  await expect(statCard(creatorPage, 'Total Earnings')).toContainText('₹15,460 net after them');
  const [download] = await Promise.all([
    creatorPage.waitForEvent('download'),
    creatorPage.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv.find((l) => l.startsWith(`${title},Paid,`))).toMatch(
    new RegExp(`,${payoutUtr},20000,3000,540,1000,0,15460$`),
  );
  await creatorPage.getByRole('link', { name: 'Printable statement' }).click();
  await expect(creatorPage.getByRole('row').filter({ hasText: title })).toContainText('₹15,460');
  await expect(statementTotal(creatorPage, 'Paid to you')).toHaveText('₹15,460');
  await creatorPage.context().close();

  // The brand's card: the campaign's money ended, all of it paid out (to the creator, the
  // commission and the tax), nothing refunded.
  await page.reload();
  await expect(card.getByText('Paid out', { exact: true }).first()).toBeVisible();
  const money = (term: string) =>
    card
      .locator('dl > div')
      .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
      .locator('dd');
  await expect(money('Funded')).toHaveText('₹20,000');
  await expect(money('Paid out')).toHaveText(`₹${paid.gross.toLocaleString('en-IN')}`);
  await expect(money('Refunded')).toHaveText('₹0');
  await expect(card.getByRole('button', { name: 'Fund campaign' })).toHaveCount(0);
  await expectNoAxeViolations(page, { label: "the brand's campaign card with its money paid out" });
});

/** The value of one fact on a card ('Paid out so far'). */
const fact = (page: Page, card: Locator, term: string) =>
  card
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
    .locator('dd');

/**
 * Issue 28: a funded campaign of two creators, one with somewhere to be paid and one without, both
 * due. The Payouts tab lists the second under Not in the bank file (the server's `payable=false`),
 * says beside Due now what the bank file pays, and after Mark paid focus goes to the next payout
 * to pay (or the list's heading), not to the page. While the rest of the money is still held, the
 * brand's card says what was paid out of it so far.
 */
test('the bank file’s payouts beside the due ones, focus after Mark paid, and what was paid out so far', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const tag = Date.now().toString(36);
  const title = `Two Payouts ${tag}`;
  const brand = await signedIn('brand', { fullName: `Two Payouts Brand ${tag}` });
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Two reels about our tea range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['food'],
  });
  const adminUser = await adminAccount(request);
  await fundedCampaign(request, {
    brandToken: brand.token,
    adminToken: adminUser.token,
    campaignId: campaign.id,
    utr: uniqueUtr(info),
  });

  // Two creators, ₹10,000 each: the first has a bank account, the second nowhere to be paid.
  const paid = await newAccount(info, 'influencer', `Payable Creator ${tag}`);
  const waiting = await newAccount(info, 'influencer', `Detailless Creator ${tag}`);
  await bankDetailsWithoutPan(request, paid, tag);
  // Both join before either finishes: completing the last participant completes the campaign.
  const joined = [];
  for (const creator of [paid, waiting]) {
    const { application } = await api(request, 'POST', '/applications', creator.token, {
      campaign_id: campaign.id,
    });
    await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
    joined.push({ creator, applicationId: application.id as string });
  }
  for (const { creator, applicationId } of joined) {
    const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
      application_id: applicationId,
      content: 'The tea reel',
      links: ['https://www.instagram.com/reel/two-payouts'],
    });
    await approvedAndCompleted(
      request,
      brand,
      submission.id,
      `/campaigns/${campaign.id}/complete-creator/${creator.id}`,
    );
  }
  for (const creator of [paid, waiting])
    await expect
      .poll(async () => (await api(request, 'GET', '/payouts/my', creator.token)).payouts.length)
      .toBe(1);
  if ((await api(request, 'GET', '/payouts/my', paid.token)).payouts[0].status === 'pending')
    await advanceServerClock(HOLD_HOURS + 1);

  // The Payouts tab: the detailless creator's payout apart; the bank file's figures beside Due now.
  const admin = await pageOf(browser, adminUser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`${DASHBOARD.admin}?tab=payouts`);
  const apart = admin.getByRole('region', { name: 'Due payouts not in the bank file' });
  await expect(apart.getByRole('row').filter({ hasText: waiting.fullName })).toContainText(
    "Waiting for the creator's bank account or UPI id",
  );
  await expect(apart.getByRole('row').filter({ hasText: paid.fullName })).toHaveCount(0);
  const { totals } = await api(request, 'GET', '/admin/payouts/totals', adminUser.token);
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  const count = (n: number) => `${n} ${n === 1 ? 'payout' : 'payouts'}`;
  expect(totals.payable_count).toBeLessThan(totals.due_count);
  await expect(statCard(admin, 'Due now')).toContainText(
    `Payable now: ${rupees(totals.payable)} (${count(totals.payable_count)})`,
  );
  await expect(admin.getByRole('button', { name: 'Export due (CSV)' })).toHaveAccessibleDescription(
    `The bank file: ${count(totals.payable_count)}, ${rupees(totals.payable)}`,
  );

  // Mark paid: focus goes to the next payout to pay, or to the list's heading when none is left.
  const row = adminPayoutRow(admin, paid.fullName);
  await row.getByRole('button', { name: `Mark paid: ${paid.fullName}, ${title}` }).click();
  const pay = admin.getByRole('dialog', { name: 'Mark payout paid' });
  await pay.getByLabel('UTR of the transfer').fill(uniqueUtr(info));
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(admin, 'Payout marked paid')).toBeVisible();
  await expect(row).toContainText('Paid');
  // Other journeys' payouts may be due too: the next one's Mark paid, or the heading.
  await expect(admin.locator(':focus')).toHaveAccessibleName(/^(Mark paid: .+|Payouts)$/);
  await expectNoAxeViolations(admin, { label: 'the Payouts tab after Mark paid at 1280 px' });
  await admin.context().close();

  // The brand's card: the money still held, and the ₹10,000 paid out of it so far.
  await page.goto(`${DASHBOARD.brand}?tab=campaigns`);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(fact(page, card, 'Funded (held)')).toHaveText('₹20,000');
  await expect(fact(page, card, 'Paid out so far')).toHaveText('₹10,000');
  await expectNoAxeViolations(page, { label: "the brand's card with money paid out while held" });
});
