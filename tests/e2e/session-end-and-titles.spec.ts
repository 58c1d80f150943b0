import { expect, type Page } from '@playwright/test';
import { adminAccount, api, submitSignIn } from './api';
import { test } from './fixtures';

const alert = (page: Page) => page.getByRole('alert');

test.describe('a session that ends under the user', () => {
  test('a user suspended while signed in lands on sign-in told why', async ({ page, request, signedIn }) => {
    const brand = await signedIn('brand');
    await page.goto('/brand-dashboard');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

    const admin = await adminAccount(request);
    await api(request, 'POST', '/admin/suspensions', admin.token, {
      user_id: brand.id,
      suspension_type: 'permanent',
      reason: 'Fake campaigns',
    });
    // The next request finds the session ended. The app may make one itself first (the stream reads
    // the conversations when it starts), so the user's click is needed only while the page is there.
    await page
      .getByRole('tab', { name: 'Campaigns', exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);

    await expect(page).toHaveURL(/\/auth\?tab=signin/);
    await expect(alert(page)).toContainText('Account Suspended');
    await expect(alert(page)).toContainText('Your account has been suspended: Fake campaigns');
  });

  test('a suspended user who reloads is told why as well', async ({ page, request, signedIn }) => {
    const creator = await signedIn('creator');
    await page.goto('/creator-dashboard');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

    const admin = await adminAccount(request);
    await api(request, 'POST', '/admin/suspensions', admin.token, {
      user_id: creator.id,
      suspension_type: 'permanent',
      reason: 'Bought followers',
    });
    await page.reload();

    await expect(page).toHaveURL(/\/auth\?tab=signin/);
    await expect(alert(page)).toContainText('Account Suspended');
    await expect(alert(page)).toContainText('Bought followers');
  });

  test('Create Campaign keeps the draft when the session has ended, and signing in again goes back to it', async ({
    page,
    signedIn,
  }) => {
    const brand = await signedIn('brand');
    await page.goto('/brand-dashboard?tab=create');
    await page.getByLabel('Campaign Name').fill('Monsoon Sarees');
    await page.getByLabel('Budget Range').fill('₹40,000');
    await page.getByLabel('Campaign Brief').fill('Drape our new monsoon line in a reel.');

    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Create Campaign', exact: true }).click();

    await expect(alert(page)).toContainText('Authentication Required');
    await expect(alert(page)).toContainText('Please log in to create a campaign.');
    await expect(page).toHaveURL(/\/auth\?tab=signin/);

    await submitSignIn(page, brand);
    await expect(page).toHaveURL(/\/brand-dashboard\?tab=create$/);
    await expect(page.getByLabel('Campaign Name')).toHaveValue('Monsoon Sarees');
    await expect(page.getByLabel('Budget Range')).toHaveValue('₹40,000');
    await expect(page.getByLabel('Campaign Brief')).toHaveValue('Drape our new monsoon line in a reel.');
  });
});

test.describe('browser titles', () => {
  test('each public page has its own title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Collab Marketplace');
    await page.goto('/about');
    await expect(page).toHaveTitle('About · Collab Marketplace');
    await page.goto('/auth?tab=signup');
    await expect(page).toHaveTitle('Sign Up · Collab Marketplace');
    await page.getByRole('tab', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveTitle('Sign In · Collab Marketplace');
  });

  test('a dashboard names its tab and follows the tab the user opens', async ({ page, signedIn }) => {
    await signedIn('brand');
    await page.goto('/brand-dashboard');
    await expect(page).toHaveTitle('Overview · Brand dashboard · Collab Marketplace');
    await page.getByRole('tab', { name: 'Campaigns', exact: true }).click();
    await expect(page).toHaveTitle('Campaigns · Brand dashboard · Collab Marketplace');
    await page.goto('/profile');
    await expect(page).toHaveTitle('My Profile · Collab Marketplace');
  });

  test('the creator and admin dashboards too', async ({ page, browser, signedIn }) => {
    await signedIn('creator');
    await page.goto('/creator-dashboard?tab=payment');
    await expect(page).toHaveTitle('Payment Details · Creator dashboard · Collab Marketplace');

    const adminPage = await browser.newPage();
    await signedIn('admin', { on: adminPage });
    await adminPage.goto('/admin-dashboard?tab=suspensions');
    await expect(adminPage).toHaveTitle('User Suspensions · Admin dashboard · Collab Marketplace');
    await adminPage.close();
  });
});

test.describe('a new profile', () => {
  for (const { role, label, value } of [
    { role: 'creator', label: 'Category', value: 'Fashion' },
    { role: 'brand', label: 'Industry', value: 'Fashion & Beauty' },
  ] as const) {
    test(`a new ${role} sees ${label} ${value}, kept by saving without touching it`, async ({
      page,
      signedIn,
    }) => {
      await signedIn(role);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

      await page.getByLabel('Location').fill('Jaipur');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toBeVisible();

      await page.reload();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(page.getByLabel('Location')).toHaveValue('Jaipur');
    });
  }
});
