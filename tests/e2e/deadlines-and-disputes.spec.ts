import { expect as baseExpect, type Page } from '@playwright/test';
import { formatDate } from '@shared/dates';
import { DISPUTE_WINDOW_DAYS } from '@shared/schemas/disputes';
import { api, approvedWork, newAccount } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

const DAY_MS = 86_400_000;

/** A creator's card (Browse, My Applications), by its campaign's title. */
const browseCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The creator's application card, by its campaign's title. */
const applicationCard = browseCard;

/**
 * docs/product.md#deadlines: applications close when the deadline's day has ended in India. A
 * campaign whose deadline passed says "Applications closed" on the creator's Browse card and offers
 * no Apply (the server would refuse it: 409); one whose deadline is ahead still offers Apply. The
 * brand's View Details says so too.
 */
test('a campaign past its deadline says Applications closed and offers no Apply', async ({
  page,
  request,
  signedIn,
}, info) => {
  test.setTimeout(90_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const brand = await newAccount(info, 'brand', `Deadline Brand ${tag}`);
  const campaign = async (title: string, deadline: string) =>
    (
      await api(request, 'POST', '/campaigns', brand.token, {
        title,
        description: 'Short videos about our new tea range.',
        status: 'active',
        collab_type: 'paid',
        budget: 20_000,
        tags: ['food'],
        deadline,
      })
    ).campaign as { id: string };
  const closed = `Closed Chai ${tag}`;
  const open = `Open Chai ${tag}`;
  const { id: closedId } = await campaign(closed, '2026-01-15');
  await campaign(open, '2099-12-31');
  // The server's word: past the deadline's day, an application is refused with the reason.
  const creator = await signedIn('creator');
  const refused = await request.post('/api/applications', {
    headers: { authorization: `Bearer ${creator.token}` },
    data: { campaign_id: closedId },
  });
  expect(refused.status()).toBe(409);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await page.goto(`${DASHBOARD.creator}?tab=browse&q=${tag}`);
    const past = browseCard(page, closed);
    await expect(past.getByText('Applications closed', { exact: true })).toBeVisible();
    await expect(past.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
    await expect(past).toContainText(formatDate('2026-01-15'));
    await expect(browseCard(page, open).getByRole('button', { name: `Apply to ${open}` })).toBeEnabled();
    await expectNoAxeViolations(page, { label: `Browse with a closed campaign at ${width} px` });
  }

  await useSession(page, brand);
  await page.goto(`${DASHBOARD.brand}?tab=campaigns&q=${encodeURIComponent(closed)}`);
  await page
    .getByRole('article', { name: closed, exact: true })
    .getByRole('button', { name: 'View Details' })
    .click();
  const details = page.getByRole('dialog', { name: closed });
  await expect(details.getByText('Applications closed')).toBeVisible();
});

/**
 * docs/product.md#disputes: a dispute may be opened within 30 days of the work's approval. Both
 * parties' cards offer Open dispute and say until when; once the window has passed (the browser's
 * clock moved past it) neither offers it, and each says when it ended.
 */
test('Open dispute is offered while the 30-day window is open, with its end, and not after', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const title = `Window Reels ${tag}`;
  const brand = await newAccount(info, 'brand', `Window Brand ${tag}`);
  const creator = await newAccount(info, 'influencer', `Window Creator ${tag}`);
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about our monsoon range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['fashion'],
  });
  const { applicationId } = await approvedWork(request, {
    brand,
    creator,
    campaignId: campaign.id,
    link: 'https://www.instagram.com/reel/window-reels',
  });
  const { submissions } = await api(
    request,
    'GET',
    `/work-submissions/application/${applicationId}`,
    creator.token,
  );
  const approvedAt = Date.parse(submissions[0].reviewed_at);
  const until = approvedAt + DISPUTE_WINDOW_DAYS * DAY_MS;
  const untilText = `You can open a dispute until ${formatDate(until)}`;
  const endedText = `The time to open a dispute ended on ${formatDate(until)}.`;

  // The brand's participant card, in Campaign Management.
  const brandCard = async (on: Page) => {
    await on.goto(`${DASHBOARD.brand}?tab=applications`);
    await on.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
    await on.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
    return on.getByRole('article', { name: creator.fullName, exact: true });
  };

  // Within the window: Open dispute, and until when, on both sides.
  await useSession(page, creator);
  await page.goto(`${DASHBOARD.creator}?tab=applications`);
  const mine = applicationCard(page, title);
  await expect(mine.getByText(untilText)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Open dispute' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'the application card with its dispute window' });
  const brandPage = await (await browser.newContext()).newPage();
  await useSession(brandPage, brand);
  const participant = await brandCard(brandPage);
  await expect(participant.getByText(untilText)).toBeVisible();
  await expect(participant.getByRole('button', { name: 'Open dispute' })).toBeVisible();

  // A day after the window ended, by the browser's clock: no Open dispute, and when it ended.
  const later = await (await browser.newContext()).newPage();
  await later.clock.setFixedTime(until + DAY_MS);
  await useSession(later, creator);
  await later.goto(`${DASHBOARD.creator}?tab=applications`);
  const lateCard = applicationCard(later, title);
  await expect(lateCard.getByText(endedText)).toBeVisible();
  await expect(lateCard.getByRole('button', { name: 'Open dispute' })).toHaveCount(0);
  await expectNoAxeViolations(later, { label: 'the application card after its dispute window' });
  await later.context().close();

  const laterBrand = await (await browser.newContext()).newPage();
  await laterBrand.clock.setFixedTime(until + DAY_MS);
  await useSession(laterBrand, brand);
  const lateParticipant = await brandCard(laterBrand);
  await expect(lateParticipant.getByText(endedText)).toBeVisible();
  await expect(lateParticipant.getByRole('button', { name: 'Open dispute' })).toHaveCount(0);
  await laterBrand.context().close();
  await brandPage.context().close();
});
