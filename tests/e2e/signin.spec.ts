import { expect, test } from '@playwright/test';
import { newAccount } from './api';
import { E2E_ADMIN } from './env';

test('a wrong password shows the sign-in failure message', async ({ page }, info) => {
  // An account of its own: a failed sign-in counts against its email (RATE_LIMIT_LOGIN_FAILURES),
  // and the admin's is the one every other spec signs in with.
  const account = await newAccount(info, 'influencer');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign in failed');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password. Please try again.');
  await expect(page).toHaveURL(/\/auth/);
});

test('the configured admin signs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('Admin Panel')).toBeVisible();
  await expect(page.getByText('Welcome back! You have successfully signed in.')).toBeVisible();

  // The logo leads a signed-in user back to their own dashboard.
  await page.goto('/');
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Collab Marketplace' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
