import { expect } from '@playwright/test';
import { test } from './fixtures';
import { watchPolicy } from './helpers';

/** A 1x1 PNG: shown as a blob: preview, then uploaded. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the pages are served with the policy, and the public screens break none of it', async ({ page }) => {
  const violations = await watchPolicy(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where creators and brands collaborate directly' }),
  ).toBeVisible();
  for (const path of ['/about', '/contact', '/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/auth?tab=signup');
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await page.goto('/auth?tab=signin');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a creator's dashboard and profile, with a photo previewed and uploaded, break none of it", async ({
  page,
  signedIn,
}) => {
  const violations = await watchPolicy(page);
  await signedIn('creator', { fullName: 'Policy Creator' });
  await page.goto('/creator-dashboard');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Profile photo of Policy Creator' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/avatars\//,
  );
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a brand's dashboard and the admin's panel break none of it", async ({ page, signedIn }) => {
  const violations = await watchPolicy(page);
  await signedIn('brand', { fullName: 'Policy Brand' });
  await page.goto('/brand-dashboard');
  await expect(page.getByRole('tab').first()).toBeVisible();

  await signedIn('admin');
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Platform Analytics' })).toBeVisible();
  for (const tab of ['Users', 'Transactions', 'Campaigns', 'Reports']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  expect(violations).toEqual([]);
});
