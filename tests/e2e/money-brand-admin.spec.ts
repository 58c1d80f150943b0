import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { completedPaidDeal, toast } from './admin-helpers';
import { adminAccount, api, uniqueUtr, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

/** The platform's account of the e2e server (playwright.config.ts webServer.env). */
const ACCOUNT = {
  upi: 'collab.escrow@hdfcbank',
  bank: 'HDFC Bank',
  number: '50200012345678',
  ifsc: 'HDFC0000123',
  name: 'Collab Marketplace Escrow',
};

const BAD_UTR_MESSAGE = "A UTR is 12 to 22 letters and digits, as on your bank's confirmation";

const campaignsTab = `${DASHBOARD.brand}?tab=campaigns`;
const payoutsTab = `${DASHBOARD.admin}?tab=payouts`;
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** A brand signed in on `page` with one active paid campaign of ₹30,000. */
async function brandWithCampaign(page: Page, signedIn: (role: 'brand') => Promise<Account>, title: string) {
  const brand = await signedIn('brand');
  const { campaign } = await api(page.request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Festive reels for our new range.',
    status: 'active',
    collab_type: 'paid',
    budget: 30_000,
  });
  return { brand, campaign: campaign as { id: string } };
}

/** The brand's claim made through the API, for tests that start at the admin's queue. */
async function claimed(request: APIRequestContext, brand: Account, campaignId: string, utr: string) {
  await api(request, 'POST', `/campaigns/${campaignId}/funding`, brand.token, { utr });
}

/** The admin signed in on a page of its own, on the Payouts tab. */
async function adminOnPayouts(browser: Browser, request: APIRequestContext) {
  const page = await (await browser.newContext()).newPage();
  await useSession(page, await adminAccount(request));
  await page.goto(payoutsTab);
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  return page;
}

test('a brand funds a campaign from the dialog, and the admin confirms it', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const title = `Fund Me ${info.workerIndex}-${Date.now().toString(36)}`;
  const { brand, campaign } = await brandWithCampaign(page, signedIn, title);
  const { funding } = await api(request, 'GET', `/campaigns/${campaign.id}/funding`, brand.token);

  await page.goto(campaignsTab);
  const item = card(page, title);
  await expect(item.getByText('Not funded')).toBeVisible();
  await item.getByRole('button', { name: 'Fund campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fund campaign' });
  await expect(dialog.getByText('₹30,000')).toBeVisible();
  await expect(dialog.getByText(funding.reference, { exact: true })).toBeVisible();
  for (const value of Object.values(ACCOUNT))
    await expect(dialog.getByText(value, { exact: true })).toBeVisible();
  // The QR code carries the payment as a upi://pay link (docs/product.md#funding).
  const qr = dialog.getByRole('img', { name: /UPI QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('data-upi-uri')).toBe(
    `upi://pay?pa=${ACCOUNT.upi}&pn=Collab%20Marketplace%20Escrow&am=30000&cu=INR&tn=${encodeURIComponent(funding.reference)}`,
  );
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await page.screenshot({ path: '/tmp/shots/money/fund-dialog-1280.png', fullPage: true });

  // A bad UTR is refused in the form with the shared rule's message; nothing is sent.
  const utr = dialog.getByLabel('UTR of your transfer');
  await utr.fill('12345');
  await dialog.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(dialog.getByText(BAD_UTR_MESSAGE)).toBeVisible();
  await expect(utr).toBeFocused();

  const good = uniqueUtr(info);
  // Typed with spaces and small letters, as people copy it: the schema tidies it.
  await utr.fill(`${good.slice(0, 6).toLowerCase()} ${good.slice(6)}`);
  await dialog.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(dialog.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await expect(dialog.getByText(good)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(item.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Fund campaign' })).toHaveCount(0);

  const admin = await adminOnPayouts(browser, request);
  const claims = admin.getByRole('region', { name: "Brands' funding claims" });
  const row = claims.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(good);
  await expect(row).toContainText(funding.reference);
  await expect(row).toContainText('₹30,000');
  await expect(row).toContainText('Awaiting confirmation');
  await row.getByRole('button', { name: `Confirm funding of ${title}` }).click();
  await expect(toast(admin, 'Funding confirmed')).toBeVisible();
  // The claim stays listed, among the held ones now: no longer confirmed or rejected, but refundable.
  await admin.getByLabel('Claim status').selectOption('held');
  await expect(row).toContainText('Held');
  await expect(row.getByRole('button', { name: `Confirm funding of ${title}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Refund funding of ${title}` })).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(card(page, title).getByText('Funded', { exact: true })).toBeVisible();
});

test('a rejected claim shows its reason to the brand, who can fund again', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const title = `Reject Me ${info.workerIndex}-${Date.now().toString(36)}`;
  const { brand, campaign } = await brandWithCampaign(page, signedIn, title);
  const utr = uniqueUtr(info);
  await claimed(request, brand, campaign.id, utr);

  const admin = await adminOnPayouts(browser, request);
  await admin.getByRole('button', { name: `Reject funding of ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject funding claim' });
  // The reason is required, by the server's rule.
  await dialog.getByRole('button', { name: 'Reject claim' }).click();
  await expect(dialog.getByText(/at least 5 characters/)).toBeVisible();
  const reason = 'No transfer with this UTR reached our account.';
  await dialog.getByLabel('Reason (shown to the brand)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject claim' }).click();
  await expect(toast(admin, 'Claim rejected')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The claim stays listed, among the rejected ones, with the reason.
  await admin.getByLabel('Claim status').selectOption('none');
  const rejected = admin
    .getByRole('region', { name: "Brands' funding claims" })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText(reason);
  await admin.context().close();

  await page.goto(campaignsTab);
  const item = card(page, title);
  await expect(item.getByText('Not funded')).toBeVisible();
  await item.getByRole('button', { name: 'Fund campaign' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund campaign' });
  await expect(fund.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(fund.getByText(utr)).toBeVisible();
  await expect(fund.getByLabel('UTR of your transfer')).toBeEditable();
});

for (const width of [375, 1280]) {
  test(`the Payouts tab passes axe and fits at ${width} px`, async ({ page, request, signedIn }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    const title = `Axe Fund ${width} ${info.workerIndex}-${Date.now().toString(36)}`;
    const { brand, campaign } = await brandWithCampaign(page, signedIn, title);
    await claimed(request, brand, campaign.id, uniqueUtr(info));
    // A completed deal, so the payouts table has a (pending) row.
    const paidTitle = `Axe Payout ${width} ${info.workerIndex}-${Date.now().toString(36)}`;
    await completedPaidDeal(request, info, paidTitle);
    await page.context().clearCookies();
    await signedIn('admin');
    await page.goto(payoutsTab);
    await expect(page.getByRole('button', { name: `Confirm funding of ${title}` })).toBeVisible();
    const payouts = page.getByRole('region', { name: 'Creator payouts', exact: true });
    await page.getByLabel('Payout status').selectOption('pending');
    await expect(payouts.getByRole('row').filter({ hasText: paidTitle })).toBeVisible();
    await expectNoAxeViolations(page, { label: `Payouts tab at ${width} px` });
    await expectNoSidewaysScroll(page);
    // docs/product.md#widths: every column inside its card at 1280 px; narrower, the card scrolls.
    for (const frame of [page.getByRole('region', { name: "Brands' funding claims" }), payouts]) {
      const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      if (width === 1280) expect.soft(scrollWidth).toBeLessThanOrEqual(clientWidth);
      else expect.soft(scrollWidth).toBeGreaterThan(clientWidth);
    }
    await page.screenshot({ path: `/tmp/shots/money/admin-payouts-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: `Reject funding of ${title}` }).click();
    await expect(page.getByRole('dialog').getByLabel('Reason (shown to the brand)')).toBeVisible();
    await expectNoAxeViolations(page, { label: `Reject funding dialog at ${width} px` });
  });
}

test('a barter campaign declares its product value on create and edit; a paid one offers no such field', async ({
  page,
  signedIn,
}, info) => {
  await signedIn('brand');
  const title = `Barter Value ${info.workerIndex}-${Date.now().toString(36)}`;
  await page.goto(`${DASHBOARD.brand}?tab=create`);
  await expect(page.getByLabel('Product value (₹)')).toHaveCount(0);
  await page.getByLabel('Barter (products or services)').check();
  await page.getByLabel('Campaign Name').fill(title);
  await page.getByLabel('Campaign Brief').fill('Our new tea range, in exchange for a reel.');
  const value = page.getByLabel('Product value (₹)');
  await value.fill('12.5');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(value).toHaveAccessibleDescription('Product value must be a whole number of rupees');
  await value.fill('2500');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toast(page, 'Campaign Created!')).toBeVisible();

  await page.goto(campaignsTab);
  const item = card(page, title);
  // Barter: nothing to fund, no funding chip.
  await expect(item.getByRole('button', { name: 'Fund campaign' })).toHaveCount(0);
  await expect(item.getByText('Not funded')).toHaveCount(0);
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Product value (₹)')).toHaveValue('2500');
  await edit.getByLabel('Product value (₹)').fill('4000');
  await edit.getByRole('button', { name: 'Update Campaign' }).click();
  await expect(toast(page, 'Campaign Updated')).toBeVisible();
  await item.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog').getByText('₹4,000')).toBeVisible();
});
