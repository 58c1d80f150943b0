import { expect as baseExpect, type Page } from '@playwright/test';
import { toast } from './admin-helpers';
import { api, newAccount } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test } from './fixtures';

// Two browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

const WIDTHS = [375, 1280];

async function atWidths(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await expectNoAxeViolations(page, { label: `${label} at ${width}px` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * docs/product.md#shortlists and the Find creators screen: a brand filters creators (the filters
 * stay in the URL over a reload), adds two of them to a new shortlist with notes, and finds them
 * with their notes on the Shortlists tab, and invites the whole shortlist to an invite-only campaign.
 */
test('a brand finds creators by filters kept in the URL and shortlists them with notes', async ({
  page,
  signedIn,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  // One word no other test's creator lives in: the city filter finds only these.
  const city = `Shortpur${tag}`;
  const people = [
    { name: `Asha Find ${tag}`, availability: 'available', followers: 52_300, price: '₹4,000' },
    { name: `Bina Find ${tag}`, availability: 'available', followers: 8_000, price: '₹9,000 - ₹12,000' },
    { name: `Chetan Find ${tag}`, availability: 'busy', followers: 900_000, price: '₹50,000' },
  ];
  for (const p of people) {
    const creator = await newAccount(info, 'influencer', p.name);
    await api(request, 'PUT', '/profiles/me', creator.token, {
      location: `${city}, Maharashtra`,
      niche: 'Food',
      follower_count: p.followers,
      languages_spoken: ['Hindi', 'Marathi'],
      reel_price: p.price,
      availability: p.availability,
    });
  }
  const brand = await signedIn('brand', { fullName: `Shortlist Brand ${tag}` });
  const secret = `Launch Week ${tag}`;
  await api(request, 'POST', '/campaigns', brand.token, {
    title: secret,
    description: 'Recipe reels for our launch week.',
    status: 'active',
    collab_type: 'barter',
    visibility: 'invite_only',
  });

  // 1. Filters: the city and Available only. The URL keeps them, and a reload keeps the answer.
  await page.goto(`${DASHBOARD.brand}?tab=find`);
  await expect(page.getByRole('heading', { name: 'Find creators', level: 2 })).toBeVisible();
  await page.getByLabel('City').fill(city);
  await page.getByLabel('Available only').check();
  await expect(page).toHaveURL(new RegExp(`city=${city}`));
  await expect(page).toHaveURL(/available=true/);
  const results = page.getByRole('list', { name: 'Creators' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 creators found')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue(city);
  await expect(page.getByLabel('Available only')).toBeChecked();
  await expect(results.getByRole('listitem')).toHaveCount(2);
  const asha = results.getByRole('listitem').filter({ hasText: people[0]!.name });
  await expect(asha).toContainText('52.3K');
  await expect(asha).toContainText('Reel ₹4,000');
  await expect(results).not.toContainText(people[2]!.name);

  // An empty answer names the filters to loosen.
  await page.getByLabel('Maximum price (₹)').fill('100');
  await expect(page.getByText(/No creators match\. Try loosening: .*price at most ₹100/)).toBeVisible();
  await expect(page).toHaveURL(/price_max=100/);
  await page.getByLabel('Maximum price (₹)').fill('');
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await atWidths(page, 'the Find creators tab');

  // 2. The card opens the Creator Profile modal.
  await asha.getByRole('button', { name: people[0]!.name, exact: true }).click();
  const profile = page.getByRole('dialog', { name: 'Creator Profile' });
  await expect(profile).toContainText(people[0]!.name);
  // The modal has Add to shortlist too: with no shortlist yet, the dialog starts a new one.
  const modalList = `From the profile ${tag}`;
  await profile.getByRole('button', { name: `Add ${people[0]!.name} to shortlist` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shortlist' });
  await dialog.getByLabel('New shortlist name').fill(modalList);
  await dialog.getByRole('button', { name: 'Save to shortlist' }).click();
  await expect(toast(page, `is on “${modalList}”`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await profile.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(profile).toHaveCount(0);

  // 3. Add to shortlist: a new shortlist with a note, then the second creator to the same one.
  const listName = `Monsoon menu ${tag}`;
  await asha.getByRole('button', { name: `Add ${people[0]!.name} to shortlist` }).click();
  await dialog.getByLabel('Shortlist', { exact: true }).selectOption({ label: 'New shortlist…' });
  await dialog.getByLabel('New shortlist name').fill(listName);
  await dialog.getByLabel('Note (optional)').fill('Great recipe reels; ask for 2 reels.');
  await atWidths(page, 'the Add to shortlist dialog');
  await dialog.getByRole('button', { name: 'Save to shortlist' }).click();
  await expect(toast(page, `is on “${listName}”`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const bina = results.getByRole('listitem').filter({ hasText: people[1]!.name });
  await bina.getByRole('button', { name: `Add ${people[1]!.name} to shortlist` }).click();
  await expect(dialog.getByLabel('Shortlist', { exact: true })).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Shortlist', { exact: true }).locator('option:checked')).toHaveText(
    `${listName} (1)`,
  );
  await dialog.getByLabel('Note (optional)').fill('Budget pick for the launch week.');
  await dialog.getByRole('button', { name: 'Save to shortlist' }).click();
  await expect(dialog).toHaveCount(0);

  // 4. The Shortlists tab: the list with its count, then its creators with their notes.
  await page.getByRole('tab', { name: 'Shortlists', exact: true }).click();
  const lists = page.getByRole('list', { name: 'Your shortlists' });
  const row = lists.getByRole('listitem').filter({ hasText: listName });
  await expect(row).toContainText('2 creators');
  await atWidths(page, 'the Shortlists tab');
  await row.getByRole('button', { name: `Open ${listName}` }).click();
  const onList = page.getByRole('list', { name: `Creators on ${listName}` });
  await expect(onList.getByRole('listitem')).toHaveCount(2);
  await expect(onList.getByRole('listitem').filter({ hasText: people[0]!.name })).toContainText(
    'Great recipe reels; ask for 2 reels.',
  );
  await expect(onList.getByRole('listitem').filter({ hasText: people[1]!.name })).toContainText(
    'Budget pick for the launch week.',
  );

  // 5. The whole shortlist invited to the invite-only campaign in one step.
  await page.getByRole('button', { name: 'Invite all to a campaign' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to campaign' });
  await expect(invite).toContainText(`the 2 creators of ${listName}`);
  await invite.getByLabel('Campaign').selectOption({ label: `${secret} (invite only)` });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`2 creators were invited to "${secret}"`)).toBeVisible();
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toHaveCount(0);

  // Edit a note, then remove a creator (asked first).
  const binaOnList = onList.getByRole('listitem').filter({ hasText: people[1]!.name });
  await binaOnList.getByRole('button', { name: `Edit note about ${people[1]!.name}` }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Edit note' });
  await noteDialog.getByLabel('Note', { exact: true }).fill('Confirmed for the launch week.');
  await noteDialog.getByRole('button', { name: 'Save note' }).click();
  await expect(binaOnList).toContainText('Confirmed for the launch week.');
  await binaOnList.getByRole('button', { name: `Remove ${people[1]!.name} from the shortlist` }).click();
  await page
    .getByRole('dialog', { name: 'Remove from shortlist' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(onList.getByRole('listitem')).toHaveCount(1);
  await atWidths(page, 'an opened shortlist');
});
