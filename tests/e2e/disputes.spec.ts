import { expect as baseExpect, type Page } from '@playwright/test';
import { completedPaidDeal, toast } from './admin-helpers';
import { adminAccount } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The row of the creator's Earnings tab for the campaign. */
const payoutRow = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Payouts' }).getByRole('row').filter({ hasText: title });

/** One line of the statement's totals on the Earnings tab. */
const statementLine = (page: Page, line: string) =>
  page
    .getByRole('table', { name: /^Totals for FY/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: line, exact: true }) })
    .getByRole('cell');

/**
 * docs/product.md#disputes: the creator of a completed paid collaboration opens a dispute about the
 * payment, its payout goes on hold, and an admin splits it 40% to the creator: the net falls to that
 * share (the rest a dispute adjustment of its own), the dispute cannot be resolved again, and the
 * creator's Earnings show the new net, waiting for the brand's money (the campaign was never funded).
 */
test('a creator disputes a payment and an admin resolves it with a split', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Dispute Reels ${info.workerIndex}${Date.now().toString(36)}`;
  // ₹20,000 less 15% commission, 18% GST on it and 5% TDS (no PAN): ₹15,460; 40% of it is ₹6,184.
  const { creator, brand } = await completedPaidDeal(request, info, title);

  // 1. The creator opens a dispute from the application card.
  await useSession(page, creator);
  await page.goto(`${DASHBOARD.creator}?tab=applications`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Open dispute' }).click();
  const open = page.getByRole('dialog', { name: 'Open a dispute' });
  await expect(open.getByText(`About “${title}” with ${brand.fullName}`)).toBeVisible();
  await open.getByLabel('Reason').selectOption({ label: 'Payment' });
  await open
    .getByLabel('Details')
    .fill('The brand says the reel was late, but it went up on the agreed day.');
  await open.getByRole('button', { name: 'Open dispute' }).click();
  await expect(toast(page, 'Dispute opened')).toBeVisible();
  await expect(open).toHaveCount(0);
  await expect(card.getByText('Dispute open', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'View conversation' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Open dispute' })).toHaveCount(0);

  // 2. An admin splits it, 40% to the creator, from the Disputes tab.
  const admin = await (await browser.newContext()).newPage();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await useSession(admin, await adminAccount(request));
  await admin.goto(`${DASHBOARD.admin}?tab=disputes`);
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('On hold');
  const about = `the dispute about ${title} with ${creator.fullName}`;
  await expect(row.getByRole('link', { name: `View conversation of ${about}` })).toBeVisible();
  await row.getByRole('button', { name: `Resolve ${about}` }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolve dispute' });
  await resolve
    .getByRole('radiogroup', { name: 'Resolution' })
    .getByRole('radio', { name: /^Split/ })
    .check();
  await resolve.getByLabel('Creator share (%)').fill('40');
  await expect(
    resolve.getByText('The creator gets ₹6,184 of ₹15,460; ₹9,276 goes back to the brand.'),
  ).toBeVisible();
  await resolve.getByLabel('Admin notes').fill('The reel was a day late; the creator keeps 40%.');
  await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(toast(admin, 'Dispute resolved')).toBeVisible();
  await expect(resolve).toHaveCount(0);

  // The row says how it ended, the net before and after; nothing is left to resolve.
  await expect(row).toContainText('Resolved');
  await expect(row).toContainText('Split (creator 40%)');
  await expect(row).toContainText('Net ₹15,460 → ₹6,184');
  await expect(row).toContainText('The reel was a day late; the creator keeps 40%.');
  await expect(row.getByRole('button', { name: `Resolve ${about}` })).toHaveCount(0);
  await admin.reload();
  await expect(row).toContainText('Split (creator 40%)');
  await expect(row.getByRole('button', { name: /^Resolve/ })).toHaveCount(0);
  await expectNoAxeViolations(admin, { label: 'the Disputes tab with a resolved split' });
  await admin.context().close();

  // 3. The creator's card says how it ended, and the Earnings tab shows the reduced net, due.
  await page.reload();
  await expect(card.getByText('Dispute resolved:')).toBeVisible();
  await expect(card).toContainText('Split (creator 40%)');
  await expectNoAxeViolations(page, { label: 'the application card with a resolved dispute' });
  await page.goto(`${DASHBOARD.creator}?tab=earnings`);
  // The split's reduction is its own line, so the row adds up: 20,000 - 3,000 - 540 - 1,000 - 9,276 = 6,184.
  // The brand never funded the campaign, so the payout waits for the brand's money, not for a date.
  await expect(payoutRow(page, title).getByRole('cell')).toHaveText([
    title,
    '₹20,000',
    '₹3,000',
    '₹540',
    '₹1,000',
    '₹9,276',
    '₹6,184',
    'Pending',
    /^Waiting for the brand's payment/,
  ]);
  await expect(page.getByRole('columnheader', { name: 'Dispute adjustment' })).toBeVisible();
  await expect(statementLine(page, 'Dispute adjustment')).toHaveText('₹9,276');
  await expect(statementLine(page, 'Net')).toHaveText('₹6,184');
});
