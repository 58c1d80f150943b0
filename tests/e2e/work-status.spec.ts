import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { adminAccount, api, fundedCampaign, newAccount, uniqueUtr, type Account } from './api';
import { test } from './fixtures';

// Several browsers and servers share two cores while these run: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** A brand's active campaign the creator applied to and was accepted on; returns the ids. */
async function acceptedOn(
  request: APIRequestContext,
  brand: Account,
  creator: Account,
  campaign: { title: string; collab_type: 'paid' | 'barter'; budget?: number },
) {
  const { campaign: created } = await api(request, 'POST', '/campaigns', brand.token, {
    ...campaign,
    status: 'active',
    description: `${campaign.title}: show our product to your audience.`,
    deliverables: ['1 Instagram reel'],
    tags: ['fitness'],
    timeline: { start_date: '2027-07-01', end_date: '2027-07-31' },
    deadline: '2027-06-25',
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: created.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  return { campaignId: created.id as string, applicationId: application.id as string };
}

const row = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

async function openApplications(page: Page) {
  await page.goto('/creator-dashboard?tab=applications');
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
}

test('work for a campaign that stopped being active: the server says why, and Submit is disabled with the reason', async ({
  page,
  request,
  signedIn,
}, info) => {
  const creator = await signedIn('creator');
  const brand = await newAccount(info, 'brand', 'Brand Owner');
  const title = 'Paused Protein Push';
  const { campaignId } = await acceptedOn(request, brand, creator, {
    title,
    collab_type: 'paid',
    budget: 20000,
  });
  const admin = await adminAccount(request);
  const reason = 'This campaign is paused; work can be submitted only while it is active';

  // The page was loaded while the campaign was active; it is paused before the work is sent.
  await openApplications(page);
  const card = row(page, title);
  await card.getByRole('button', { name: `Submit Your Work for ${title}` }).click();
  await api(request, 'PUT', `/admin/campaigns/${campaignId}/status`, admin.token, { status: 'paused' });
  const dialog = page.getByRole('dialog', { name: 'Submit Your Work' });
  await dialog.getByLabel('Work link').fill('https://www.youtube.com/watch?v=paused1');
  await dialog.getByLabel('Description').fill('My protein reel.');
  await dialog.getByRole('button', { name: 'Submit Work' }).click();
  // The open dialog hides the page (the toast regions too) from the accessibility tree.
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: reason })).toBeVisible();
  await expect(page.getByText('Failed to submit work. Please try again.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Loaded again, the button says it cannot be used, and why.
  await page.reload();
  const submit = card.getByRole('button', { name: `Submit Your Work for ${title}` });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(reason);

  await api(request, 'PUT', `/admin/campaigns/${campaignId}/status`, admin.token, { status: 'flagged' });
  await page.reload();
  await expect(submit).toHaveAccessibleDescription(
    'This campaign is flagged; work can be submitted only while it is active',
  );
});

/** The creator sends work through the dialog, as they would. */
async function sendWork(page: Page, card: ReturnType<typeof row>, title: string, link: string) {
  const resubmit = await card.getByRole('button', { name: `Resubmit Your Work for ${title}` }).count();
  const name = resubmit ? 'Resubmit Your Work' : 'Submit Your Work';
  await card.getByRole('button', { name: `${name} for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByLabel('Work link').fill(link);
  await dialog.getByLabel('Description').fill('My reel.');
  await dialog.getByRole('button', { name: resubmit ? 'Resubmit Work' : 'Submit Work' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The brand reviews the latest work; approving also completes the creator, as the brand's dialog does. */
async function reviewLatest(
  request: APIRequestContext,
  brand: Account,
  ids: { campaignId: string; creatorId: string },
  decision: { status: 'approved' | 'rejected'; feedback?: string },
) {
  const { submissions } = await api(
    request,
    'GET',
    `/work-submissions/campaign/${ids.campaignId}`,
    brand.token,
  );
  await api(request, 'PUT', `/work-submissions/${submissions[0].id}/review`, brand.token, decision);
  if (decision.status === 'approved')
    await api(request, 'POST', `/campaigns/${ids.campaignId}/complete-creator/${ids.creatorId}`, brand.token);
}

for (const kind of ['paid', 'barter'] as const) {
  test(`the status box follows the work and the money on a ${kind} campaign`, async ({
    page,
    request,
    signedIn,
  }, info) => {
    const creator = await signedIn('creator');
    const brand = await newAccount(info, 'brand', 'Brand Owner');
    const title = kind === 'paid' ? 'Paid Sneaker Drop' : 'Barter Tea Swap';
    const { campaignId } = await acceptedOn(
      request,
      brand,
      creator,
      kind === 'paid' ? { title, collab_type: 'paid', budget: 20000 } : { title, collab_type: 'barter' },
    );
    const ids = { campaignId, creatorId: creator.id };
    const admin = await adminAccount(request);
    // The brand's money is held, so the creator's payout can be paid (docs/product.md#funding).
    if (kind === 'paid')
      await fundedCampaign(request, {
        brandToken: brand.token,
        adminToken: admin.token,
        campaignId,
        utr: uniqueUtr(info),
      });
    await openApplications(page);
    const card = row(page, title);
    await expect(card.getByText(/^Congratulations!/)).toBeVisible();

    await sendWork(page, card, title, 'https://www.youtube.com/watch?v=first');
    await expect(card.getByText(/^Your work is under review/)).toBeVisible();
    await expect(card.getByText(/^Congratulations!/)).toHaveCount(0);

    await reviewLatest(request, brand, ids, { status: 'rejected', feedback: 'Show the label clearly.' });
    await page.reload();
    await expect(
      card.getByText('The brand rejected your work. Please rework it and resubmit.'),
    ).toBeVisible();
    await expect(card.getByText('Show the label clearly.')).toBeVisible();
    await expect(card.getByText(/Congratulations/)).toHaveCount(0);

    await sendWork(page, card, title, 'https://drive.google.com/file/d/second/view');
    await expect(card.getByText(/^Your work is under review/)).toBeVisible();
    await reviewLatest(request, brand, ids, { status: 'approved' });
    await page.reload();
    await expect(
      card.getByText(kind === 'paid' ? 'Work Approved and Payment is in progress' : 'Work Approved', {
        exact: true,
      }),
    ).toBeVisible();
    if (kind === 'barter') return;

    // The newest payments come first; this one was made a moment ago.
    const { transactions } = await api(request, 'GET', '/admin/transactions?limit=100', admin.token);
    const payment = transactions.find((tx: { campaign_id: string }) => tx.campaign_id === campaignId);
    await api(request, 'PUT', `/transactions/${payment.id}`, admin.token, { payment_status: 'completed' });
    await page.reload();
    await expect(card.getByText(/^Work Approved and Paid/)).toBeVisible();
  });
}
