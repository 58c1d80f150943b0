import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { toast } from './admin-helpers';
import { api, approvedWork, newAccount } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** Reviews the other side from the card: the stars, a comment, Submit review. */
async function review(page: Page, card: Locator, name: string, stars: string, comment: string) {
  await card.getByRole('button', { name: `Review ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${name}` });
  await dialog.getByRole('radio', { name: stars, exact: true }).check();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review submitted')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The Reviews card of the signed-in user's My Profile: the heading's card. */
async function myReviews(page: Page) {
  await page.goto('/profile');
  return page.getByRole('heading', { name: 'Reviews', level: 2 }).locator('..');
}

/**
 * docs/product.md#reviews: once the work is approved each side reviews the other, double-blind. The
 * brand's review stays hidden from the creator until the creator reviews too; then both see both,
 * and each one's rating shows with its count.
 */
test('both sides review an approved collaboration, double-blind, and the ratings show', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const title = `Review Reels ${tag}`;
  const brand = await signedIn('brand', { fullName: `Review Brand ${tag}` });
  const creator = await newAccount(info, 'influencer', `Review Creator ${tag}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about our monsoon range.',
    status: 'active',
    collab_type: 'barter',
    tags: ['fashion'],
  });
  await approvedWork(request, {
    brand,
    creator,
    campaignId: campaign.id,
    link: 'https://www.instagram.com/reel/review-lookbook',
  });

  // 1. The brand reviews the creator, 4 stars, from the participant card.
  const brandComment = 'Delivered on time and the reel looked lovely.';
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  await page.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
  await page.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
  const participant = page.getByRole('article', { name: creator.fullName, exact: true });
  await review(page, participant, creator.fullName, '4 stars', brandComment);
  await expect(participant.getByText('Your review: 4/5')).toBeVisible();
  await expect(participant.getByText(brandComment)).toBeVisible();
  await expect(participant.getByText(/^Their review shows once they review too/)).toBeVisible();
  await expect(participant.getByRole('button', { name: `Review ${creator.fullName}` })).toHaveCount(0);

  // 2. The creator does not see it yet: not on the card, not on their profile.
  const creatorPage = await (await browser.newContext()).newPage();
  await useSession(creatorPage, creator);
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  const card = creatorPage
    .getByRole('article')
    .filter({ has: creatorPage.getByRole('heading', { name: title }) });
  await expect(card.getByRole('button', { name: `Review ${brand.fullName}`, exact: true })).toBeVisible();
  await expect(card.getByText(brandComment)).toHaveCount(0);
  await expect(card.getByText(`${brand.fullName}'s review`)).toHaveCount(0);
  const hidden = await myReviews(creatorPage);
  await expect(hidden.getByText('No reviews yet')).toBeVisible();
  await expect(hidden.getByText(brandComment)).toHaveCount(0);

  // 3. The creator reviews the brand, 5 stars: both reviews are visible to both.
  const creatorComment = 'Clear brief and quick replies.';
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  await review(creatorPage, card, brand.fullName, '5 stars', creatorComment);
  await expect(card.getByText('Your review: 5/5')).toBeVisible();
  await expect(card.getByText(`${brand.fullName}'s review: 4/5`)).toBeVisible();
  await expect(card.getByText(brandComment)).toBeVisible();
  await expectNoAxeViolations(creatorPage, { label: 'the application card with both reviews' });

  await page.reload();
  await page.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
  await page.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
  await expect(participant.getByText(`${creator.fullName}'s review: 5/5`)).toBeVisible();
  await expect(participant.getByText(creatorComment)).toBeVisible();
  await expect(participant.getByText(/^Their review shows once/)).toHaveCount(0);

  // 4. Each rating shows with its count: the creator's profile and the brand's Creator Profile.
  const shown = await myReviews(creatorPage);
  await expect(shown.getByText('4.0 / 5 (1 review)')).toBeVisible();
  await expect(shown.getByText(brandComment)).toBeVisible();
  await expect(shown.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await creatorPage.context().close();

  await participant.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog');
  await expect(profile.getByText('4.0 / 5 (1 review)').first()).toBeVisible();
  await expect(profile.getByText(brandComment)).toBeVisible();
  await profile.getByRole('button', { name: 'Close' }).first().click();

  const brandReviews = await myReviews(page);
  await expect(brandReviews.getByText('5.0 / 5 (1 review)')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'My Profile with a review' });
  await expect(brandReviews.getByText(creatorComment)).toBeVisible();
});
