import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { api, deal, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

/**
 * The page's live stream is up: a message the other side sends now reaches the header's badge at once
 * (its poll is 30 seconds away), whether pushed or read when the stream started. Whatever happens
 * after this, the stream brings.
 */
async function streamIsUp(page: Page, request: APIRequestContext, from: Account, applicationId: string) {
  await expect(messagesLink(page)).toHaveAccessibleName('Messages');
  await api(request, 'POST', `/conversations/${applicationId}/messages`, from.token, { body: 'Hello!' });
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread');
}

/** Work sent for the deal, and its id. */
async function submitWork(request: APIRequestContext, creator: Account, applicationId: string) {
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: applicationId,
    content: 'The reel',
    links: ['https://www.instagram.com/reel/live-screens'],
  });
  return submission.id as string;
}

/**
 * Issue 28, item 12: whatever the live stream brings updates every screen showing it. The brand asks
 * for a revision while the creator's My Applications is open: the card stops saying "under review"
 * and offers Resubmit, with no reload.
 */
test("a revision request reaches the creator's open application card live", async ({
  page,
  request,
}, info) => {
  const { brand, creator, applicationId, title } = await deal(request, info, { title: 'Live Reels' });
  const submissionId = await submitWork(request, creator, applicationId);
  await useSession(page, creator);
  await page.goto(`${DASHBOARD.creator}?tab=applications`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Your work is under review. The brand will get back to you soon.');
  await expect(card.getByRole('article', { name: 'Version 1' })).toContainText('Under Review');
  await streamIsUp(page, request, brand, applicationId);

  await api(request, 'PUT', `/work-submissions/${submissionId}/review`, brand.token, {
    status: 'revision_requested',
    feedback: 'Please show the label in the first three seconds.',
  });
  await expect(card).toContainText('The brand asked for a revision. Please revise your work and resubmit.');
  await expect(card).not.toContainText('Your work is under review');
  const version = card.getByRole('article', { name: 'Version 1' });
  await expect(version).toContainText('Revision requested');
  await expect(version).toContainText('Please show the label in the first three seconds.');
  await expect(card.getByRole('button', { name: `Resubmit Your Work for ${title}` })).toBeEnabled();
  await expectNoAxeViolations(page, { label: 'the application card after a live revision request' });
});

/**
 * The brand's Creator Profile is open when the creator's review of the brand makes the brand's review
 * of the creator visible (double-blind, docs/product.md#reviews): the rating and the review list
 * both show it at once, and never one without the other.
 */
test("the brand's open Creator Profile shows a review made visible meanwhile, rating and list alike", async ({
  page,
  request,
}, info) => {
  const { brand, creator, applicationId, title } = await deal(request, info, { title: 'Rated Reels' });
  const submissionId = await submitWork(request, creator, applicationId);
  await api(request, 'PUT', `/work-submissions/${submissionId}/review`, brand.token, { status: 'approved' });
  await useSession(page, brand);
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  await streamIsUp(page, request, creator, applicationId);

  await page
    .getByRole('article', { name: `${creator.fullName}, ${title}` })
    .getByRole('button', { name: 'View Profile' })
    .click();
  const profile = page.getByRole('dialog', { name: 'Creator Profile' });
  const rating = profile.locator('dl > div').filter({ has: page.getByText('Rating', { exact: true }) });
  const reviews = profile.getByRole('region', { name: 'Reviews' });
  await expect(rating).toContainText('No reviews yet');
  await expect(reviews).toContainText('No reviews yet');

  // The brand reviews the creator (hidden until the creator reviews too), then the creator does.
  await api(request, 'POST', '/reviews', brand.token, {
    application_id: applicationId,
    rating: 5,
    comment: 'Delivered on time, lovely reel.',
  });
  await api(request, 'POST', '/reviews', creator.token, {
    application_id: applicationId,
    rating: 4,
    comment: 'Clear brief.',
  });
  await expect(rating).toContainText('5.0 / 5 (1 review)');
  await expect(reviews).toContainText('5.0 / 5 (1 review)');
  await expect(reviews).toContainText('Delivered on time, lovely reel.');
  await expect(profile.getByText('No reviews yet')).toHaveCount(0);
  await expectNoAxeViolations(page, { label: 'the Creator Profile after a review' });
});
