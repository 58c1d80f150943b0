import { expect as baseExpect } from '@playwright/test';
import { adminAccount, api, deal, fundedCampaign, uniqueUtr } from './api';
import { axeAtBothWidths } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';
import { pdfDownload } from './pdf-download';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * docs/product.md#agreements-and-usage-rights and #funding: both parties download the agreement as
 * a PDF from its dialog; the brand, whose money an admin confirmed, downloads the receipt for it
 * from the campaign's card.
 */
test('both parties download the agreement PDF, and the brand the receipt for the money held', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { brand, creator, title } = await deal(request, info, { title: 'Receipt Reels' });
  const { campaigns } = await api(request, 'GET', '/campaigns/my', brand.token);
  const campaign = campaigns.find((c: { title: string }) => c.title === title);
  const admin = await adminAccount(request);
  const utr = uniqueUtr(info);
  await fundedCampaign(request, {
    brandToken: brand.token,
    adminToken: admin.token,
    campaignId: campaign.id,
    utr,
  });

  // 1. The creator opens Agreement on their card and downloads the PDF.
  const creatorPage = await (await browser.newContext()).newPage();
  await useSession(creatorPage, creator);
  await creatorPage.setViewportSize({ width: 1280, height: 900 });
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  const card = creatorPage
    .getByRole('article')
    .filter({ has: creatorPage.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Agreement' }).click();
  const dialog = creatorPage.getByRole('dialog', { name: 'Agreement' });
  const creatorLink = dialog.getByRole('link', { name: 'Download PDF' });
  await expect(creatorLink).toBeVisible();
  const mine = await pdfDownload(creatorPage, () => creatorLink.click());
  expect(mine.suggestedFilename()).toMatch(/^agreement-receipt-reels-[a-z0-9-]+-v1\.pdf$/);
  await axeAtBothWidths(creatorPage, 'the Agreement dialog with its PDF link');

  // 2. The brand downloads the same agreement from its participant's card.
  await useSession(page, brand);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  await page.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
  await page.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
  const participant = page.getByRole('article', { name: creator.fullName, exact: true });
  await participant.getByRole('button', { name: 'Agreement' }).click();
  const brandDialog = page.getByRole('dialog', { name: 'Agreement' });
  const theirs = await pdfDownload(page, () =>
    brandDialog.getByRole('link', { name: 'Download PDF' }).click(),
  );
  expect(theirs.suggestedFilename()).toBe(mine.suggestedFilename());
  await brandDialog.press('Escape');
  await expect(brandDialog).toBeHidden();

  // 3. The brand's campaign card shows the money held and the receipt for it.
  await page.goto(`${DASHBOARD.brand}?tab=campaigns`);
  const campaignCard = page.getByRole('article', { name: title, exact: true });
  await expect(campaignCard.getByText('Funded (held)')).toBeVisible();
  const receiptLink = campaignCard.getByRole('link', { name: /^Download receipt/ });
  await expect(receiptLink).toBeVisible();
  const receipt = await pdfDownload(page, () => receiptLink.click());
  expect(receipt.suggestedFilename()).toMatch(/^funding-receipt-[A-Za-z0-9-]+\.pdf$/);
  await axeAtBothWidths(page, "the brand's campaign card with its receipt link");
});
