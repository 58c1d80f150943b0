import { expect } from '@playwright/test';
import { adminAccount } from './api';
import { axeAtBothWidths } from './axe';
import { test, useSession } from './fixtures';
import { fillSignUp, uniqueEmail } from './helpers';

/**
 * docs/product.md#privacy: a person signs up with the notice's consent box, raises a grievance from
 * the Privacy page, an admin answers it from the Grievances tab, and the person reads the answer.
 */
test('a grievance is raised from the Privacy page, answered by the admin, and read by its owner', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const subject = `Old phone number ${info.retry}-${Date.now()}`;

  // Sign-up: the consent box starts unticked and is required.
  await page.goto('/auth?tab=signup');
  const consent = page.getByLabel(/I have read the Privacy Policy/);
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
  await fillSignUp(page, {
    fullName: 'Grievance Raiser',
    email: uniqueEmail('grievance', info),
    password: 'Str0ng!pass',
  });
  await consent.uncheck();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Please read and accept the privacy notice to create an account'),
  ).toBeVisible();
  await consent.check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard/);

  // The Privacy page from the user menu: the consent given at sign-up, with the notice's version.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText(/Notice version 2026-11-28 · given/)).toBeVisible();
  await expect(page.getByText('Current', { exact: true })).toBeVisible();
  // The consent was recorded at sign-up, so nothing asks for it again.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Raising a grievance: the rules on the form, then its 90-day answer date.
  await page.getByRole('button', { name: 'Raise grievance' }).click();
  await expect(page.getByText('Subject must be at least 3 characters')).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Details')
    .fill('A brand still sees my old phone number in our messages. Please remove it.');
  await page.getByRole('button', { name: 'Raise grievance' }).click();
  await expect(page.getByText('Grievance raised')).toBeVisible();
  const mine = page
    .getByRole('list', { name: 'Your grievances' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(mine).toContainText('Open');
  await expect(mine).toContainText(/answer due by/);
  await axeAtBothWidths(page, 'the Privacy page with an open grievance');

  // The admin answers it from the Grievances tab.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, await adminAccount(request));
  await adminPage.goto('/admin-dashboard?tab=grievances');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Due in 90 days');
  await axeAtBothWidths(adminPage, 'the admin Grievances tab');
  await row.getByRole('button', { name: `Answer grievance: ${subject}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: subject });
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText('Response is required')).toBeVisible();
  await dialog.getByLabel('Answer').fill('We removed your old number from every message thread.');
  await axeAtBothWidths(adminPage, 'the answer dialog');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(adminPage.getByText('Grievance answered')).toBeVisible();
  await expect(row).toContainText('Answered');
  await adminContext.close();

  // The owner reads the answer on their Privacy page, and the bell tells them.
  await page.reload();
  await expect(mine).toContainText('Answered');
  await expect(mine).toContainText('We removed your old number from every message thread.');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText('Your grievance was answered')).toBeVisible();
  await page.keyboard.press('Escape');
  await axeAtBothWidths(page, 'the Privacy page with an answered grievance');
});
