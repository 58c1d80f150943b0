import fs from 'node:fs';
import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { api, newAccount, signIn, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test } from './fixtures';
import { expectKeptThroughReloadAndBack, expectNoSidewaysScroll } from './helpers';

const SHOTS = '/tmp/shots/creator';
// Several browsers and servers share two cores while these run: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });
/** A 1×1 PNG: the smallest real image the server's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Apply opens a dialog for an optional pitch; this sends the application without one. */
const sendApplication = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();

type CampaignBody = { title: string; collab_type: 'paid' | 'barter'; budget?: number; tags: string[] };

/** A brand (with a company name) and its active campaigns, made through the API. */
async function brandWithCampaigns(
  request: APIRequestContext,
  info: TestInfo,
  company: string,
  bodies: CampaignBody[],
) {
  const brand = await newAccount(info, 'brand', 'Brand Owner');
  await api(request, 'PUT', '/profiles/me', brand.token, { company_name: company });
  const campaigns: Record<string, string> = {};
  for (const body of bodies) {
    const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
      ...body,
      status: 'active',
      description: `${body.title}: show our product to your audience.`,
      deliverables: ['1 Instagram reel', '2 stories'],
      timeline: { start_date: '2027-07-01', end_date: '2027-07-31' },
      deadline: '2027-06-25',
    });
    campaigns[body.title] = campaign.id;
  }
  return { brand, campaigns };
}

async function applicationOf(
  request: APIRequestContext,
  brand: Account,
  campaignId: string,
): Promise<string> {
  const { applications } = await api(request, 'GET', '/applications/my', brand.token);
  return applications.find((a: { campaign_id: string }) => a.campaign_id === campaignId).id;
}

async function latestSubmissionOf(
  request: APIRequestContext,
  brand: Account,
  campaignId: string,
): Promise<string> {
  const { submissions } = await api(request, 'GET', `/work-submissions/campaign/${campaignId}`, brand.token);
  return submissions[0].id;
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
const toast = (page: Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();

async function expectCards(page: Page, visible: string[], hidden: string[]) {
  for (const title of visible) await expect(card(page, title)).toBeVisible();
  for (const title of hidden) await expect(card(page, title)).toHaveCount(0);
}

async function refresh(page: Page) {
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled();
}

async function fillPayment(page: Page, field: string, value: string) {
  const input = page.getByLabel(field, { exact: true });
  await input.fill('');
  await input.pressSequentially(value);
  return input;
}

test('a creator browses, applies, reports, submits work through review and sets up payment details', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const u = `q${Date.now().toString(36)}`;
  const glow = `Summer Glow ${u}`;
  const trail = `Trail Run ${u}`;
  const gadget = `Gadget Review ${u}`;
  const company = `Acme Foods ${u}`;
  const { brand, campaigns } = await brandWithCampaigns(request, info, company, [
    { title: glow, collab_type: 'paid', budget: 50000, tags: ['beauty', 'summer', u, 'skincare'] },
    { title: trail, collab_type: 'barter', tags: ['fitness', u] },
    { title: gadget, collab_type: 'paid', budget: 8000, tags: ['tech', u] },
  ]);
  const creator = await newAccount(info, 'influencer', 'Riya Creator');
  await signIn(page, creator);
  await expect(page).toHaveURL(/\/creator-dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Riya Creator!' })).toBeVisible();
  await expect(page.getByText('Total Earnings')).toBeVisible();
  await expect(page.getByText('₹0', { exact: true })).toBeVisible();

  // Search (debounced, on the server): every word must match.
  const search = page.getByRole('searchbox', { name: 'Search campaigns' });
  await search.fill(u);
  await expectCards(page, [glow, trail, gadget], []);
  const glowCard = card(page, glow);
  await expect(glowCard.getByText(`by ${company}`)).toBeVisible();
  await expect(glowCard.getByText('₹50,000')).toBeVisible();
  await expect(glowCard.getByText('1 Instagram reel')).toBeVisible();
  await expect(glowCard.getByText('25 Jun 2027')).toBeVisible();
  await expect(card(page, trail).getByText('Barter', { exact: true }).first()).toBeVisible();
  await search.fill(`trail ${u}`);
  await expectCards(page, [trail], [glow, gadget]);
  await search.fill(u);
  await expectCards(page, [glow, trail, gadget], []);

  // Filters: type, budget range, sort; shown as chips; Clear all.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Collaboration type').selectOption('paid');
  await expectCards(page, [glow, gadget], [trail]);
  await expect(page.getByText('Type: Paid')).toBeVisible();
  await page.getByLabel('Minimum budget (₹)').fill('10000');
  await expectCards(page, [glow], [trail, gadget]);
  await expect(page.getByText('Budget: from ₹10,000')).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter Budget: from ₹10,000' }).click();
  await expectCards(page, [glow, gadget], [trail]);
  await page.getByLabel('Tags', { exact: true }).fill('tech');
  await expectCards(page, [gadget], [glow, trail]);
  await page.getByLabel('Tags', { exact: true }).fill('');
  await page.getByLabel('Sort by').selectOption('budget');
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(glow);
  await page.getByRole('button', { name: 'Clear all', exact: true }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByText('Type: Paid')).toHaveCount(0);
  await search.fill(u);
  await expectCards(page, [glow, trail, gadget], []);

  // Apply; then Already Applied when the server already has the application.
  await glowCard.getByRole('button', { name: `Apply to ${glow}` }).click();
  await sendApplication(page);
  await expect(toast(page, 'Application submitted')).toBeVisible();
  await expect(glowCard.getByRole('button', { name: `Applied to ${glow}` })).toBeDisabled();
  await api(request, 'POST', '/applications', creator.token, { campaign_id: campaigns[gadget] });
  await card(page, gadget)
    .getByRole('button', { name: `Apply to ${gadget}` })
    .click();
  await sendApplication(page);
  await expect(toast(page, 'Already Applied')).toContainText('You have already applied to this campaign.');
  await expect(card(page, gadget).getByRole('button', { name: `Applied to ${gadget}` })).toBeDisabled();

  // Report a campaign (the messages first) and a brand.
  await card(page, trail)
    .getByRole('button', { name: `Report campaign ${trail}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Report campaign' });
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByText('Please select a report type.')).toBeVisible();
  await expect(dialog.getByText('Please provide a reason for the report.')).toBeVisible();
  await dialog.getByLabel('Report type').selectOption('spam');
  await dialog.getByLabel('Reason').fill('This looks like a copy of another brand’s campaign.');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(page, 'Report submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await card(page, trail)
    .getByRole('button', { name: `Report brand ${company}` })
    .click();
  const brandDialog = page.getByRole('dialog', { name: 'Report brand' });
  await brandDialog.getByLabel('Report type').selectOption('fake');
  await brandDialog.getByLabel('Reason').fill('The company does not seem to exist.');
  await brandDialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(brandDialog).toBeHidden();

  // My Applications: the tab is in the URL; first two tags and +N; pending is under review.
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/tab=applications/);
  const glowRow = card(page, glow);
  await expect(glowRow.getByText('Pending', { exact: true })).toBeVisible();
  await expect(glowRow.getByText(/under review/)).toBeVisible();
  await expect(glowRow.getByText('beauty')).toBeVisible();
  await expect(glowRow.getByText('summer', { exact: true })).toBeVisible();
  await expect(glowRow.getByText('+2')).toBeVisible();
  await expect(glowRow.getByText('skincare')).toHaveCount(0);
  await expect(card(page, gadget)).toBeVisible();

  // The brand accepts: Ready to Start and Submit Your Work; Accepted counts it.
  await api(
    request,
    'PUT',
    `/applications/${await applicationOf(request, brand, campaigns[glow]!)}`,
    brand.token,
    { status: 'accepted' },
  );
  await refresh(page);
  await expect(glowRow.getByText('Ready to Start')).toBeVisible();
  await expect(glowRow.getByText(/^Congratulations!/)).toBeVisible();

  // A bad link is refused with the rule's message and Submit stays disabled; a good one goes through.
  await glowRow.getByRole('button', { name: `Submit Your Work for ${glow}` }).click();
  const work = page.getByRole('dialog', { name: 'Submit Your Work' });
  const submitWork = work.getByRole('button', { name: 'Submit Work' });
  await expect(submitWork).toBeDisabled();
  await work.getByLabel('Work link').fill('https://example.com/my-video');
  await expect(
    work.getByText('Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)'),
  ).toBeVisible();
  await expect(submitWork).toBeDisabled();
  await work.getByLabel('Work link').fill('ftp://youtube.com/video');
  await expect(work.getByText('URL must start with http:// or https://')).toBeVisible();
  await work.getByLabel('Work link').fill('https://www.youtube.com/watch?v=glow1');
  await expect(work.getByText('URL must start with http:// or https://')).toHaveCount(0);
  await work.getByLabel('Description').fill('My summer glow reel.');
  await submitWork.click();
  await expect(toast(page, 'Work submitted')).toBeVisible();
  await expect(glowRow.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(glowRow.getByRole('button', { name: /Submit Your Work/ })).toHaveCount(0);

  // The brand rejects with feedback: the creator reads it and resubmits.
  await api(
    request,
    'PUT',
    `/work-submissions/${await latestSubmissionOf(request, brand, campaigns[glow]!)}/review`,
    brand.token,
    {
      status: 'rejected',
      feedback: 'Please show the product label clearly.',
    },
  );
  await refresh(page);
  await expect(glowRow.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(glowRow.getByText('Please show the product label clearly.')).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/journey-rejected.png`, fullPage: true });
  await glowRow.getByRole('button', { name: `Resubmit Your Work for ${glow}` }).click();
  const again = page.getByRole('dialog', { name: 'Resubmit Your Work' });
  await again.getByLabel('Work link').fill('https://drive.google.com/file/d/glow2/view');
  await again.getByRole('button', { name: 'Resubmit Work' }).click();
  await expect(toast(page, 'Work submitted')).toBeVisible();
  await expect(glowRow.getByText('Under Review', { exact: true })).toBeVisible();

  // The brand approves: a paid campaign's payment is in progress.
  await api(
    request,
    'PUT',
    `/work-submissions/${await latestSubmissionOf(request, brand, campaigns[glow]!)}/review`,
    brand.token,
    {
      status: 'approved',
    },
  );
  await refresh(page);
  await expect(glowRow.getByText('Work Approved and Payment is in progress')).toBeVisible();
  await expect(glowRow.getByText('Ready to Start')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/journey-approved.png`, fullPage: true });

  // Payment Details: inputs are cleaned as typed, the messages show, then consent, then a save.
  await page.getByRole('tab', { name: 'Payment Details' }).click();
  await expect(page).toHaveURL(/tab=payment/);
  await expect(
    page.getByText('Save your payment details first, then upload documents.').first(),
  ).toBeVisible();
  await expect(await fillPayment(page, 'PAN Number', 'abc-12')).toHaveValue('ABC12');
  await expect(await fillPayment(page, 'Aadhaar Number', '1234abcd5678 9012 99')).toHaveValue(
    '1234 5678 9012',
  );
  await expect(await fillPayment(page, 'Account Number', '12ab34')).toHaveValue('1234');
  await expect(await fillPayment(page, 'IFSC Code', 'sbin0001234xyz')).toHaveValue('SBIN0001234');
  await fillPayment(page, 'UPI ID', 'not a upi');
  await page.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(toast(page, 'Validation failed')).toContainText('Please fix the errors in the form.');
  await expect(page.getByText('Invalid PAN format (e.g., ABCDE1234F)')).toBeVisible();
  await expect(page.getByText('Account number must be 9-18 digits')).toBeVisible();
  await expect(page.getByText('Invalid UPI ID format')).toBeVisible();
  await fillPayment(page, 'PAN Number', 'abcde1234f');
  await fillPayment(page, 'Account Number', '123456789012');
  await fillPayment(page, 'UPI ID', 'riya@okbank');
  await fillPayment(page, 'Account Holder Name', 'Riya Creator');
  await fillPayment(page, 'Bank Name', 'State Bank of India');
  await page.getByLabel('Bank Name').fill('<b>Bank</b>');
  await page.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(page.getByText('HTML tags are not allowed')).toBeVisible();
  await page.getByLabel('Bank Name').fill('State Bank of India');
  await page.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(toast(page, 'Consent required')).toContainText(
    'Please provide consent to store your payment details.',
  );
  await expect(page.getByLabel(/I consent/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/I consent/).check();
  await page.getByRole('button', { name: 'Save Payment Details' }).click();
  await expect(toast(page, 'Payment details saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Payment Details' })).toBeVisible();

  // Documents: a wrong type is refused in the browser; a PNG uploads and is served to its owner.
  await page
    .getByLabel('PAN document', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, 'Invalid file type')).toContainText(
    'Only JPEG, PNG, WebP images and PDF files are allowed.',
  );
  await page
    .getByLabel('PAN document', { exact: true })
    .setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Document uploaded')).toBeVisible();
  const link = page.getByRole('link', { name: 'View uploaded PAN document' });
  await expect(link).toBeVisible();
  const served = await page.request.get((await link.getAttribute('href'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/png');
  await page.screenshot({ path: `${SHOTS}/journey-payment-saved.png`, fullPage: true });

  // A reload keeps the tab and shows what was stored.
  await page.reload();
  await expect(page.getByLabel('PAN Number')).toHaveValue('ABCDE1234F');
  // The stored Aadhaar number is never sent back in full: only its last 4 digits show.
  await expect(page.getByLabel('Aadhaar Number')).toHaveValue('');
  await expect(page.getByText('Saved number ends in 9012.')).toBeVisible();
  await expect(page.getByLabel('IFSC Code')).toHaveValue('SBIN0001234');
});

/** A tRPC batch answer carrying one error, as the server sends it. */
const trpcError = (httpStatus: number, code: string, message: string) =>
  JSON.stringify([{ error: { message, code: -32000, data: { code, httpStatus } } }]);

test('apply and load failures show their messages', async ({ page, request, signedIn }, info) => {
  const u = `n${Date.now().toString(36)}`;
  const title = `Closing Soon ${u}`;
  await brandWithCampaigns(request, info, `Closing Co ${u}`, [{ title, collab_type: 'barter', tags: [u] }]);
  await signedIn('creator');
  await page.goto(DASHBOARD.creator);
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(u);
  const apply = card(page, title).getByRole('button', { name: `Apply to ${title}` });

  // The campaign went away after the list loaded; then the server fails.
  await page.route('**/api/trpc/applications.create*', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: trpcError(404, 'NOT_FOUND', 'Campaign not found.'),
    }),
  );
  await apply.click();
  await sendApplication(page);
  await expect(toast(page, 'Campaign not found.')).toBeVisible();
  await page.unroute('**/api/trpc/applications.create*');
  await page.route('**/api/trpc/applications.create*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: trpcError(500, 'INTERNAL_SERVER_ERROR', 'Something broke'),
    }),
  );
  await apply.click();
  await sendApplication(page);
  await expect(toast(page, 'Failed to submit application. Please try again.')).toBeVisible();
  await expect(apply).toBeEnabled();

  await page.route('**/api/trpc/**campaigns.list**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.route('**/api/trpc/**applications.listMy**', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await page.reload();
  // Server failures are retried twice before the message shows.
  await expect(toast(page, 'Failed to load campaigns. Please try again.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(toast(page, 'Failed to load applications. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
});

for (const width of [375, 1280]) {
  test(`every tab and dialog is accessible and fits at ${width} px`, async ({
    page,
    request,
    signedIn,
  }, info) => {
    test.setTimeout(150_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    const u = `a${Date.now().toString(36)}`;
    const title = `Festive Looks ${u}`;
    const { brand, campaigns } = await brandWithCampaigns(request, info, `Lumen Beauty ${u}`, [
      { title, collab_type: 'paid', budget: 125000, tags: ['fashion', 'festive', 'diwali', u] },
      { title: `Cafe Visit ${u}`, collab_type: 'barter', tags: ['food', u] },
    ]);
    const creator = await signedIn('creator', { fullName: 'Arjun Creator' });
    await api(request, 'POST', '/applications', creator.token, { campaign_id: campaigns[title] });
    await api(
      request,
      'PUT',
      `/applications/${await applicationOf(request, brand, campaigns[title]!)}`,
      brand.token,
      {
        status: 'accepted',
      },
    );
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/creator-dashboard?tab=browse');
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(u);
    await expect(card(page, title)).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Collaboration type').selectOption('paid');
    await expect(page.getByText('Type: Paid')).toBeVisible();
    await expect(page.getByText(`Cafe Visit ${u}`)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/browse-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `browse ${width}` });

    await card(page, title)
      .getByRole('button', { name: /Report campaign/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('Please select a report type.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-dialog-${width}.png` });
    await expectNoAxeViolations(page, { label: `report dialog ${width}` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/creator-dashboard?tab=applications');
    await expect(card(page, title).getByText('Ready to Start')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/applications-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `applications ${width}` });

    await card(page, title)
      .getByRole('button', { name: /Submit Your Work/ })
      .click();
    await page.getByRole('dialog').getByLabel('Work link').fill('https://example.com/x');
    await expect(
      page.getByText('Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)'),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/submit-work-${width}.png` });
    await expectNoAxeViolations(page, { label: `submit work dialog ${width}` });
    await page.keyboard.press('Escape');

    await page.goto('/creator-dashboard?tab=payment');
    await expect(page.getByLabel('PAN Number')).toBeVisible();
    await page.getByRole('button', { name: 'Save Payment Details' }).click();
    await expect(
      page.getByText('Validation failed').or(page.getByText('Consent required')).first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/payment-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `payment ${width}` });
  });
}

test('the dashboard tabs work from the keyboard and the URL follows', async ({ page, signedIn }) => {
  await signedIn('creator');
  await page.goto(DASHBOARD.creator);
  await page.getByRole('tab', { name: 'Browse' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=invitations/);
  await expect(page.getByRole('tab', { name: 'Invitations' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=applications/);
  await expect(page.getByRole('tab', { name: 'Applications' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=offers/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/tab=payment/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Payment Details' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toBeVisible();
});

test('Browse keeps its search, filters and sort across tabs, a reload and Back', async ({
  page,
  request,
  signedIn,
}, info) => {
  test.setTimeout(120_000);
  const u = `k${Date.now().toString(36)}`;
  const glow = `Glow Kit ${u}`;
  const trail = `Trail Pack ${u}`;
  const gadget = `Gadget Box ${u}`;
  await brandWithCampaigns(request, info, `Keepers ${u}`, [
    { title: glow, collab_type: 'paid', budget: 50000, tags: ['beauty', u] },
    { title: trail, collab_type: 'barter', tags: ['fitness', u] },
    { title: gadget, collab_type: 'paid', budget: 8000, tags: ['tech', u] },
  ]);
  await signedIn('creator');
  await page.goto(DASHBOARD.creator);
  await expect(page).toHaveURL(/\/creator-dashboard/);

  const search = page.getByRole('searchbox', { name: 'Search campaigns' });
  await search.fill(u);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Collaboration type').selectOption('paid');
  await page.getByLabel('Minimum budget (₹)').fill('5000');
  await page.getByLabel('Sort by').selectOption('budget');
  await expectCards(page, [glow, gadget], [trail]);
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(glow);
  // The URL follows once typing pauses.
  await expect(page).toHaveURL(new RegExp(`q=${u}.*`));
  await expect(page).toHaveURL(/type=paid/);

  const expectKept = async () => {
    await expect(search).toHaveValue(u);
    await expect(page.getByText('Type: Paid')).toBeVisible();
    await expect(page.getByText('Budget: from ₹5,000')).toBeVisible();
    await expect(page.getByText('Sort: Highest budget')).toBeVisible();
    await expectCards(page, [glow, gadget], [trail]);
    await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(glow);
  };

  // Another tab and back: the Browse panel was unmounted, its state was not lost.
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await page.getByRole('tab', { name: 'Browse' }).click();
  await expectKept();

  // A reload, then another page and Back.
  await expectKeptThroughReloadAndBack(page, expectKept);

  // Keys typed just before switching tabs are kept too.
  await page.getByRole('button', { name: 'Clear all', exact: true }).click();
  await expect(page.getByText('Type: Paid')).toHaveCount(0);
  await search.fill(`trail ${u}`);
  await page.getByRole('tab', { name: 'Payment Details' }).click();
  await expect(page).toHaveURL(/tab=payment/);
  await page.getByRole('tab', { name: 'Browse' }).click();
  await expect(search).toHaveValue(`trail ${u}`);
  await expectCards(page, [trail], [glow, gadget]);
});

test('a creator with more than 100 applications sees every Applied mark', async ({
  page,
  request,
  signedIn,
}, info) => {
  test.setTimeout(150_000);
  const u = `h${Date.now().toString(36)}`;
  const title = (i: number) => `Hundred ${u} ${String(i).padStart(3, '0')}`;
  // The first campaign has the highest budget, so sorting by budget puts it first; it is also the one applied to first.
  const bodies = Array.from({ length: 101 }, (_, k) => ({
    title: title(k + 1),
    collab_type: 'paid' as const,
    budget: k === 0 ? 900000 : 1000 + k,
    tags: [u],
  }));
  const { campaigns } = await brandWithCampaigns(request, info, `Hundred Co ${u}`, bodies);
  const creator = await signedIn('creator');
  for (const body of bodies)
    await api(request, 'POST', '/applications', creator.token, { campaign_id: campaigns[body.title] });
  await page.goto(DASHBOARD.creator);

  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(u);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Sort by').selectOption('budget');
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(title(1));
  // The oldest of 101 applications: beyond the newest 100.
  await expect(card(page, title(1)).getByRole('button', { name: `Applied to ${title(1)}` })).toBeDisabled();
  for (const article of await page.getByRole('article').all()) {
    await expect(article.getByRole('button', { name: /^Applied to / })).toBeDisabled();
  }
  await expect(page.getByRole('navigation', { name: 'Campaign pages' })).toContainText('Showing 1–10 of 101');
});
