import { expect, test, type Page } from '@playwright/test';
import { emailsTo, linkParam } from '../kit/mail';
import { newAccount, signIn } from './api';
import { expectNoAxeViolations } from './axe';
import { useSession } from './fixtures';
import { e2eDataDir } from './env';
import { fillSignUp, uniqueEmail } from './helpers';

/** The path and query of the newest email to `email` whose subject has `subject`, from the server's outbox. */
async function linkFromOutbox(email: string, subject: string, count = 1) {
  const mine = await emailsTo({ dataDir: e2eDataDir() }, email, { subject, count, timeoutMs: 10_000 });
  expect(mine.length).toBeGreaterThanOrEqual(count);
  const url = new URL(mine.at(-1)!.links[0]!);
  expect(linkParam(mine.at(-1)!, 'token')).toMatch(/^[a-z2-7]{32}$/);
  return url.pathname + url.search;
}

const toast = (page: Page, text: string) => page.getByText(text).first();

for (const width of [375, 1280]) {
  test(`forgot password from the sign-in tab, through the emailed link, to signing in with the new password (${width} px)`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await newAccount(info, 'influencer', 'Riya Sen');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
    await expectNoAxeViolations(page, { label: `forgot password dialog at ${width}` });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'If an account uses that email' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(dialog).toHaveCount(0);

    const link = await linkFromOutbox(account.email, 'Reset your');
    expect(link).toMatch(/^\/auth\/reset\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolations(page, { label: `reset page at ${width}` });
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('different');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('riya-new-secret-9');
    await expect(page.getByText(/Password strength:/)).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('riya-new-secret-9');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/auth\?tab=signin/);
    await expect(
      toast(page, 'Your password has been changed. Sign in with your new password.'),
    ).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await signIn(page, { email: account.email, password: 'riya-new-secret-9' });
    await expect(page).toHaveURL(/\/creator-dashboard/);

    // The link worked once: opened again, it says so at once, before anyone types a password.
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, { label: `used reset link at ${width}` });
  });
}

test('a made-up reset link, and one sent before a password change, say so as the page opens', async ({
  page,
}, info) => {
  await page.goto('/auth/reset?token=nothing-like-a-token');
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin/);

  // A link asked for, then a change of password on the profile page: the link no longer works.
  const account = await newAccount(info, 'influencer', 'Kabir Das');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'If an account uses that email' })).toBeVisible();
  const link = await linkFromOutbox(account.email, 'Reset your');
  await dialog.getByRole('button', { name: 'Back to sign in' }).click();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  await useSession(page, account);
  await page.goto('/profile');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Change Password' }) });
  await card.getByLabel('Current Password').fill(account.password);
  await card.getByLabel('New Password', { exact: true }).fill('kabir-new-secret');
  await card.getByLabel('Confirm New Password').fill('kabir-new-secret');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Your password has been changed.')).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
});

test('change password on the profile page keeps this session and ends the others', async ({
  page,
  browser,
}, info) => {
  const account = await newAccount(info, 'brand', 'Meera Foods');
  await useSession(page, account);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account);

  await page.goto('/profile');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Change Password' }) });
  await card.getByLabel('Current Password').fill('not-it');
  await card.getByLabel('New Password', { exact: true }).fill('meera-new-secret');
  await card.getByLabel('Confirm New Password').fill('meera-new-secret');
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(card.getByText('Current password is incorrect')).toBeVisible();
  await expect(card.getByLabel('Current Password')).toBeFocused();

  await card.getByLabel('Current Password').fill(account.password);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    toast(page, 'Your password has been changed. You have been signed out everywhere else.'),
  ).toBeVisible();
  await expect(card.getByLabel('Current Password')).toHaveValue('');

  // This browser is still signed in; the other one is not.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/auth/);
  await other.close();
});

test('sign-up sends a verification link; the banner offers Resend until the link is opened', async ({
  page,
}, info) => {
  const email = uniqueEmail('verify', info);
  await page.goto('/auth?tab=signup');
  await fillSignUp(page, { fullName: 'Vikram Shah', email, password: 'vikram-secret-1' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard/);

  const banner = page.getByRole('region', { name: 'Account verification' });
  await expect(banner).toContainText(email);
  await expectNoAxeViolations(page, { label: 'dashboard with the verification banner' });
  await banner.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(toast(page, 'We have sent you a new verification link.')).toBeVisible();

  const link = await linkFromOutbox(email, 'Verify', 2);
  expect(link).toMatch(/^\/auth\/verify\?token=/);
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'verify page' });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard/);
  await expect(page.getByRole('region', { name: 'Account verification' })).toHaveCount(0);

  // A made-up link says it is invalid.
  await page.goto('/auth/verify?token=nothing-like-a-token');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired link' })).toBeVisible();
});
