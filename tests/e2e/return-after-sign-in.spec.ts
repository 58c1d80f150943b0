import { expect, type Page } from '@playwright/test';
import { adminAccount, api, deal, newAccount, submitSignIn } from './api';
import { E2E_ADMIN } from './env';
import { test } from './fixtures';
import { fillSignUp, uniqueEmail } from './helpers';

/** The sign-in tab is open, holding the page to come back to (docs/product.md#redirects). */
async function expectSignInFor(page: Page, back: string) {
  await expect(page).toHaveURL(/\/auth\?/);
  const search = new URL(page.url()).searchParams;
  expect(search.get('tab')).toBe('signin');
  expect(search.get('redirect')).toBe(back);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a signed-out visitor opening an email’s link to a conversation signs in and finds it open', async ({
  page,
  request,
}, info) => {
  const { brand, creator, applicationId } = await deal(request, info);
  await api(request, 'POST', `/conversations/${applicationId}/messages`, brand.token, {
    body: 'Can the first reel go up on Friday?',
  });

  const link = `/messages?conversation=${applicationId}`;
  await page.goto(link);
  await expectSignInFor(page, link);

  await submitSignIn(page, creator);
  await expect(page).toHaveURL(new RegExp(`${escaped(link)}$`));
  await expect(page.getByRole('heading', { level: 2, name: brand.fullName })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Can the first reel go up on Friday?');
  await expect(page.getByRole('textbox', { name: `Message to ${brand.fullName}` })).toBeVisible();

  // The sign-in page was only a step: Back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/auth/);
});

test('an admin’s report link opens that report once they sign in', async ({ page, request }, info) => {
  const { brand, creator } = await deal(request, info);
  const { report } = await api(request, 'POST', '/reports', brand.token, {
    report_type: 'spam',
    reason: 'Report for the sign-in link',
    reported_user_id: creator.id,
  });
  await adminAccount(request);

  await page.goto(`/admin/reports/${report.id}`);
  await expectSignInFor(page, `/admin/reports/${report.id}`);
  await submitSignIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard\\?tab=reports&report=${report.id}$`));
});

test('a link to another role’s page, or off this site, lands the user on their own dashboard', async ({
  page,
}, info) => {
  const creator = await newAccount(info, 'influencer');

  await page.goto('/brand-dashboard?tab=create');
  await expectSignInFor(page, '/brand-dashboard?tab=create');
  await submitSignIn(page, creator);
  await expect(page).toHaveURL(/\/creator-dashboard$/);

  for (const target of [
    '//example.com/messages',
    '/\\example.com',
    'https://example.com/',
    'javascript:alert(1)',
  ]) {
    await page.context().clearCookies();
    await page.goto(`/auth?tab=signin&redirect=${encodeURIComponent(target)}`);
    await submitSignIn(page, creator);
    await expect(page).toHaveURL(/\/creator-dashboard$/);
  }
});

test('signing up from a sign-in link lands on the page it named too', async ({ page }, info) => {
  await page.goto('/brand-dashboard?tab=create');
  await expectSignInFor(page, '/brand-dashboard?tab=create');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/tab=signup/);

  await fillSignUp(page, {
    fullName: 'Monsoon Brand',
    email: uniqueEmail('brand', info),
    password: 'Str0ng!pass',
  });
  await page.getByLabel('Brand/Business').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/brand-dashboard\?tab=create$/);
  await expect(page.getByRole('tab', { name: 'Create New Campaign' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Campaign Name')).toBeVisible();
});
