import { expect, type Page } from '@playwright/test';
import { api } from './api';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

const SHOTS = '/tmp/shots/profile';

/** A 1x1 PNG, byte for byte: a real image the server's content check accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
}

const card = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title }) });
const details = (page: Page) => card(page, 'Profile Details');
const social = (page: Page) => card(page, 'Social Media Profiles');

test('a creator edits the profile: Cancel restores the stored values, Save Changes keeps the new ones', async ({
  page,
  signedIn,
}) => {
  const creator = await signedIn('creator', { fullName: 'Kavya Iyer' });
  await openProfile(page);
  await expect(page.getByText('Collab Marketplace · Creator')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();
  await expect(details(page).getByText(creator.email)).toBeVisible();

  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Location').fill('Nowhere');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(details(page).getByText('Kavya Iyer')).toBeVisible();
  await expect(page.getByText('Nowhere')).toBeHidden();

  // Editing again starts from the stored values.
  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Kavya Iyer');
  await expect(page.getByLabel('Location')).toHaveValue('');
  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();

  await page.getByLabel('Full Name').fill('Kavya R. Iyer');
  await page.getByLabel('Bio').fill('Travel and food stories from Kerala.');
  await page.getByLabel('Location').fill('Kochi, Kerala');
  await page.getByLabel('Phone').fill('+91 98470 12345');
  await page.getByLabel('Category').selectOption('Travel');
  await page.getByLabel('Editing Skills').selectOption('Advanced');
  await expect(page.getByLabel('Reel Price (₹)')).toHaveAttribute('placeholder', '500-1000');
  await expect(page.getByLabel('Post Price (₹)')).toHaveAttribute('placeholder', '300-600');
  await expect(page.getByLabel('Story Price (₹)')).toHaveAttribute('placeholder', '100-300');
  await page.getByLabel('Reel Price (₹)').fill('800-1200');
  await page.getByLabel('Story Price (₹)').fill('150-250');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toContainText(
    'Your profile has been successfully updated.',
  );
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeHidden();
  await expect(details(page).getByText('Kochi, Kerala')).toBeVisible();
  await expect(details(page).getByText('800-1200')).toBeVisible();
  // The header's menu follows the new name; Quick Stats shows the category and skills.
  await expect(page.getByRole('banner').getByText('Kavya R. Iyer')).toBeVisible();
  const stats = card(page, 'Quick Stats');
  await expect(stats).toContainText('Travel');
  await expect(stats).toContainText('Advanced');
  await expect(stats).toContainText('₹0');

  await page.reload();
  await expect(details(page).getByText('Travel and food stories from Kerala.')).toBeVisible();
  await expect(details(page).getByText('+91 98470 12345')).toBeVisible();
  await expect(details(page).getByText('150-250')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard$/);
});

test('a brand sets its company details; the website rule blocks saving until it is fixed', async ({
  page,
  signedIn,
}) => {
  await signedIn('brand', { fullName: 'Tara Textiles' });
  await openProfile(page);
  await expect(page.getByText('Collab Marketplace · Brand')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeHidden();

  await details(page).getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Category')).toHaveCount(0);
  await page.getByLabel('Industry').selectOption('Fashion & Beauty');
  await page.getByLabel('Company Name').fill('Tara Textiles Pvt Ltd');
  await page.getByLabel('Full Address').fill('12 Linking Road, Bandra West, Mumbai 400050');

  const website = page.getByLabel('Company Website');
  await website.fill('not a website');
  await expect(page.getByText('Please enter a valid website URL (e.g., example.com)')).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Validation Error' });
  await expect(toast).toContainText('Please fix the company website URL before saving.');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();

  await website.fill('taratextiles.in');
  await expect(page.getByText('Valid website URL')).toBeVisible();
  await expect(page.getByText('Please enter a valid website URL (e.g., example.com)')).toBeHidden();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toBeVisible();

  // The missing scheme was added; the stored values come back after a reload.
  await page.reload();
  await expect(details(page).getByRole('link', { name: 'https://taratextiles.in' })).toHaveAttribute(
    'href',
    'https://taratextiles.in',
  );
  await expect(details(page).getByText('Tara Textiles Pvt Ltd')).toBeVisible();
  await expect(details(page).getByText('Fashion & Beauty')).toBeVisible();
  await expect(details(page).getByText('12 Linking Road, Bandra West, Mumbai 400050')).toBeVisible();
});

test('social profiles have their own edit mode; a follower count that is not a number becomes 0', async ({
  page,
  request,
  signedIn,
}) => {
  const creator = await signedIn('creator', { fullName: 'Dev Social' });
  await openProfile(page);

  await social(page).getByRole('button', { name: 'Edit Social Profiles' }).click();
  // Only the social card is in edit mode.
  await expect(details(page).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.getByLabel('Instagram Handle').fill('@dev.travels');
  await page.getByLabel('YouTube Handle').fill('devtravels');
  await page.getByLabel('X (Twitter) Handle').fill('devtweets');
  await page.getByLabel('Instagram Followers').fill('1,25,000');
  await page.getByLabel('YouTube Subscribers').fill('lots');
  await page.getByLabel('YouTube Subscribers').blur();
  await expect(page.getByLabel('YouTube Subscribers')).toHaveValue('0');
  await page.getByLabel('X Followers').fill('-40');
  await page.getByLabel('Website', { exact: true }).fill('devtravels.com');
  await social(page).getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toContainText(
    'Your social media profiles have been updated successfully.',
  );
  await expect(social(page).getByRole('link', { name: '@dev.travels' })).toHaveAttribute(
    'href',
    'https://instagram.com/dev.travels',
  );
  await expect(social(page)).toContainText('1,25,000');

  await page.reload();
  await expect(social(page).getByRole('link', { name: '@devtweets' })).toBeVisible();
  await expect(social(page).getByRole('link', { name: 'https://devtravels.com' })).toBeVisible();
  const me = await api(request, 'GET', '/profiles/me', creator.token);
  expect(me.profile).toMatchObject({
    follower_count: 125000,
    youtube_subscribers: 0,
    x_followers: 0,
    youtube_handle: 'devtravels',
  });

  // Cancel drops the changes of the social card too.
  await social(page).getByRole('button', { name: 'Edit Social Profiles' }).click();
  await page.getByLabel('Instagram Handle').fill('someone.else');
  await social(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(social(page).getByRole('link', { name: '@dev.travels' })).toBeVisible();
});

test('the profile photo: a wrong file is refused before upload, a real PNG is uploaded and shown everywhere', async ({
  page,
  signedIn,
}) => {
  await signedIn('creator', { fullName: 'Photo Person' });
  await openProfile(page);
  const photoCard = card(page, 'Profile Photo');
  // No photo yet: the initials stand in.
  await expect(photoCard.getByRole('img', { name: 'Profile photo of Photo Person' })).toHaveText('PP');

  const input = page.getByLabel('New photo');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const refused = page.getByRole('alert').filter({ hasText: 'Invalid File' });
  await expect(refused).toContainText('Please select a valid image file (.jpg, .png)');
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 10),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'File size must be less than 2MB' }).first(),
  ).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('status').filter({ hasText: 'Profile Photo Updated' })).toContainText(
    'Your profile photo has been uploaded successfully!',
  );
  const photo = photoCard.getByRole('img', { name: 'Profile photo of Photo Person' });
  await expect(photo).toHaveAttribute('src', /^\/api\/uploads\/avatars\//);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  // The header's avatar follows at once, and the photo stays after a reload.
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^\/api\/uploads\/avatars\//);
  await page.reload();
  await expect(photoCard.getByRole('img', { name: 'Profile photo of Photo Person' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/avatars\//,
  );
});

test('a broken photo address falls back to the initials, and a refused upload says why', async ({
  page,
  signedIn,
}) => {
  await signedIn('creator', { fullName: 'Broken Image' });
  await openProfile(page);
  await page.route('**/api/uploads/avatar', (route) =>
    route.fulfill({
      status: 415,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Please select a valid image file (.jpg, .png)' }),
    }),
  );
  // A file that claims to be a PNG but is not: the server refuses it by its content.
  await page
    .getByLabel('New photo')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  const failed = page.getByRole('alert').filter({ hasText: 'Upload Failed' });
  await expect(failed).toContainText('Please select a valid image file (.jpg, .png)');
  await page.unroute('**/api/uploads/avatar');

  // An avatar address that no longer loads shows the initials instead of a broken image.
  await page.route(/\/api\/trpc\/[^?]*profiles\.me/, async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replaceAll(
      '"avatar_url":null',
      '"avatar_url":"/api/uploads/avatars/missing.png"',
    );
    await route.fulfill({ response: res, body });
  });
  await page.reload();
  const photo = card(page, 'Profile Photo').getByRole('img', { name: 'Profile photo of Broken Image' });
  await expect(photo).toHaveText('BI');
});

test('a profile that cannot be fetched says so and can be fetched again', async ({ page, signedIn }) => {
  await signedIn('creator', { fullName: 'Offline Person' });
  const profileCall = /\/api\/trpc\/[^?]*profiles\.me/;
  await page.route(profileCall, (route) => route.abort());
  await page.goto('/profile');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch profile' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your profile could not be loaded.')).toBeVisible();

  await page.unroute(profileCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(details(page).getByText('Offline Person')).toBeVisible();
});

for (const who of ['brand', 'creator'] as const) {
  test(`the ${who} profile page passes axe and fits the screen at phone and desktop width`, async ({
    page,
    signedIn,
  }) => {
    // Four axe runs over a full page.
    test.setTimeout(90_000);
    await signedIn(who, { fullName: `Axe Profile ${who}` });
    await openProfile(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${who}-view-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, { label: `${who}'s profile at ${width} px` });
      await details(page).getByRole('button', { name: 'Edit Profile' }).click();
      await social(page).getByRole('button', { name: 'Edit Social Profiles' }).click();
      if (who === 'brand') await page.getByLabel('Company Website').fill('bad site');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/${who}-edit-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, { label: `${who}'s profile being edited at ${width} px` });
      await page.getByRole('button', { name: 'Cancel' }).first().click();
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
  });
}
