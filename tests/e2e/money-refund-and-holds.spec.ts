import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { completedPaidDeal, toast } from './admin-helpers';
import { adminAccount, api, fundedCampaign, uniqueUtr, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** A page of its own for a second person. */
async function pageOf(browser: Browser, account: Account) {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, account);
  return page;
}

/** The value of one fact ('Refunded') on a card. */
const fact = (page: Page, card: ReturnType<Page['getByRole']>, term: string) =>
  card
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(term, { exact: true }) })
    .locator('dd');

/**
 * docs/product.md#funding: held money of a campaign nobody was paid from goes back to the brand.
 * The admin refunds it from the claim (the return transfer's UTR and why), the claim and the brand's
 * card say Refunded with the amount, and the brand may fund the campaign again.
 */
test('an admin refunds held money; the claim and the brand’s card say so, and the brand may fund again', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const title = `Refund Me ${tag}`;
  const brand = await signedIn('brand', { fullName: `Refund Brand ${tag}` });
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Festive reels we will not run after all.',
    status: 'active',
    collab_type: 'paid',
    budget: 30_000,
  });
  const adminUser = await adminAccount(request);
  await fundedCampaign(request, {
    brandToken: brand.token,
    adminToken: adminUser.token,
    campaignId: campaign.id,
    utr: uniqueUtr(info),
  });

  // The brand's card: the money the platform holds.
  await page.goto(`${DASHBOARD.brand}?tab=campaigns`);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card.getByText('Funded', { exact: true })).toBeVisible();
  await expect(fact(page, card, 'Funded (held)')).toHaveText('₹30,000');
  await expect(card.getByRole('button', { name: 'Fund campaign' })).toHaveCount(0);

  // The admin refunds it from the held claims: the form asks for the return transfer's UTR and why.
  const admin = await pageOf(browser, adminUser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`${DASHBOARD.admin}?tab=payouts`);
  await admin.getByLabel('Claim status').selectOption('held');
  const claims = admin.getByRole('region', { name: "Brands' funding claims" });
  const claim = claims.getByRole('row').filter({ hasText: title });
  await expect(claim).toContainText('Held');
  await claim.getByRole('button', { name: `Refund funding of ${title}` }).click();
  const refund = admin.getByRole('dialog', { name: 'Refund held funding' });
  await expect(refund).toContainText(`${title} · ${brand.fullName} · ₹30,000 held`);
  await expect(refund).toContainText(`₹30,000 goes back to ${brand.fullName}`);
  await refund.getByRole('button', { name: 'Refund ₹30,000' }).click();
  const utr = refund.getByLabel('UTR of the return transfer');
  await expect(utr).toHaveAttribute('aria-invalid', 'true');
  await expect(utr).toBeFocused();
  await expect(refund.getByLabel('Reason (shown to the brand)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(admin, { label: 'the Refund held funding dialog with its errors at 1280 px' });
  const returnUtr = uniqueUtr(info);
  await utr.fill(returnUtr);
  await refund
    .getByLabel('Reason (shown to the brand)')
    .fill('The campaign was called off before anyone joined.');
  await refund.getByRole('button', { name: 'Refund ₹30,000' }).click();
  await expect(toast(admin, 'Funding refunded')).toBeVisible();
  await expect(refund).toHaveCount(0);

  // The claim is among the refunded ones now, with the amount and the transfer's UTR.
  await admin.getByLabel('Claim status').selectOption('refunded');
  await expect(claim).toContainText('Refunded');
  await expect(claim).toContainText(`Refunded ₹30,000`);
  await expect(claim).toContainText(returnUtr);
  await expect(claim.getByRole('button')).toHaveCount(0);
  await admin.setViewportSize({ width: 375, height: 812 });
  await expect(claim).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await expectNoAxeViolations(admin, { label: 'the Payouts tab with a refunded claim at 375 px' });
  await admin.context().close();

  // The brand's card: refunded, nothing paid out, and Fund campaign again, saying what came back.
  await page.reload();
  await expect(card.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(fact(page, card, 'Funded')).toHaveText('₹30,000');
  await expect(fact(page, card, 'Paid out')).toHaveText('₹0');
  await expect(fact(page, card, 'Refunded')).toHaveText('₹30,000');
  await expectNoAxeViolations(page, { label: 'a refunded campaign card at 1280 px' });
  await card.getByRole('button', { name: 'Fund campaign' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund campaign' });
  await expect(fund).toContainText("₹30,000 of this campaign's money went back to you.");
  await expect(fund.getByLabel('UTR of your transfer')).toBeEditable();
  await expectNoAxeViolations(page, { label: 'Fund campaign again after a refund at 1280 px' });
});

/**
 * docs/product.md#disputes and #payouts: while a dispute holds a payout the Commission tab's status
 * cannot change and says why; the Resolve dialog makes the admin choose an outcome (none is chosen
 * for them); once released, the status may change again, and the row shows the payout's net.
 */
test('a payout held by a dispute locks its Commission status; resolving asks for a choice', async ({
  page,
  request,
  signedIn,
}, info) => {
  test.setTimeout(150_000);
  const title = `Held Deal ${info.workerIndex}${Date.now().toString(36)}`;
  // ₹20,000 less 15% commission, 18% GST on it and 5% TDS (no PAN): ₹15,460.
  const { creator, transaction } = await completedPaidDeal(request, info, title);
  const [payout] = (await api(request, 'GET', '/payouts/my', creator.token)).payouts;
  await api(request, 'POST', '/disputes', creator.token, {
    application_id: payout.application_id,
    reason: 'payment',
    details: 'The brand says the reel was late; it went up on the agreed day.',
  });
  await signedIn('admin');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await page.goto(`${DASHBOARD.admin}?tab=commission`);
    // The figures say what they are: before GST and TDS, with the net beside.
    const payouts = page
      .locator('section')
      .filter({ has: page.getByText('Creator Payouts', { exact: true }) });
    await expect(payouts).toContainText('Before GST and TDS');
    await expect(payouts).toContainText(/Net to creators: ₹[\d,]+/);
    await page.getByLabel('Payment reference').fill(transaction.payment_reference);
    const history = page.getByRole('region', { name: 'Transaction history' });
    const row = history.getByRole('row').filter({ hasText: title });
    // The search's answer is in: the heading row and this one alone (not the dimmed earlier page).
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹17,000');
    // The payout's net and status (the row's text holds the status select's options too).
    await expect(row.getByRole('cell').nth(6)).toHaveText(/^₹15,460\s*On hold$/);
    const status = row.getByLabel(`Payment status of ${transaction.payment_reference}`);
    await expect(status).toBeDisabled();
    await expect(status).toHaveAccessibleDescription(
      'An open dispute holds this payout: the status cannot change until the dispute is resolved',
    );
    await expectNoAxeViolations(page, { label: `the Commission tab with a held payout at ${width} px` });
  }

  // Resolve: nothing is chosen for the admin; submitting without a choice is refused on the field.
  await page.goto(`${DASHBOARD.admin}?tab=disputes`);
  const dispute = page.getByRole('row').filter({ hasText: title });
  await dispute
    .getByRole('button', { name: `Resolve the dispute about ${title} with ${creator.fullName}` })
    .click();
  const resolve = page.getByRole('dialog', { name: 'Resolve dispute' });
  const choices = resolve.getByRole('radiogroup', { name: 'Resolution' });
  for (const radio of await choices.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(choices).toHaveAccessibleDescription('Resolution must be one of release, refund, split');
  // Still open, where the admin chooses.
  await expect(resolve.getByRole('heading', { name: 'Resolve dispute' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'the Resolve dispute dialog with no choice made' });
  await choices.getByRole('radio', { name: /^Release to creator/ }).check();
  await resolve.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(toast(page, 'Dispute resolved')).toBeVisible();

  // Released: the payout waits again (for the brand's money), and the status may change.
  await page.goto(`${DASHBOARD.admin}?tab=commission`);
  await page.getByLabel('Payment reference').fill(transaction.payment_reference);
  const row = page
    .getByRole('region', { name: 'Transaction history' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row.getByRole('cell').nth(6)).toHaveText(/^₹15,460\s*Pending$/);
  await expect(row.getByLabel(`Payment status of ${transaction.payment_reference}`)).toBeEnabled();
});
