import { expect as baseExpect, type Page } from '@playwright/test';
import { WORK_MESSAGES } from '@shared/schemas/work';
import { toast } from './admin-helpers';
import { api, newAccount } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The brand's Submitted Work dialog for one participant, from Campaign Management. */
async function openSubmittedWork(page: Page, title: string, creator: string) {
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  await page.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
  await page.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
  await page
    .getByRole('article', { name: creator, exact: true })
    .getByRole('button', { name: 'Submitted Work' })
    .click();
  return page.getByRole('dialog', { name: 'Submitted Work' });
}

/**
 * docs/product.md#revisions: a campaign of one revision round. The brand asks for a revision with
 * feedback, the creator reads it on the application card and resubmits, and the brand sees both
 * versions with the round used up, so only Approve or Reject is left, and approves.
 */
test('a revision round trip: feedback, a second version, the rounds used up, approval', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const title = `Revision Reels ${tag}`;
  const feedback = 'Please show the label in the first three seconds.';
  const brand = await signedIn('brand', { fullName: `Revision Brand ${tag}` });
  const creator = await newAccount(info, 'influencer', `Revision Creator ${tag}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about our monsoon range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['fashion'],
    revision_rounds: 1,
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The first cut',
    links: ['https://www.instagram.com/reel/revision-one'],
  });

  // 1. The brand asks for a revision of version 1, with feedback.
  let dialog = await openSubmittedWork(page, title, creator.fullName);
  const first = dialog.getByRole('article', { name: 'Version 1', exact: true });
  await expect(first.getByText('Pending Review')).toBeVisible();
  await expect(dialog.getByText('Revisions used: 0 of 1')).toBeVisible();
  await first.getByRole('button', { name: 'Request revision' }).click();
  const send = first.getByRole('button', { name: 'Send revision request' });
  await expect(send).toBeDisabled();
  await first.getByLabel('Feedback').fill(feedback);
  await send.click();
  await expect(toast(page, 'Revision requested')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  // 2. The creator reads the feedback on the application card and resubmits.
  const creatorPage = await (await browser.newContext()).newPage();
  await useSession(creatorPage, creator);
  await creatorPage.goto(`${DASHBOARD.creator}?tab=applications`);
  const card = creatorPage
    .getByRole('article')
    .filter({ has: creatorPage.getByRole('heading', { name: title }) });
  const asked = card.getByRole('article', { name: 'Version 1', exact: true });
  await expect(asked.getByText('Revision requested', { exact: true })).toBeVisible();
  await expect(asked.getByText('Revision requested by the brand')).toBeVisible();
  await expect(asked.getByText(feedback)).toBeVisible();
  await card.getByRole('button', { name: `Resubmit Your Work for ${title}` }).click();
  const resubmit = creatorPage.getByRole('dialog', { name: 'Resubmit Your Work' });
  await resubmit.getByLabel('Work link').fill('https://www.instagram.com/reel/revision-two');
  await resubmit.getByLabel('Description').fill('With the label up front');
  await resubmit.getByRole('button', { name: 'Resubmit Work' }).click();
  await expect(resubmit).toHaveCount(0);
  await expect(
    card.getByRole('article', { name: 'Version 2', exact: true }).getByText('Under Review'),
  ).toBeVisible();
  await expect(card.getByText('Revisions used: 1 of 1')).toBeVisible();
  await expectNoAxeViolations(creatorPage, { label: 'the application card with two versions' });

  // 3. The brand sees both versions, the round used up: Request revision is disabled, with why.
  dialog = await openSubmittedWork(page, title, creator.fullName);
  const second = dialog.getByRole('article', { name: 'Version 2', exact: true });
  const older = dialog.getByRole('article', { name: 'Version 1', exact: true });
  await expect(second.getByText('Pending Review')).toBeVisible();
  await expect(
    second.getByRole('link', { name: 'https://www.instagram.com/reel/revision-two' }),
  ).toBeVisible();
  await expect(older.getByText('Revision requested', { exact: true })).toBeVisible();
  await expect(older.getByText(feedback)).toBeVisible();
  await expect(older.getByRole('button')).toHaveCount(0);
  await expect(dialog.getByText('Revisions used: 1 of 1')).toBeVisible();
  const again = second.getByRole('button', { name: 'Request revision' });
  await expect(again).toBeDisabled();
  await expect(again).toHaveAccessibleDescription(WORK_MESSAGES.revisionRoundsUsed(1));
  await expectNoAxeViolations(page, { label: 'Submitted Work with two versions, the rounds used up' });

  // 4. The brand approves version 2.
  await second.getByRole('button', { name: 'Approve' }).click();
  await second.getByRole('button', { name: 'Confirm Approval' }).click();
  await expect(toast(page, 'Work Approved')).toBeVisible();
  await expect(second.getByText('Approved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  await creatorPage.reload();
  await expect(
    card.getByRole('article', { name: 'Version 2', exact: true }).getByText('Approved', { exact: true }),
  ).toBeVisible();
  await creatorPage.context().close();
});
