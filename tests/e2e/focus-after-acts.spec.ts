import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { api, deal, newAccount } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * A success toast a screen reader reads: in the page's polite `status` region, which nothing hides
 * (no inert or aria-hidden ancestor, no closed dialog holding it).
 */
async function expectAnnounced(page: Page, title: string) {
  const region = page.getByRole('status').filter({ hasText: title });
  await expect(region).toBeVisible();
  expect(
    await region.evaluate((el) => el.closest('[inert], [aria-hidden="true"], [role="dialog"]') === null),
  ).toBe(true);
}

/** Focus is on `target`, not fallen to the page's body. */
async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

/**
 * Issue 28, item 14: after Send application the dialog closes and the card's Apply turns to Applied;
 * focus comes back to that mark on the card (where the person was), not to the page, and the result
 * is announced.
 */
test('Send application: focus returns to the card, now Applied, and the result is announced', async ({
  page,
  request,
  signedIn,
}, info) => {
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const brand = await newAccount(info, 'brand', `Focus Brand ${tag}`);
  const title = `Focus Tea ${tag}`;
  await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Short videos about our new tea range.',
    status: 'active',
    collab_type: 'barter',
    tags: ['food'],
  });
  await signedIn('creator');
  await page.goto(`${DASHBOARD.creator}?tab=browse&q=${tag}`);
  await page.getByRole('button', { name: `Apply to ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to “${title}”` });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toHaveCount(0);
  await expectAnnounced(page, 'Application submitted');
  await expectFocusOn(page, page.getByRole('button', { name: `Applied to ${title}` }));
  await expect(page.getByRole('button', { name: `Applied to ${title}` })).toBeDisabled();
});

/** Accept on Reviewed Applications: its buttons go with the decision; focus goes to the card's Message. */
test("Accept: focus moves to the card's Message, and the result is announced", async ({
  page,
  request,
}, info) => {
  const { brand, creator, title } = await deal(request, info, { accept: false, title: 'Accept Focus' });
  await useSession(page, brand);
  await page.goto(`${DASHBOARD.brand}?tab=applications`);
  const card = page.getByRole('article', { name: `${creator.fullName}, ${title}` });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expectAnnounced(page, 'Application Updated');
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expectFocusOn(page, card.getByRole('link', { name: `Message ${creator.fullName} about ${title}` }));
});

/** Create Campaign: the form gives way to the Campaigns tab, where the new campaign's card takes focus. */
test("Create Campaign: focus moves to the new campaign's card, and the result is announced", async ({
  page,
  signedIn,
}, info) => {
  const title = `Created Focus ${info.workerIndex}${Date.now().toString(36)}`;
  await signedIn('brand');
  await page.goto(`${DASHBOARD.brand}?tab=create`);
  await page.getByLabel('Campaign Name').fill(title);
  await page.getByLabel('Budget Range').fill('20000');
  await page.getByLabel('Campaign Brief').fill('Short videos about our new tea range.');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expectAnnounced(page, 'Campaign Created!');
  await expect(page).toHaveURL(/tab=campaigns/);
  await expectFocusOn(page, page.getByRole('heading', { name: title, level: 3 }));
});

/**
 * A creator with several collaborations under way has a list of versions on each card: each list is
 * named by its campaign, so a screen reader's list of regions tells them apart.
 */
test('each card’s versions are a region named by its campaign, none named alike', async ({
  page,
  request,
}, info) => {
  const first = await deal(request, info, { title: 'Versions One' });
  const creator = first.creator;
  const brand = first.brand;
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title: `Versions Two ${Date.now().toString(36)}`,
    description: 'A second reel.',
    status: 'active',
    collab_type: 'barter',
    tags: ['food'],
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  for (const applicationId of [first.applicationId, application.id])
    await api(request, 'POST', '/work-submissions', creator.token, {
      application_id: applicationId,
      content: 'The reel',
      links: ['https://www.instagram.com/reel/versions'],
    });
  await useSession(page, creator);
  await page.goto(`${DASHBOARD.creator}?tab=applications`);
  for (const title of [first.title, campaign.title])
    await expect(page.getByRole('region', { name: `Versions of ${title}`, exact: true })).toContainText(
      'Version 1',
    );
  const names = await page
    .locator('section[aria-label], section[aria-labelledby], [role="region"]')
    .evaluateAll((regions) =>
      regions.map(
        (r) =>
          r.getAttribute('aria-label') ??
          document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent ??
          '',
      ),
    );
  expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  await expectNoAxeViolations(page, { label: 'My Applications with two lists of versions' });
});
