import { expect, type Page } from '@playwright/test';
import { adminAccount, api, createAccount, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';

const SHOTS = '/tmp/shots/shell';

async function activeCampaign(request: Parameters<typeof api>[0], brand: Account, title: string) {
  const res = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Short videos about our new tea range.',
    status: 'active',
    collab_type: 'paid',
    budget: 12000,
    tags: ['food', 'tea'],
  });
  return res.campaign as { id: string };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');

test.describe('user menu', () => {
  const expectedItems = {
    creator: [
      ['Browse', '/creator-dashboard?tab=browse'],
      ['Invitations', '/creator-dashboard?tab=invitations'],
      ['Applications', '/creator-dashboard?tab=applications'],
      ['Offers', '/creator-dashboard?tab=offers'],
      ['Payment Details', '/creator-dashboard?tab=payment'],
      ['Earnings', '/creator-dashboard?tab=earnings'],
    ],
    brand: [
      ['Overview', '/brand-dashboard?tab=overview'],
      ['Campaigns', '/brand-dashboard?tab=campaigns'],
      ['Applications', '/brand-dashboard?tab=applications'],
      ['Find creators', '/brand-dashboard?tab=find'],
      ['Shortlists', '/brand-dashboard?tab=shortlists'],
      ['Offers', '/brand-dashboard?tab=offers'],
      ['Create New Campaign', '/brand-dashboard?tab=create'],
    ],
    admin: [
      ['Platform Analytics', '/admin-dashboard?tab=analytics'],
      ['Creator Management', '/admin-dashboard?tab=users'],
      ['Brand Management', '/admin-dashboard?tab=brands'],
      ['Campaign Moderation', '/admin-dashboard?tab=campaigns'],
      ['Commission', '/admin-dashboard?tab=commission'],
      ['Reports & Flags', '/admin-dashboard?tab=reports'],
      ['Broadcast System', '/admin-dashboard?tab=notifications'],
      ['User Payment Details', '/admin-dashboard?tab=payment-management'],
    ],
  } as const;

  async function checkMenu(page: Page, role: keyof typeof expectedItems, badgeText: string) {
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(badgeText, { exact: true })).toBeVisible();
    const items = menu.getByRole('menuitem');
    const expected = [...expectedItems[role], ['My Profile', '/profile'], ['Privacy', '/privacy']];
    await expect(items).toHaveText([...expected.map(([label]) => label), 'Sign Out']);
    for (const [label, href] of expected) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  }

  test('a creator sees the Creator badge and the creator tabs, which open the dashboard on that tab', async ({
    page,
    signedIn,
  }) => {
    await signedIn('creator', { fullName: 'Meera Creator' });
    await page.goto('/creator-dashboard');
    await expect(page).toHaveURL(/\/creator-dashboard$/);
    await checkMenu(page, 'creator', 'Creator');
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/creator-dashboard\?tab=applications$/);
    await expect(page.getByRole('menu')).toBeHidden();

    // The keyboard reaches the menu: Enter opens it, arrows move, Enter follows the item.
    await page.getByRole('button', { name: 'User menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    // Headless UI keeps focus on the menu and marks the active item.
    await expect(page.getByRole('menuitem', { name: 'Invitations' })).toHaveAttribute('data-focus', '');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/creator-dashboard');
    await expect(page).toHaveURL(/\/auth\?tab=signin/);
  });

  test('a brand sees the Brand Portal and Brand badges and the brand tabs', async ({ page, signedIn }) => {
    await signedIn('brand', { fullName: 'Chai Co' });
    await page.goto('/brand-dashboard');
    await expect(page.getByRole('banner').getByText('Brand Portal')).toBeVisible();
    await checkMenu(page, 'brand', 'Brand');
    await page.getByRole('menuitem', { name: 'Create New Campaign' }).click();
    await expect(page).toHaveURL(/\/brand-dashboard\?tab=create$/);

    // The logo leads back to the brand's own dashboard, from any signed-in screen.
    await page.goto('/profile');
    await expect(page.getByRole('banner').getByText('Brand Portal')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Collab Marketplace' }).click();
    await expect(page).toHaveURL(/\/brand-dashboard$/);
  });

  test('an admin sees the Admin Panel and Admin badges and the eight panel tabs', async ({
    page,
    signedIn,
  }) => {
    await signedIn('admin');
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('banner').getByText('Admin Panel')).toBeVisible();
    await checkMenu(page, 'admin', 'Admin');
    await page.getByRole('menuitem', { name: 'Reports & Flags' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\?tab=reports$/);
  });
});

test.describe('notification bell', () => {
  test('a new application appears for the brand without reloading; clicking it marks it read and follows its link', async ({
    page,
    signedIn,
    request,
  }, info) => {
    const brand = await signedIn('brand', { fullName: 'Bell Brand' });
    const creator = await createAccount(request, info, 'influencer', 'Rohan Applicant');
    const campaign = await activeCampaign(request, brand, 'Monsoon Tea Reels');
    await page.goto('/brand-dashboard');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(badge(page)).toBeHidden();

    await api(request, 'POST', '/applications', creator.token, { campaign_id: campaign.id });

    // Pushed over the stream: well before the 30-second poll would bring it.
    await expect(badge(page)).toHaveText('1', { timeout: 10_000 });
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await bell(page).click();
    const item = page.getByRole('button', { name: /New application/ });
    await expect(item).toContainText('Rohan Applicant applied to "Monsoon Tea Reels".');
    await expect(item).toContainText('Just now');
    await expect(item).toHaveAttribute('data-priority', 'medium');
    await expect(item).toHaveClass(/border-l-orange-500/);
    await expect(item).toHaveAttribute('data-read', 'false');
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await page.getByRole('button', { name: 'All', exact: true }).click();

    await page.getByRole('button', { name: /New application/ }).click();
    await expect(page).toHaveURL(/\/brand-dashboard\?tab=applications$/);
    await expect(badge(page)).toBeHidden();

    // The read mark reached the server: a reload still shows no unread notification.
    await page.reload();
    await bell(page).click();
    await expect(page.getByRole('button', { name: /New application/ })).toHaveAttribute('data-read', 'true');
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByText('No unread notifications')).toBeVisible();
  });

  test('Mark all read clears the badge at once; when the server refuses, the list comes back with a toast', async ({
    page,
    signedIn,
    request,
  }, info) => {
    const brand = await signedIn('brand', { fullName: 'Many Apps Brand' });
    const campaign = await activeCampaign(request, brand, 'Festive Sweets');
    for (const name of ['First Creator', 'Second Creator', 'Third Creator']) {
      const creator = await createAccount(request, info, 'influencer', name);
      await api(request, 'POST', '/applications', creator.token, { campaign_id: campaign.id });
    }
    await page.goto('/brand-dashboard');
    await expect(badge(page)).toHaveText('3');

    // The server fails once: the marks are reverted by fetching again, and the toast explains.
    await page.route('**/api/trpc/notifications.markAllRead**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '[]' }),
    );
    await bell(page).click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('Failed to mark notifications as read. Please try again.')).toBeVisible();
    await expect(badge(page)).toHaveText('3');
    await expect(page.locator('[data-read="false"]')).toHaveCount(3);

    await page.unroute('**/api/trpc/notifications.markAllRead**');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(badge(page)).toBeHidden();
    await expect(page.locator('[data-read="false"]')).toHaveCount(0);
    await expect(page.locator('[data-read="true"]')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(badge(page)).toBeHidden();
  });

  test('a bell that cannot fetch says so once', async ({ page, signedIn }) => {
    await signedIn('creator', { fullName: 'Offline Bell' });
    const listCall = /\/api\/trpc\/[^?]*notifications\.list/;
    await page.route(listCall, (route) => route.abort());
    await page.goto('/creator-dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch notifications.' })).toHaveCount(
      1,
      { timeout: 15_000 },
    );
    await bell(page).click();
    await expect(page.getByText('Notifications could not be loaded.')).toBeVisible({ timeout: 15_000 });
  });

  test("an admin's report notification opens that report in the admin dashboard", async ({
    page,
    signedIn,
    request,
  }, info) => {
    const brand = await createAccount(request, info, 'brand', 'Reported Brand');
    const creator = await createAccount(request, info, 'influencer', 'Careful Creator');
    const campaign = await activeCampaign(request, brand, `Suspicious Giveaway ${info.testId}`);
    await signedIn('admin');
    await page.goto('/admin-dashboard');
    await expect(bell(page)).toBeVisible();

    const { report } = await api(request, 'POST', '/reports', creator.token, {
      report_type: 'spam',
      reason: 'Asks for payment up front.',
      reported_campaign_id: campaign.id,
    });
    await bell(page).click();
    const item = page
      .getByRole('button', { name: /New report/ })
      .filter({ hasText: `Suspicious Giveaway ${info.testId}` });
    await expect(item).toBeVisible({ timeout: 10_000 });
    await expect(item).toHaveClass(/border-l-red-600/);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard\\?tab=reports&report=${report.id}$`));
  });

  test('the open bell passes axe at phone and desktop width', async ({ page, request, signedIn }, info) => {
    // Four axe runs.
    test.setTimeout(90_000);
    const brand = await signedIn('brand', { fullName: 'Axe Brand' });
    const campaign = await activeCampaign(request, brand, 'Accessible Campaign');
    const creator = await createAccount(request, info, 'influencer', 'Axe Creator With A Rather Long Name');
    await api(request, 'POST', '/applications', creator.token, { campaign_id: campaign.id });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/brand-dashboard');
      await expect(badge(page)).toHaveText('1');
      await bell(page).click();
      await expect(page.getByRole('button', { name: /New application/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/bell-${width}.png` });
      await expectNoAxeViolations(page, { label: `the bell open at ${width} px` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.screenshot({ path: `${SHOTS}/menu-${width}.png` });
      await expectNoAxeViolations(page, { label: `the user menu open at ${width} px` });
    }
  });
});

test.describe('redirect-only routes', () => {
  test('/activity-center sends each role to its dashboard and visitors to sign in', async ({
    page,
    request,
    signedIn,
  }) => {
    await page.goto('/activity-center');
    await expect(page).toHaveURL(/\/auth\?tab=signin$/);

    const creator = await signedIn('creator');
    await page.goto('/activity-center');
    await expect(page).toHaveURL(/\/creator-dashboard$/);
    // A report link is for admins only.
    await page.goto('/admin/reports/some-report');
    await expect(page).toHaveURL(/\/creator-dashboard$/);

    await page.context().clearCookies();
    const brand = await signedIn('brand');
    await page.goto('/activity-center');
    await expect(page).toHaveURL(/\/brand-dashboard$/);
    // A real report for the admin's link: the Reports tab lets go of an id it cannot open.
    const { report } = await api(request, 'POST', '/reports', brand.token, {
      report_type: 'spam',
      reason: 'Report for the activity-center link',
      reported_user_id: creator.id,
    });

    await page.context().clearCookies();
    await signedIn('admin');
    await page.goto('/activity-center');
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto(`/admin/reports/${report.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard\\?tab=reports&report=${report.id}$`));
  });

  test('/admin/reports/{id} sends a visitor to sign in, keeping the link', async ({ page }) => {
    await page.goto('/admin/reports/r-1');
    await expect(page).toHaveURL(/\/auth\?tab=signin&redirect=%2Fadmin%2Freports%2Fr-1$/);
  });
});

test.describe('sign-in page extras', () => {
  test('a Google sign-up link only announces that Google sign-in is coming', async ({ page }) => {
    await page.goto('/auth?google_signup=true&access_token=abc123');
    await expect(page.getByText('Google sign-in will be implemented in the future.')).toBeVisible();
    // The token does not stay in the address bar.
    await expect(page).toHaveURL(/\/auth\?tab=signin$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a suspended account is refused with the Account Suspended toast', async ({ page, request }, info) => {
    const creator = await createAccount(request, info, 'influencer', 'Suspended Creator');
    const admin = await adminAccount(request);
    await api(request, 'POST', '/admin/suspensions', admin.token, {
      user_id: creator.id,
      suspension_type: 'permanent',
      reason: 'Fake engagement',
    });
    await page.goto('/auth?tab=signin');
    await page.getByLabel('Email').fill(creator.email);
    await page.getByLabel('Password', { exact: true }).fill(creator.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Account Suspended');
    await expect(alert).toContainText('suspended');
    await expect(page).toHaveURL(/\/auth/);
  });
});
