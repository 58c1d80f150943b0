import { expect as baseExpect } from '@playwright/test';
import { DISCLOSURE_ADVICE } from '@shared/disclosure';
import { toast } from './admin-helpers';
import { api, approvedWork, newAccount } from './api';
import { axeAtBothWidths } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * docs/product.md#live-posts: once the work is approved the creator adds the live post from their
 * application card (the caption's disclosure check says what is wrong as they type), records its
 * numbers, and the brand sees both on its participant card.
 */
test('the creator adds a live post and its numbers; the brand sees them', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const title = `Live Reels ${tag}`;
  const url = `https://www.instagram.com/reel/live-${tag}`;
  const brand = await signedIn('brand', { fullName: `Live Brand ${tag}` });
  const creator = await newAccount(info, 'influencer', `Live Creator ${tag}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about our monsoon range.',
    status: 'active',
    collab_type: 'barter',
  });
  await approvedWork(request, {
    brand,
    creator,
    campaignId: campaign.id,
    link: `https://www.instagram.com/reel/work-${tag}`,
  });

  // 1. The creator opens Add live post on the card; a caption without a label gets the advice.
  const creatorPage = await (await browser.newContext()).newPage();
  await useSession(creatorPage, creator);
  await creatorPage.setViewportSize({ width: 1280, height: 900 });
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  const card = creatorPage
    .getByRole('article')
    .filter({ has: creatorPage.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `Add live post for ${title}` }).click();
  const dialog = creatorPage.getByRole('dialog', { name: 'Add live post' });
  await dialog.getByLabel('Post link').fill(url);
  await dialog.getByLabel('Caption').fill('Loving the monsoon range, so comfy for the rains');
  await expect(dialog.getByText(DISCLOSURE_ADVICE.missing_label)).toBeVisible();
  await axeAtBothWidths(creatorPage, 'the Add live post dialog with its advice');
  await dialog.getByLabel('Caption').fill('#ad Loving the monsoon range, so comfy for the rains');
  await expect(dialog.getByText(/Disclosure check passed:.*label “Ad” found up\s+front/)).toBeVisible();
  await expect(dialog.getByText(DISCLOSURE_ADVICE.missing_label)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add live post' }).click();
  await expect(toast(creatorPage, 'Live post added')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('link', { name: url })).toBeVisible();
  await expect(card.getByText('Labelled: Ad')).toBeVisible();
  await expect(card.getByText('No numbers yet')).toBeVisible();

  // 2. Update numbers records the views, likes, comments, shares and saves.
  await card.getByRole('button', { name: `Update numbers for ${url}` }).click();
  const numbers = creatorPage.getByRole('dialog', { name: 'Update numbers' });
  await expect(numbers.getByLabel('Views')).toBeVisible();
  await axeAtBothWidths(creatorPage, 'the Update numbers dialog');
  await numbers.getByLabel('Views').fill('12000');
  await numbers.getByLabel('Likes').fill('900');
  await numbers.getByLabel('Comments').fill('45');
  await numbers.getByLabel('Shares').fill('-3');
  await numbers.getByLabel('Saves').fill('12');
  await numbers.getByRole('button', { name: 'Save numbers' }).click();
  await expect(numbers.getByText(/^shares must be a whole number/)).toBeVisible();
  await numbers.getByLabel('Shares').fill('30');
  await numbers.getByRole('button', { name: 'Save numbers' }).click();
  await expect(toast(creatorPage, 'Numbers updated')).toBeVisible();
  await expect(numbers).toHaveCount(0);
  await expect(card.getByText('12,000')).toBeVisible();
  await expect(card.getByText('No numbers yet')).toHaveCount(0);
  await axeAtBothWidths(creatorPage, "the creator's card with its live post");

  // 3. The brand sees the post and its numbers on the participant card, without the creator's buttons.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  await page.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
  await page.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
  const participant = page.getByRole('article', { name: creator.fullName, exact: true });
  await expect(participant.getByRole('link', { name: url })).toBeVisible();
  await expect(participant.getByText('Labelled: Ad')).toBeVisible();
  await expect(participant.getByText('12,000')).toBeVisible();
  await expect(participant.getByRole('button', { name: /Add live post|Update numbers/ })).toHaveCount(0);
  await axeAtBothWidths(page, "the brand's participant card with the live post");
});
