import { expect, type Page } from '@playwright/test';
import { api } from './api';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';
import { expectNoSidewaysScroll, watchPolicy } from './helpers';

/*
 * Public creator pages (docs/product.md#public-creator-pages): a creator picks a username, turns the
 * page on and copies its link; a signed-out visitor opens it and sees the media kit, with the
 * creator's Open Graph tags in the page the server sent.
 */

const SHOTS = '/tmp/shots/public-creator-page';

const publicCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Public page', exact: true }) });

/** A username no other test run has taken: 3-30 of a-z 0-9 _ . */
const freshUsername = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a creator shares a public page that a signed-out visitor sees, with its Open Graph tags', async ({
  page,
  browser,
  request,
  signedIn,
}) => {
  // Axe at two widths on two screens.
  test.setTimeout(120_000);
  const taken = freshUsername('taken');
  const other = await signedIn('creator', { fullName: 'Other Creator' });
  await api(request, 'PUT', '/profiles/me', other.token, { username: taken });

  const creator = await signedIn('creator', { fullName: 'Meera & "Maya" Kapoor' });
  await api(request, 'PUT', '/profiles/me', creator.token, {
    niche: 'Fashion',
    bio: 'Festive looks on a budget',
    location: 'Jaipur',
    phone: '+91 98290 11111',
    instagram_handle: 'meera.styles',
    follower_count: 48_000,
    reel_price: '₹4,000',
    languages_spoken: ['Hindi', 'English'],
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/profile');
  const card = publicCard(page);
  await expect(card.getByText('Turn the public page on to share your media kit with a link.')).toBeVisible();
  await card.getByRole('button', { name: 'Edit Public Page' }).click();

  // A username already taken, typed in capitals: shown lower case, refused on the field.
  const username = card.getByLabel('Username');
  await username.fill(taken.toUpperCase());
  await expect(username).toHaveValue(taken);
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(username).toHaveAccessibleDescription('Username is already taken');
  await expect(username).toBeFocused();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, { label: `the public page form at ${width} px` });
  }

  const mine = freshUsername('meera');
  await username.fill(mine);
  const toggle = card.getByRole('switch', { name: 'Public page' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await card.getByLabel('Availability').selectOption({ label: 'Busy' });
  await card.getByRole('button', { name: 'Save Changes' }).click();

  const link = card.getByRole('link', { name: new RegExp(`/c/${mine.replace('.', '\\.')}$`) });
  await expect(link).toBeVisible();
  await expect(card.getByText('Busy')).toBeVisible();
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByRole('status')).toHaveText('Copied');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/c/${mine.replace('.', '\\.')}$`));

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/profile-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `the profile with its public page at ${width} px` });
  }

  // A visitor with no session opens the link.
  const visitor = await (await browser.newContext()).newPage();
  const violations = await watchPolicy(visitor);
  const res = await visitor.goto(url);
  expect(res?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Meera & "Maya" Kapoor' })).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Meera & "Maya" Kapoor',
  );
  await expect(visitor.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
  await expect(visitor).toHaveTitle('Meera & "Maya" Kapoor · Collab Marketplace');
  const main = visitor.getByRole('main');
  await expect(main.getByText(`@${mine}`)).toBeVisible();
  await expect(main.getByText('Fashion · Jaipur')).toBeVisible();
  await expect(main.getByText('Festive looks on a budget')).toBeVisible();
  await expect(main.getByText('Busy')).toBeVisible();
  await expect(main.getByRole('link', { name: '@meera.styles' })).toBeVisible();
  await expect(main.getByText('48,000').first()).toBeVisible();
  await expect(main.getByText('₹4,000')).toBeVisible();
  await expect(main.getByText('Hindi, English')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(main.getByText('Completed collaborations')).toBeVisible();
  const text = await visitor.content();
  expect(text).not.toContain(creator.email);
  expect(text).not.toContain('98290');
  await expect(visitor.getByRole('button', { name: 'Copy link' })).toBeVisible();

  for (const width of [375, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(visitor);
    await visitor.screenshot({ path: `${SHOTS}/public-${width}.png`, fullPage: true });
    await expectNoAxeViolations(visitor, { label: `the public creator page at ${width} px` });
  }
  expect(violations).toEqual([]);

  // The creator turns the page off: the link is the 404 screen, and the server says 404.
  await api(request, 'PUT', '/profiles/me', creator.token, { public_profile: false });
  const gone = await visitor.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await visitor.context().close();
});

test('an unknown username is the 404 screen', async ({ page }) => {
  const res = await page.goto('/c/nobody.at.all');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});
