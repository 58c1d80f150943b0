import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { api, newAccount, type Account } from './api';
import { toast } from './admin-helpers';
import { test, useSession } from './fixtures';

// Several browsers and servers share two cores while these run: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** A brand's active campaign, tagged so a search finds it alone. */
async function activeCampaign(request: APIRequestContext, brand: Account, title: string, tag: string) {
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    status: 'active',
    collab_type: 'barter',
    description: `${title}: show our product to your audience.`,
    tags: [tag],
  });
  return campaign.id as string;
}

/** No serious or critical accessibility violations on what is on screen now. */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id}`)).toEqual([]);
}

/** An article (a campaign card, an application row) whose heading is this title. */
const byHeading = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a creator applies with a pitch; the brand reads it, line breaks kept, in Reviewed Applications', async ({
  page,
  request,
  signedIn,
}, info) => {
  const u = `p${Date.now().toString(36)}`;
  const title = `Monsoon Pitch ${u}`;
  const creator = await signedIn('creator', { fullName: 'Kavya Pitches' });
  const brand = await newAccount(info, 'brand', 'Pitch Brand');
  await activeCampaign(request, brand, title, u);

  await page.goto('/creator-dashboard');
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(u);
  // The search has answered (only this campaign matches): a card clicked before may be replaced.
  await expect(page.getByRole('article')).toHaveCount(1);
  await byHeading(page, title)
    .getByRole('button', { name: `Apply to ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Apply to “${title}”` });
  const pitchBox = dialog.getByLabel('Your pitch (optional)');
  await expect(dialog.getByText('0 / 1,000 characters')).toBeVisible();
  const pitch = 'I shoot rainy street looks in Kochi.\nMy audience asks for monsoon outfits.';
  await pitchBox.fill(pitch);
  await expect(dialog.getByText(`${pitch.length} / 1,000 characters`)).toBeVisible();
  await expectAccessible(page, 'apply dialog');
  // The box takes no more than the rule allows.
  await pitchBox.fill('x'.repeat(1005));
  await expect(dialog.getByText('1,000 / 1,000 characters')).toBeVisible();
  await pitchBox.fill(pitch);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(toast(page, 'Application submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(byHeading(page, title).getByRole('button', { name: `Applied to ${title}` })).toBeDisabled();

  await useSession(page, brand);
  await page.goto('/brand-dashboard?tab=applications');
  const row = page.getByRole('article', { name: `${creator.fullName}, ${title}` });
  const shown = row.getByRole('figure').filter({ hasText: 'Pitch' }).locator('blockquote');
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((el) => (el as HTMLElement).innerText)).toBe(pitch);
  // View Profile, opened to decide, shows it too.
  await row.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Creator Profile' });
  await expect(profile.getByText(`Pitch for ${title}`)).toBeVisible();
  await expect(profile.locator('blockquote')).toContainText('My audience asks for monsoon outfits.');
});

test('a creator withdraws a pending application: it leaves their list and the brand’s, and the counts drop', async ({
  page,
  request,
  signedIn,
}, info) => {
  const u = `w${Date.now().toString(36)}`;
  const leaving = `Withdrawn Reel ${u}`;
  const staying = `Kept Reel ${u}`;
  const creator = await signedIn('creator', { fullName: 'Ravi Withdraws' });
  const other = await newAccount(info, 'influencer', 'Sana Stays');
  const brand = await newAccount(info, 'brand', 'Withdraw Brand');
  const leavingId = await activeCampaign(request, brand, leaving, u);
  const stayingId = await activeCampaign(request, brand, staying, u);
  for (const [who, id] of [
    [creator, leavingId],
    [creator, stayingId],
    [other, leavingId],
  ] as const) {
    await api(request, 'POST', '/applications', who.token, { campaign_id: id, message: 'Count me in.' });
  }

  await page.goto('/creator-dashboard?tab=applications');
  await expect(page.getByText('2 applications')).toBeVisible();
  const row = byHeading(page, leaving);
  await expect(row.getByText('Count me in.')).toBeVisible();
  await row.getByRole('button', { name: `Withdraw application to ${leaving}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw application?' });
  await expect(confirm.getByRole('button', { name: 'Withdraw application' })).toBeVisible();
  await expectAccessible(page, 'withdraw dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Withdraw application to ${leaving}` }).click();
  await confirm.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(toast(page, 'Application withdrawn')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('1 application', { exact: true })).toBeVisible();
  await expect(byHeading(page, staying).getByRole('button', { name: /^Withdraw/ })).toBeVisible();

  // Browse offers Apply again.
  await page.getByRole('tab', { name: 'Browse' }).click();
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(u);
  await expect(byHeading(page, leaving).getByRole('button', { name: `Apply to ${leaving}` })).toBeEnabled();

  await useSession(page, brand);
  await page.goto('/brand-dashboard?tab=applications');
  await expect(page.getByRole('article', { name: `${other.fullName}, ${leaving}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `${creator.fullName}, ${staying}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `${creator.fullName}, ${leaving}` })).toHaveCount(0);
  await page.goto('/brand-dashboard?tab=campaigns');
  const applications = (title: string) =>
    page
      .getByRole('article', { name: title, exact: true })
      .locator('dt', { hasText: /^Applications$/ })
      .locator('xpath=following-sibling::dd[1]');
  await expect(applications(leaving)).toHaveText('1');
  await expect(applications(staying)).toHaveText('1');
});
