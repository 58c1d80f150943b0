import { expect, test, type Page } from '@playwright/test';
import { api, createAccount, signIn } from './api';
import { E2E_ADMIN } from './env';

/** Every element that screen readers announce from: live regions and the roles that are live. */
const liveRegions = (page: Page) => page.locator('[aria-live], [role="alert"], [role="status"]');

test('an error toast stays until dismissed and is held by exactly one live region', async ({
  page,
}, info) => {
  // The page's timers run on Playwright's clock, so the toast's 6 s pass without waiting for them.
  await page.clock.install();
  await page.goto('/auth?tab=signin');
  await page.getByLabel('Email').fill(`nobody-${info.workerIndex}-${Date.now()}@e2e.test`);
  await page.getByLabel('Password', { exact: true }).fill('not-a-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Sign in failed' });
  await expect(toast).toBeVisible();
  // A region inside another live region would be read twice: only one may hold the text.
  await expect(liveRegions(page).filter({ hasText: 'Sign in failed' })).toHaveCount(1);

  // Success toasts time out after 6 s; an error must still be there well after that.
  await page.clock.runFor(10_500);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Sign in failed')).toBeHidden();
});

test('a form shows the shared schema message on the field and moves focus to it', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Full Name').fill('Pattern Tester');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // src/shared/schemas/auth.ts: signUpForm's email message, tied to the field by aria-describedby.
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');

  await email.fill('pattern@e2e.test');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('an admin list that fails to load says so, and Try again loads it', async ({ page, request }, info) => {
  // A campaign of its own, so the list has a table to show whichever tests ran before.
  const brand = await createAccount(request, info, 'brand', 'Listed Brand');
  await api(request, 'POST', '/campaigns', brand.token, { title: 'Listed campaign', status: 'draft' });
  const listCall = /\/api\/trpc\/[^?]*adminCampaigns\.all/;
  await signIn(page, E2E_ADMIN);
  await page.route(listCall, (route) => route.abort());
  await page.goto('/admin-dashboard?tab=campaigns');
  const failed = page.getByRole('alert').filter({ hasText: 'Error loading campaigns' });
  await expect(failed).toBeVisible({ timeout: 15_000 });

  await page.unroute(listCall);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeHidden();
  await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible();
});

test('a creator list that fails to load says so in place, once, and Try again loads it', async ({
  page,
  request,
}, info) => {
  const creator = await createAccount(request, info, 'influencer', 'Offline Browser');
  await signIn(page, creator);
  const listCall = /\/api\/trpc\/[^?]*campaigns\.list/;
  await page.route(listCall, (route) => route.abort());
  await page.goto('/creator-dashboard?tab=browse');
  const message = 'Failed to load campaigns. Please try again.';
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 15_000 });
  // Shown in place of the list, not repeated by a toast.
  await expect(page.getByText(message)).toHaveCount(1);

  await page.unroute(listCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(message)).toBeHidden();
  // The count line shows only once the list has loaded.
  await expect(page.getByText(/^[\d,]+ campaigns?$/)).toBeVisible();
});
