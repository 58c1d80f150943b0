import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, fillSignUp, signOutThroughMenu, uniqueEmail } from './helpers';

test('a brand signs up after fixing bad input, stays signed in on reload, and signs out', async ({
  page,
}, info) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/tab=signup/);

  const submit = page.getByRole('button', { name: 'Create Account' });
  await submit.click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('abd');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const account = { fullName: 'Priya Brandwala', email: uniqueEmail('brand', info), password: 'Str0ng!pass' };
  await fillSignUp(page, account);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();
  await expect(page.getByLabel('Influencer/Creator')).toBeChecked();
  await page.getByLabel('Brand/Business').check();
  await submit.click();

  await expect(page).toHaveURL(/\/brand-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Brandwala!' })).toBeVisible();
  await expect(page.getByText('Brand Portal')).toBeVisible();
  await expect(page.getByText('You can now start exploring campaigns.')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/brand-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Priya Brandwala!' })).toBeVisible();

  await signOutThroughMenu(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Join as Brand' })).toBeVisible();

  // The session is gone on the server too: the dashboard now sends the visitor to sign in.
  await page.goto('/brand-dashboard');
  await expect(page).toHaveURL(/\/auth\?tab=signin/);
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a creator joins from the landing page and lands on the creator dashboard', async ({ page }, info) => {
    await page.goto('/');
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Join as Influencer' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page);

    await fillSignUp(page, {
      fullName: 'Arjun Creator',
      email: uniqueEmail('creator', info),
      password: 'creator-pass',
    });
    await expect(page.getByLabel('Influencer/Creator')).toBeChecked();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/creator-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Arjun Creator!' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Signed in, the other dashboards and the sign-in page send the creator back home.
    await page.goto('/brand-dashboard');
    await expect(page).toHaveURL(/\/creator-dashboard$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/creator-dashboard$/);
  });
});

test('signing up with an email already registered shows the documented message', async ({ page }, info) => {
  const account = { fullName: 'First Owner', email: uniqueEmail('taken', info), password: 'secret-one' };
  await page.goto('/auth?tab=signup');
  await fillSignUp(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard$/);
  await signOutThroughMenu(page);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth?tab=signup');
  await fillSignUp(page, { ...account, fullName: 'Second Try' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('Signup failed');
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists.');
  await expect(page).toHaveURL(/\/auth/);
});

test('the sign-up form refuses a common password and HTML in the name before sending anything', async ({
  page,
}, info) => {
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('auth.register') && sent.push(r.url()));
  await page.goto('/auth?tab=signup');
  await fillSignUp(page, {
    fullName: '<b>Me</b>',
    email: uniqueEmail('common', info),
    password: 'Password123',
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose a different one.'),
  ).toBeVisible();
  await expect(page.getByText('HTML tags are not allowed')).toBeVisible();
  expect(sent).toEqual([]);

  await fillSignUp(page, {
    fullName: 'Meera Common',
    email: uniqueEmail('common', info),
    password: 'tamarind-kite-9',
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/creator-dashboard$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Join as Influencer' })).toBeVisible();
});
