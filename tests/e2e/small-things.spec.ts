import { expect as baseExpect, type Page } from '@playwright/test';
import { adminAccount, api, newAccount } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

const FIRST_CAMPAIGN = 'Create Your First Campaign';

/**
 * Issue 28, item 13: a brand that has a campaign is never asked to create its first: not on the
 * Overview while no creator has joined yet, nor on the Campaigns tab when a search matches nothing.
 */
test('a brand with a campaign is not asked to create its first one', async ({ page, request, signedIn }) => {
  const brand = await signedIn('brand');
  await api(request, 'POST', '/campaigns', brand.token, {
    title: 'Monsoon Reels',
    description: 'Short videos about our monsoon range.',
    status: 'active',
    collab_type: 'barter',
    tags: ['fashion'],
  });
  await page.goto(DASHBOARD.brand);
  await expect(page.getByText('No influencer collaborations yet')).toBeVisible();
  await expect(page.getByRole('button', { name: FIRST_CAMPAIGN })).toHaveCount(0);
  await expect(page.getByText('Creators you accept to your campaigns appear here.')).toBeVisible();

  await page.goto(`${DASHBOARD.brand}?tab=campaigns&q=nothing-matches-this`);
  await expect(page.getByText('No campaigns found for this category.')).toBeVisible();
  await expect(page.getByRole('button', { name: FIRST_CAMPAIGN })).toHaveCount(0);
  await expectNoAxeViolations(page, { label: 'Campaigns with a search that matches nothing' });
});

/** The admin's User Distribution: the period's sign-ups and the whole user base, each labelled. */
test('User Distribution shows the accounts made in the period and every account, labelled', async ({
  page,
  signedIn,
}) => {
  await signedIn('admin');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await page.goto(DASHBOARD.admin);
    await page.getByRole('tab', { name: 'Users' }).click();
    const joined = page.getByRole('region', { name: 'Joined in last 30 days' });
    const all = page.getByRole('region', { name: 'All accounts' });
    await expect(joined.getByText(/^Accounts created in the period: \d/)).toBeVisible();
    await expect(joined.getByRole('list', { name: 'Accounts created in the period, by type' })).toContainText(
      'Creators',
    );
    await expect(all.getByText(/^Every account, whenever it was made: \d/)).toBeVisible();
    // The admin's own account is in the user base, whenever it was made.
    await expect(all.getByRole('list', { name: 'Every account, by type' })).toContainText('Admins');
    await expectNoAxeViolations(page, { label: `User Distribution at ${width} px` });
  }
});

/** The Audit Log's row for one campaign: its title where its id was. */
const auditRow = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Audit entries' }).getByRole('row').filter({ hasText: title });

/**
 * The Audit Log names the people and campaigns of its entries instead of bare ids, and the admin
 * filter is a list of the admins who have entries, by name.
 */
test('the Audit Log names people and campaigns, and filters by an admin chosen from a list', async ({
  page,
  request,
}, info) => {
  // Two widths, each scanned by axe.
  test.setTimeout(90_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const brand = await newAccount(info, 'brand', `Audited Brand ${tag}`);
  const title = `Audited Campaign ${tag}`;
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Short videos about our new tea range.',
    status: 'active',
    collab_type: 'barter',
    tags: ['food'],
  });
  const admin = await adminAccount(request);
  await api(request, 'PUT', `/admin/campaigns/${campaign.id}/status`, admin.token, { status: 'paused' });
  await useSession(page, admin);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await page.goto(`${DASHBOARD.admin}?tab=audit-log`);
    // The admin filter lists admins by name; choosing one shows their entries.
    const adminFilter = page.getByLabel('Admin', { exact: true });
    await expect(
      adminFilter.locator('option', { hasText: `${admin.fullName} (${admin.email})` }),
    ).toHaveCount(1);
    await adminFilter.selectOption({ label: `${admin.fullName} (${admin.email})` });
    const row = auditRow(page, title);
    await expect(row).toContainText(`Audited Brand ${tag}`);
    await expect(row).not.toContainText(campaign.id);
    await expect(row).not.toContainText(brand.id);
    await expectNoAxeViolations(page, { label: `Audit Log at ${width} px` });
  }

  // Choosing the campaign in a row filters the log by it.
  await auditRow(page, title)
    .getByRole('button', { name: `Only entries about ${title}` })
    .click();
  await expect(page.getByLabel('Target id')).toHaveValue(campaign.id);
  await expect(page.getByRole('region', { name: 'Audit entries' }).getByRole('row')).toHaveCount(2);
});
