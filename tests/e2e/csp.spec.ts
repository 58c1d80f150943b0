import { expect, test, type Page } from '@playwright/test';
import { adminAccount, createAccount, type Account } from './api';
import { E2E_BASE_URL } from './env';
import { watchPolicy } from './helpers';

async function signedIn(page: Page, account: Account) {
  await page.context().addCookies([{ name: 'session', value: account.token, url: E2E_BASE_URL }]);
}

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
  request,
}, info) => {
  const violations = await watchPolicy(page);
  const creator = await createAccount(request, info, 'influencer', 'Policy Creator');
  await signedIn(page, creator);
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

test("a brand's dashboard and the admin's panel break none of it", async ({ page, request }, info) => {
  const violations = await watchPolicy(page);
  const brand = await createAccount(request, info, 'brand', 'Policy Brand');
  await signedIn(page, brand);
  await page.goto('/brand-dashboard');
  await expect(page.getByRole('tab').first()).toBeVisible();

  const admin = await adminAccount(request);
  await signedIn(page, admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Platform Analytics' })).toBeVisible();
  for (const tab of ['Users', 'Transactions', 'Campaigns', 'Reports']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  expect(violations).toEqual([]);
});
