import { expect, type Locator, type Page } from '@playwright/test';
import { adminAccount, api, newAccount, signIn, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test } from './fixtures';
import { expectKeptThroughReloadAndBack, expectNoSidewaysScroll } from './helpers';

/** A campaign made through the API, for tests that start from existing data. */
async function createCampaign(
  request: Parameters<typeof api>[0],
  brand: Account,
  body: Record<string, unknown>,
) {
  const res = await api(request, 'POST', '/campaigns', brand.token, body);
  return res.campaign as { id: string; title: string };
}

async function apply(request: Parameters<typeof api>[0], creator: Account, campaignId: string) {
  const res = await api(request, 'POST', '/applications', creator.token, { campaign_id: campaignId });
  return res.application as { id: string };
}

async function submitWork(
  request: Parameters<typeof api>[0],
  creator: Account,
  applicationId: string,
  link: string,
  content: string,
) {
  await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: applicationId,
    links: [link],
    content,
  });
}

/** The toast with this title (toasts are status or alert regions). */
const toast = (page: Page, title: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: title }).first();

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

test('a brand runs a campaign from draft to completed payments', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const brand = await newAccount(info, 'brand', 'Asha Textiles');
  const priya = await newAccount(info, 'influencer', 'Priya Sharma');
  const rahul = await newAccount(info, 'influencer', 'Rahul Verma');
  await api(request, 'PUT', '/profiles/me', priya.token, {
    instagram_handle: '@Priya.Styles',
    youtube_handle: 'Priya Vlogs',
    follower_count: 125000,
    niche: 'Fashion',
    bio: 'Festive fashion from Mumbai.',
    reel_price: '$500-1000',
    post_price: '300-600',
    languages_spoken: ['Hindi', 'English'],
    location: 'Mumbai',
  });

  await signIn(page, brand);
  await expect(page).toHaveURL(/\/brand-dashboard/);
  await expect(page.getByRole('heading', { name: 'Welcome, Asha Textiles!' })).toBeVisible();
  await expect(page.getByText('Brand Portal')).toBeVisible();
  await expect(page.getByText('No influencer collaborations yet')).toBeVisible();

  // Create: the two Missing Information messages, then a draft with only a name and tags.
  await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
  await expect(page).toHaveURL(/tab=create/);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Missing Information')).toContainText(
    'Please provide at least a campaign name to save as draft.',
  );
  await page.getByLabel('Campaign Name').fill('Monsoon Lookbook');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toast(page, 'Please fill in all required fields: description.')).toContainText(
    'Missing Information',
  );
  await page.getByLabel('Tags', { exact: true }).fill('monsoon');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Draft Saved!')).toBeVisible();
  await expect(page).toHaveURL(/tab=campaigns/);
  const monsoon = card(page, 'Monsoon Lookbook');
  await expect(monsoon.getByText('Draft')).toBeVisible();
  await expect(monsoon.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);

  // Publishing a draft without a brief is refused: the toast gives the server's reason.
  await monsoon.getByRole('button', { name: 'View Details' }).click();
  let dialog = page.getByRole('dialog', { name: 'Monsoon Lookbook' });
  await dialog.getByRole('button', { name: 'Publish Campaign' }).click();
  await expect(toast(page, 'Error Publishing Campaign')).toContainText(
    'Please fill in all required fields: description.',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Edit: the name is required, the budget must be 0 or more; then a brief, a budget, a deliverable and a tag.
  await monsoon.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
  await dialog.getByLabel('Campaign Name').fill('');
  await dialog.getByLabel('Budget (₹)').fill('-5');
  await dialog.getByRole('button', { name: 'Update Campaign' }).click();
  await expect(dialog.getByText('Campaign title is required')).toBeVisible();
  await expect(dialog.getByText('Budget must be 0 or more')).toBeVisible();
  await dialog.getByLabel('Campaign Name').fill('Monsoon Lookbook');
  await dialog.getByLabel('Description').fill('Rainy-day outfits styled three ways.');
  await dialog.getByLabel('Budget (₹)').fill('30000');
  await dialog.getByLabel('Deliverables', { exact: true }).fill('1 Instagram reel');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByLabel('Tags', { exact: true }).fill('rain');
  await dialog.getByRole('button', { name: 'Add Tag' }).click();
  await dialog.getByLabel('Tags', { exact: true }).fill('rain');
  await dialog.getByRole('button', { name: 'Add Tag' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove tag rain' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Update Campaign' }).click();
  await expect(toast(page, 'Campaign Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(monsoon.getByText('₹30,000')).toBeVisible();
  await expect(monsoon.getByRole('list', { name: 'Deliverables' })).toContainText('1 Instagram reel');

  await monsoon.getByRole('button', { name: 'View Details' }).click();
  await page
    .getByRole('dialog', { name: 'Monsoon Lookbook' })
    .getByRole('button', { name: 'Publish Campaign' })
    .click();
  await expect(toast(page, 'Campaign Published!')).toBeVisible();
  await expect(monsoon.getByText('Active', { exact: true })).toBeVisible();

  // A paid campaign through the form: budget from the range text, tags added with Enter and the button, one removed.
  await page.getByRole('button', { name: 'Create New Campaign' }).click();
  await expect(page).toHaveURL(/tab=create/);
  await page.getByLabel('Campaign Name').fill('Diwali Festive Reels');
  await page.getByLabel('Barter (products or services)').check();
  await expect(page.getByLabel('Budget Range')).toHaveCount(0);
  await page.getByLabel('Paid', { exact: true }).check();
  await page.getByLabel('Budget Range').fill('₹1,00,000');
  await expect(page.getByText('Budget to be shared among participants: ₹1,00,000')).toBeVisible();
  await page.getByLabel('Campaign Brief').fill('Festive looks for Diwali, shot at home.');
  await page.getByLabel('Start Date').fill('2027-10-01');
  await page.getByLabel('End Date').fill('2027-10-31');
  await page.getByLabel('Expected Deliverables').fill('2 Instagram reels\n3 stories');
  await page.getByLabel('Tags', { exact: true }).fill('festive');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await page.getByLabel('Tags', { exact: true }).fill('diwali');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await page.getByLabel('Tags', { exact: true }).fill('oops');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Remove tag oops' }).click();
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toast(page, 'Campaign Created!')).toBeVisible();
  await expect(page).toHaveURL(/tab=campaigns/);
  const diwali = card(page, 'Diwali Festive Reels');
  await expect(diwali.getByText('₹1,00,000')).toBeVisible();
  await expect(diwali.getByText('1 Oct 2027 – 31 Oct 2027')).toBeVisible();
  await expect(diwali.getByRole('list', { name: 'Tags' })).toHaveText(/festive\s*diwali/);
  await expect(diwali.getByRole('list', { name: 'Deliverables' })).toContainText('3 stories');
  // The form was reset after creating.
  await openTab(page, 'Create New Campaign');
  await expect(page.getByLabel('Campaign Name')).toHaveValue('');
  await openTab(page, 'Campaigns');

  // Filter and sort, on the server.
  const titles = page.getByRole('article').locator('h3');
  await expect(titles).toHaveText(['Diwali Festive Reels', 'Monsoon Lookbook']);
  const filterButton = page.getByRole('button', { name: /^Filter/ });
  await expect(filterButton).not.toContainText('!');
  await filterButton.click();
  const popover = page.locator('[id^="headlessui-popover-panel"]');
  await expect(popover.getByRole('heading', { name: 'Filter Campaigns' })).toBeVisible();
  await popover.getByLabel('Min budget (₹)').fill('50000');
  await expect(titles).toHaveText(['Diwali Festive Reels']);
  await expect(filterButton).toContainText('!');
  await expect(page.getByRole('button', { name: 'Remove filter Min budget: ₹50,000' })).toBeVisible();
  await popover.getByLabel('Min budget (₹)').fill('');
  await popover.getByLabel('Sort by').selectOption('budget');
  await popover.getByLabel('Order').selectOption('asc');
  await expect(titles).toHaveText(['Monsoon Lookbook', 'Diwali Festive Reels']);
  await popover.getByLabel('monsoon').check();
  await expect(titles).toHaveText(['Monsoon Lookbook']);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([
    /Tag: monsoon/,
    /Sort: Budget, Ascending/,
  ]);
  await popover.getByRole('button', { name: 'Clear all' }).click();
  await expect(titles).toHaveText(['Diwali Festive Reels', 'Monsoon Lookbook']);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(filterButton).not.toContainText('!');
  await page.getByLabel('Search campaigns').fill('rainy');
  await expect(titles).toHaveText(['Monsoon Lookbook']);
  await page.getByLabel('Search campaigns').fill('');
  await openTab(page, 'Drafts');
  await expect(page.getByText('No campaigns found for this category.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Your First Campaign' })).toHaveCount(0);
  await openTab(page, 'All');

  // Two creators apply; the brand sees them, opens a profile and accepts both.
  const campaigns = (await api(request, 'GET', '/campaigns/my', brand.token)).campaigns as {
    id: string;
    title: string;
  }[];
  const diwaliId = campaigns.find((c) => c.title === 'Diwali Festive Reels')!.id;
  const priyaApplication = await apply(request, priya, diwaliId);
  await apply(request, rahul, diwaliId);

  await openTab(page, 'Applications');
  await expect(page).toHaveURL(/tab=applications/);
  const priyaRow = page.getByRole('article', { name: 'Priya Sharma, Diwali Festive Reels' });
  const rahulRow = page.getByRole('article', { name: 'Rahul Verma, Diwali Festive Reels' });
  await expect(priyaRow.getByText('Pending')).toBeVisible();
  await page.getByLabel('Search applications').fill('rahul');
  await expect(priyaRow).toHaveCount(0);
  await expect(rahulRow).toBeVisible();
  await page.getByLabel('Search applications').fill('');

  await priyaRow.getByRole('button', { name: 'View Profile' }).click();
  dialog = page.getByRole('dialog', { name: 'Creator Profile' });
  await expect(dialog.getByText('Priya Sharma')).toBeVisible();
  await expect(dialog.getByText('1,25,000')).toBeVisible();
  await expect(dialog.getByText('Festive fashion from Mumbai.')).toBeVisible();
  await expect(dialog.getByText('Hindi, English')).toBeVisible();
  await expect(dialog.getByText('₹500-1000')).toBeVisible();
  await expect(dialog.getByText('@priya.styles')).toBeVisible();
  await expect(dialog.getByText('Shipping Address')).toHaveCount(0);
  // The link opens in a new tab (answered here, as the test machine has no internet).
  await page
    .context()
    .route(/youtube\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>channel</title>' }),
    );
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'View Channel on YouTube' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://youtube.com/@priyavlogs');
  await popup.close();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await priyaRow.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Application Updated')).toBeVisible();
  await expect(priyaRow.getByText('Accepted')).toBeVisible();
  await expect(priyaRow.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await rahulRow.getByRole('button', { name: 'Accept' }).click();
  await expect(rahulRow.getByText('Accepted')).toBeVisible();

  // Work review: reject with feedback, then approve the resubmission.
  await submitWork(
    request,
    priya,
    priyaApplication.id,
    'https://www.instagram.com/reel/diwali-one',
    'First cut of the reel',
  );
  await openTab(page, 'Campaign Management');
  await page.getByLabel('Select a campaign').selectOption({ label: 'Diwali Festive Reels (2 participants)' });
  await expect(page.getByText('2 participants · 0 approved')).toBeVisible();
  const priyaCard = page.getByRole('article', { name: 'Priya Sharma', exact: true });
  await expect(priyaCard.getByText('₹50,000')).toBeVisible();
  await expect(priyaCard.getByText('@Priya.Styles')).toBeVisible();
  await expect(priyaCard.getByText('Work pending approval')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Rahul Verma', exact: true }).getByText('No work submitted'),
  ).toBeVisible();

  await priyaCard.getByRole('button', { name: 'Submitted Work' }).click();
  dialog = page.getByRole('dialog', { name: 'Submitted Work' });
  await expect(dialog.getByRole('link', { name: 'https://www.instagram.com/reel/diwali-one' })).toBeVisible();
  await expect(dialog.getByText('First cut of the reel')).toBeVisible();
  await expect(dialog.getByText('Pending Review')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const confirmReject = dialog.getByRole('button', { name: 'Confirm Rejection' });
  await expect(confirmReject).toBeDisabled();
  await dialog.getByLabel('Rejection feedback (required)').fill('Please add the product close-up.');
  await confirmReject.click();
  await expect(toast(page, 'Work Rejected')).toBeVisible();
  await expect(dialog.getByText('Please add the product close-up.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(priyaCard.getByText('Work rejected')).toBeVisible();

  await submitWork(
    request,
    priya,
    priyaApplication.id,
    'https://www.instagram.com/reel/diwali-two',
    'With the close-up',
  );
  await page.reload();
  await openTab(page, 'Campaign Management');
  await page.getByLabel('Select a campaign').selectOption({ label: 'Diwali Festive Reels (2 participants)' });
  await priyaCard.getByRole('button', { name: 'Submitted Work' }).click();
  await expect(dialog.getByRole('article')).toHaveCount(2);
  const latest = dialog.getByRole('article').first();
  await expect(latest.getByText('With the close-up')).toBeVisible();
  await expect(dialog.getByRole('article').nth(1).getByText('Rejected')).toBeVisible();
  await latest.getByRole('button', { name: 'Approve' }).click();
  await latest.getByRole('button', { name: 'Cancel' }).click();
  await latest.getByRole('button', { name: 'Approve' }).click();
  await latest.getByRole('button', { name: 'Confirm Approval' }).click();
  await expect(toast(page, 'Work Approved')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(priyaCard.getByText('Work approved')).toBeVisible();
  await expect(page.getByText('2 participants · 1 approved')).toBeVisible();

  // Mark complete: the confirmation, the processing toast, then the payments (₹1,00,000 over 2, 15% commission).
  await openTab(page, 'Campaigns');
  await card(page, 'Diwali Festive Reels').getByRole('button', { name: 'Mark as Complete' }).click();
  dialog = page.getByRole('dialog', { name: 'Mark Campaign as Complete' });
  await expect(dialog).toContainText('moves it to the Completed tab');
  await dialog.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(toast(page, 'Processing Campaign Completion')).toContainText(
    'Marking campaign as complete and processing payments...',
  );
  await expect(toast(page, 'Campaign Completed Successfully!')).toContainText(
    // The documents' figure, labelled, and what the creators' payouts pay after GST and 5% TDS (no PAN).
    '2 applications processed. Platform commission: ₹15,000. Influencer payments: ₹85,000 before GST and TDS (₹77,300 paid to creators after them).',
  );
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  const done = card(page, 'Diwali Festive Reels');
  await expect(done.getByText('Completed', { exact: true })).toBeVisible();
  // Nothing to edit any more; the money its creators' payouts wait for can still be sent (docs/product.md#funding),
  // and how its creators did can still be seen (docs/product.md#campaign-performance).
  await expect(done.getByRole('button')).toHaveText(['View Details', 'Fund campaign', 'Performance']);

  // The overview counts it all.
  await openTab(page, 'Overview');
  await expect(page.getByText('Top Performing Influencers')).toBeVisible();
  await expect(page.getByText('From 2 applications')).toBeVisible();
  await expect(page.getByText('Requires action')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Priya Sharma' })).toContainText(
    '125.0K followers',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Rahul Verma' })).toContainText(
    'No follower data',
  );

  // Delete, after a cancelled first try (the list kept the Completed filter meanwhile).
  await openTab(page, 'Campaigns');
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  await openTab(page, 'All');
  await card(page, 'Monsoon Lookbook').getByRole('button', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Campaign' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this campaign? The campaign will be removed from your dashboard but may still be visible to administrators.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Monsoon Lookbook')).toBeVisible();
  await card(page, 'Monsoon Lookbook').getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Campaign Deleted')).toContainText(
    'The campaign has been successfully deleted from your dashboard.',
  );
  await expect(card(page, 'Monsoon Lookbook')).toHaveCount(0);
  await expect(titles).toHaveText(['Diwali Festive Reels']);
});

test('a creator in another browser sees the acceptance; the brand reports them and completes a barter campaign', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const brand = await newAccount(info, 'brand', 'Handloom House');
  const creator = await newAccount(info, 'influencer', 'Meera Iyer');
  await api(request, 'PUT', '/profiles/me', creator.token, {
    location: 'Jaipur, Rajasthan',
    x_handle: '@Meera Writes',
  });
  const barter = await createCampaign(request, brand, {
    title: 'Handloom Barter',
    description: 'Saree in exchange for a styled post.',
    status: 'active',
    collabType: 'barter',
    tags: ['handloom', 'saree', 'jaipur', 'craft'],
  });
  await apply(request, creator, barter.id);

  // The creator signs in through the screens in a browser of their own and sees the application pending.
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await signIn(creatorPage, creator);
  await creatorPage.goto('/creator-dashboard?tab=applications');
  const application = creatorPage.getByRole('article').filter({ hasText: 'Handloom Barter' });
  await expect(application.getByText('Pending', { exact: true })).toBeVisible();
  await expect(application.getByText('Ready to Start')).toHaveCount(0);

  await signIn(page, brand);
  await page.goto('/brand-dashboard?tab=applications');
  const row = page.getByRole('article', { name: 'Meera Iyer, Handloom Barter' });

  // The profile shows the shipping address for a barter campaign.
  await row.getByRole('button', { name: 'View Profile' }).click();
  let dialog = page.getByRole('dialog', { name: 'Creator Profile' });
  await expect(dialog.getByText('Shipping Address')).toBeVisible();
  await expect(dialog.getByText('Jaipur, Rajasthan')).toBeVisible();
  await expect(dialog.getByText('@meerawrites')).toBeVisible();
  await expect(dialog.getByText('Not provided').first()).toBeVisible();
  // A blocked new tab: the address is copied instead.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => {
    window.open = () => null;
  });
  await dialog.getByRole('button', { name: 'View Profile on Twitter/X' }).click();
  await expect(toast(page, 'URL Copied')).toContainText('https://x.com/meerawrites');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://x.com/meerawrites');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Report Influencer: both messages of the shared schema, then a report.
  await row.getByRole('button', { name: 'Report Influencer' }).click();
  dialog = page.getByRole('dialog', { name: 'Report Influencer' });
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByText('Please select a report type.')).toBeVisible();
  await expect(dialog.getByText('Please provide a reason for the report.')).toBeVisible();
  await dialog.getByLabel('Report Type').selectOption('fake');
  await dialog.getByLabel('Reason').fill('Follower count looks bought.');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(page, 'Report Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Application Updated')).toBeVisible();

  // The creator sees the acceptance.
  await creatorPage.reload();
  await expect(application.getByText('Ready to Start')).toBeVisible();
  await expect(application.getByText('Accepted', { exact: true })).toBeVisible();
  await creatorContext.close();

  // The participant card: Barter instead of a share, two tags then '+2 more'.
  await openTab(page, 'Campaign Management');
  await page.getByLabel('Select a campaign').selectOption({ label: 'Handloom Barter (1 participant)' });
  const participant = page.getByRole('article', { name: 'Meera Iyer', exact: true });
  await expect(participant.getByText('Barter', { exact: true })).toBeVisible();
  await expect(participant.getByRole('list', { name: 'Campaign tags' })).toHaveText(
    /handloom\s*saree\s*\+2 more/,
  );
  await participant.getByRole('button', { name: 'Submitted Work' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Submitted Work' }).getByText('No work has been submitted yet.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await openTab(page, 'Campaigns');
  await card(page, 'Handloom Barter').getByRole('button', { name: 'Mark as Complete' }).click();
  await page
    .getByRole('dialog', { name: 'Mark Campaign as Complete' })
    .getByRole('button', { name: 'Mark as Complete' })
    .click();
  await expect(toast(page, 'Barter Campaign Completed Successfully!')).toContainText(
    '1 application processed.',
  );
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
});

test('the campaign list refreshes itself every 30 seconds', async ({ page, request, signedIn }) => {
  const brand = await signedIn('brand', { fullName: 'Refresh Foods' });
  await page.clock.install();
  await page.goto('/brand-dashboard?tab=campaigns');
  await expect(page.getByText('No campaigns found for this category.')).toBeVisible();
  await createCampaign(request, brand, {
    title: 'Millet Snack Trial',
    description: 'Taste test.',
    status: 'active',
    collabType: 'barter',
  });
  await page.clock.fastForward(20_000);
  await expect(card(page, 'Millet Snack Trial')).toHaveCount(0);
  await page.clock.fastForward(11_000);
  await expect(card(page, 'Millet Snack Trial')).toBeVisible();
});

test('a campaign moderators flagged offers its brand no Edit or Delete, and says why', async ({
  page,
  request,
  signedIn,
}) => {
  const brand = await signedIn('brand', { fullName: 'Flagged Foods' });
  const flagged = await createCampaign(request, brand, {
    title: 'Miracle Tea',
    description: 'Cures all.',
    status: 'active',
    collabType: 'barter',
  });
  await createCampaign(request, brand, {
    title: 'Plain Tea',
    description: 'Just tea.',
    status: 'active',
    collabType: 'barter',
  });
  const admin = await adminAccount(request);
  await api(request, 'PUT', `/admin/campaigns/${flagged.id}/status`, admin.token, { status: 'flagged' });
  await page.goto('/brand-dashboard?tab=campaigns');
  const moderated = card(page, 'Miracle Tea');
  await expect(
    moderated.getByText('Moderators have flagged this campaign, so it cannot be edited or deleted.'),
  ).toBeVisible();
  await expect(moderated.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(moderated.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(moderated.getByRole('button', { name: 'View Details' })).toBeVisible();
  await expect(card(page, 'Plain Tea').getByRole('button', { name: 'Edit' })).toBeVisible();
});

test('the Campaigns tab keeps its status, search and filters across tabs, a reload and Back', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(120_000);
  const brand = await signedIn('brand', { fullName: 'Keeper Teas' });
  const base = { status: 'active', collabType: 'paid', description: 'Tea reels.' };
  await createCampaign(request, brand, {
    ...base,
    title: 'Assam Morning Reels',
    budget: 60000,
    tags: ['tea', 'assam'],
  });
  await createCampaign(request, brand, {
    ...base,
    title: 'Darjeeling Evening Posts',
    budget: 20000,
    tags: ['tea', 'darjeeling'],
  });
  await createCampaign(request, brand, {
    title: 'Nilgiri Draft',
    status: 'draft',
    collabType: 'barter',
    tags: ['tea'],
  });
  await page.goto(DASHBOARD.brand);
  await openTab(page, 'Campaigns');

  const titles = page.getByRole('article').locator('h3');
  await openTab(page, 'Active');
  await page.getByLabel('Search campaigns').fill('e');
  const filterButton = page.getByRole('button', { name: /^Filter/ });
  await filterButton.click();
  const popover = page.locator('[id^="headlessui-popover-panel"]');
  await popover.getByLabel('Min budget (₹)').fill('10000');
  await popover.getByLabel('tea', { exact: true }).check();
  await popover.getByLabel('Sort by').selectOption('budget');
  await popover.getByLabel('Order').selectOption('asc');
  await page.keyboard.press('Escape');
  await expect(titles).toHaveText(['Darjeeling Evening Posts', 'Assam Morning Reels']);
  await expect(page).toHaveURL(/status=active/);
  await expect(page).toHaveURL(/min=10000/);

  const expectKept = async () => {
    await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Search campaigns')).toHaveValue('e');
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveText([
      /Min budget: ₹10,000/,
      /Tag: tea/,
      /Sort: Budget, Ascending/,
    ]);
    await expect(filterButton).toContainText('!');
    await expect(titles).toHaveText(['Darjeeling Evening Posts', 'Assam Morning Reels']);
  };

  // Another dashboard tab and back: the panel was unmounted, its state was not lost.
  await openTab(page, 'Overview');
  await expect(page).toHaveURL(/tab=overview/);
  await openTab(page, 'Campaigns');
  await expectKept();

  // A reload, then another page and Back.
  await expectKeptThroughReloadAndBack(page, expectKept);

  // Clear all and the status tab go back to the defaults, in the URL too.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByLabel('Search campaigns').fill('');
  await openTab(page, 'All');
  await expect(titles).toHaveText(['Nilgiri Draft', 'Darjeeling Evening Posts', 'Assam Morning Reels']);
  await expect(page).toHaveURL(/\/brand-dashboard\?tab=campaigns$/);
});

test("long lists page: campaigns, received applications and a participant's submitted work", async ({
  page,
  request,
  signedIn,
}, info) => {
  test.setTimeout(150_000);
  const brand = await signedIn('brand', { fullName: 'Pager Spices' });
  const creator = await newAccount(info, 'influencer', 'Meena Pages');
  // 21 campaigns (one more than a page), each applied to by the same creator.
  const ids: string[] = [];
  for (let i = 1; i <= 21; i += 1) {
    const title = `Spice Reel ${String(i).padStart(2, '0')}`;
    const campaign = await createCampaign(request, brand, {
      title,
      description: 'A reel.',
      status: 'active',
      collabType: 'paid',
      budget: 1000 * i,
    });
    ids.push(campaign.id);
    await apply(request, creator, campaign.id);
  }
  // The first campaign's participant sends work 11 times (one more than a page); the brand asks again each time but the last.
  const { applications } = await api(request, 'GET', `/applications/campaign/${ids[0]}`, brand.token);
  await api(request, 'PUT', `/applications/${applications[0].id}`, brand.token, { status: 'accepted' });
  for (let i = 1; i <= 11; i += 1) {
    await submitWork(
      request,
      creator,
      applications[0].id,
      `https://www.instagram.com/reel/spice-${i}`,
      `Cut ${i}`,
    );
    if (i < 11) {
      const { submissions } = await api(request, 'GET', `/work-submissions/campaign/${ids[0]}`, brand.token);
      await api(request, 'PUT', `/work-submissions/${submissions[0].id}/review`, brand.token, {
        status: 'rejected',
        feedback: 'Again',
      });
    }
  }
  await page.goto(DASHBOARD.brand);

  // Campaigns: 20 on the first page, the oldest on the second.
  await openTab(page, 'Campaigns');
  const titles = page.getByRole('article').locator('h3');
  await expect(titles).toHaveCount(20);
  const campaignPages = page.getByRole('navigation', { name: 'Campaign pages' });
  await expect(campaignPages).toContainText('Showing 1–20 of 21');
  await campaignPages.getByRole('button', { name: 'Next' }).click();
  await expect(titles).toHaveText(['Spice Reel 01']);
  await campaignPages.getByRole('button', { name: 'Previous' }).click();
  await expect(titles).toHaveCount(20);

  // Received applications: the same, newest first.
  await openTab(page, 'Applications');
  const rows = page.getByRole('article', { name: /^Meena Pages, Spice Reel/ });
  await expect(rows).toHaveCount(20);
  const applicationPages = page.getByRole('navigation', { name: 'Application pages' });
  await expect(applicationPages).toContainText('Showing 1–20 of 21');
  await applicationPages.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName('Meena Pages, Spice Reel 01');

  // Submitted work: ten, then Load more for the first one sent.
  await openTab(page, 'Campaign Management');
  await page.getByLabel('Select a campaign').selectOption({ label: 'Spice Reel 01 (1 participant)' });
  await page
    .getByRole('article', { name: 'Meena Pages', exact: true })
    .getByRole('button', { name: 'Submitted Work' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Submitted Work' });
  const links = dialog.getByRole('link', { name: /spice-\d+$/ });
  await expect(links).toHaveCount(10);
  await expect(links.first()).toHaveText('https://www.instagram.com/reel/spice-11');
  await expect(dialog.getByText('Showing 10 of 11')).toBeVisible();
  await dialog.getByRole('button', { name: 'Load more' }).click();
  await expect(links).toHaveCount(11);
  await expect(links.last()).toHaveText('https://www.instagram.com/reel/spice-1');
  await expect(dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test('every brand tab and dialog passes axe and fits the screen', async ({
      page,
      request,
      signedIn,
    }, info) => {
      test.setTimeout(150_000);
      const shots = `/tmp/shots/brand/${width}`;
      const brand = await signedIn('brand', { fullName: 'Kavya Cosmetics' });
      const creator = await newAccount(info, 'influencer', 'Anil Kapoor');
      await api(request, 'PUT', '/profiles/me', creator.token, {
        instagram_handle: 'anil.makes',
        follower_count: 5400,
        niche: 'Beauty',
        bio: 'Makeup tutorials.',
        reel_price: '₹2,000',
      });
      const live = await createCampaign(request, brand, {
        title: 'Glow Serum Launch',
        description: 'Honest reviews of our new serum, with a before-and-after.',
        status: 'active',
        collabType: 'paid',
        budget: 40000,
        budget_range: '₹40,000',
        tags: ['skincare', 'beauty', 'launch'],
        deliverables: ['1 reel', '2 stories'],
        timeline: { start_date: '2026-11-01', end_date: '2026-11-30' },
        deadline: '2027-10-25',
      });
      await createCampaign(request, brand, {
        title: 'Lipstick Shades Draft',
        status: 'draft',
        collabType: 'paid',
      });
      const app = await apply(request, creator, live.id);
      await api(request, 'PUT', `/applications/${app.id}`, brand.token, { status: 'accepted' });
      await submitWork(request, creator, app.id, 'https://www.youtube.com/watch?v=glow', 'Full review');

      await page.goto(DASHBOARD.brand);
      const check = async (name: string) => {
        await expectNoAxeViolations(page, { label: name });
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
      };

      await expect(page.getByText('Top Performing Influencers')).toBeVisible();
      await expect(page.getByText('Anil Kapoor')).toBeVisible();
      await check('overview');

      await openTab(page, 'Campaigns');
      await expect(card(page, 'Glow Serum Launch')).toBeVisible();
      await check('campaigns');
      await page.getByRole('button', { name: /^Filter/ }).click();
      await expect(page.getByRole('heading', { name: 'Filter Campaigns' })).toBeVisible();
      await page.getByLabel('skincare').check();
      await expect(page.getByRole('button', { name: 'Remove filter Tag: skincare' })).toBeVisible();
      await check('filter-popover');
      await page.keyboard.press('Escape');

      const openDialog = async (button: Locator, name: string, shot: string) => {
        await button.click();
        // The dialog's root has no size of its own (its panel is fixed): its title shows it is open.
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog.getByRole('heading', { name })).toBeVisible();
        await check(shot);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      };
      const glow = card(page, 'Glow Serum Launch');
      await openDialog(
        glow.getByRole('button', { name: 'View Details' }),
        'Glow Serum Launch',
        'campaign-details',
      );
      await openDialog(glow.getByRole('button', { name: 'Edit' }), 'Edit Campaign', 'edit-campaign');
      await openDialog(glow.getByRole('button', { name: 'Delete' }), 'Delete Campaign', 'delete-confirm');
      await openDialog(
        glow.getByRole('button', { name: 'Mark as Complete' }),
        'Mark Campaign as Complete',
        'complete-confirm',
      );

      await openTab(page, 'Applications');
      const row = page.getByRole('article', { name: 'Anil Kapoor, Glow Serum Launch' });
      await expect(row).toBeVisible();
      await check('applications');
      await openDialog(
        row.getByRole('button', { name: 'View Profile' }),
        'Creator Profile',
        'creator-profile',
      );
      await openDialog(
        row.getByRole('button', { name: 'Report Influencer' }),
        'Report Influencer',
        'report-influencer',
      );

      await openTab(page, 'Campaign Management');
      await page.getByLabel('Select a campaign').selectOption({ label: 'Glow Serum Launch (1 participant)' });
      const participant = page.getByRole('article', { name: 'Anil Kapoor', exact: true });
      await expect(participant.getByText('₹40,000', { exact: true })).toBeVisible();
      await check('participants');
      await participant.getByRole('button', { name: 'Submitted Work' }).click();
      const work = page.getByRole('dialog', { name: 'Submitted Work' });
      await expect(work.getByText('Full review')).toBeVisible();
      await work.getByRole('button', { name: 'Reject' }).click();
      await check('submitted-work');
      await page.keyboard.press('Escape');

      await openTab(page, 'Create New Campaign');
      await page.getByLabel('Tags', { exact: true }).fill('summer');
      await page.getByLabel('Tags', { exact: true }).press('Enter');
      await check('create');
    });
  });
}
