import { expect, type Page } from '@playwright/test';
import { adminAccount, api } from './api';
import { test } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');

async function expectNotFoundInsideTheSite(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Collab Marketplace' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Collab Marketplace');
}

test.describe('the 404 page', () => {
  test('a visitor at an unknown address of any depth sees it inside the header and footer', async ({
    page,
  }) => {
    await page.goto('/foo/bar');
    await expectNotFoundInsideTheSite(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Collab Marketplace');
  });

  test('a signed-in user sees it too, with a way to their dashboard', async ({ page, signedIn }) => {
    const creator = await signedIn('creator');
    await page.goto('/creator-dashboard');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await page.goto('/creator-dashboard/no/such/page');
    await expectNotFoundInsideTheSite(page);
    await expect(page.getByRole('banner')).toContainText(`Welcome, ${creator.email}`);
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/creator-dashboard$/);
  });
});

test('the bell shows the newest 50, then older ones down to the first as the list scrolls', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(90_000);
  const brand = await signedIn('brand');
  const admin = await adminAccount(request);
  // Sixty "status updated" notifications, one per campaign, Step 01 the oldest.
  const ids: string[] = [];
  for (let i = 1; i <= 60; i++) {
    const title = `Step ${String(i).padStart(2, '0')}`;
    const { campaign } = await api(request, 'POST', '/campaigns', brand.token, { title });
    await api(request, 'PUT', `/admin/campaigns/${campaign.id}/status`, admin.token, { status: 'paused' });
    ids.push(campaign.id);
  }

  await page.goto('/brand-dashboard');
  await expect(badge(page)).toHaveText('60');
  await bell(page).click();
  const list = page.getByRole('list', { name: 'All notifications' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText('"Step 60"');
  await expect(items.last()).toContainText('"Step 11"');

  // Scrolling to the end of the panel brings the older ten, down to the first.
  await list.hover();
  await page.mouse.wheel(0, 20_000);
  await expect(items).toHaveCount(60);
  await expect(items.last()).toContainText('"Step 01"');
  await expect(page.getByRole('button', { name: /older notifications/ })).toHaveCount(0);

  // A live one still arrives on top, and the badge counts it.
  await api(request, 'PUT', `/admin/campaigns/${ids[0]}/status`, admin.token, { status: 'active' });
  await expect(items).toHaveCount(61);
  await expect(items.first()).toContainText('"Step 01" to active');
  await expect(badge(page)).toHaveText('61');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(page)).toBeHidden();
  await expect(list.locator('[data-read="true"]')).toHaveCount(61);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('a payment document is chosen in the styled picker and its upload shows progress to the end', async ({
  page,
  request,
  signedIn,
}) => {
  const creator = await signedIn('creator');
  await api(request, 'POST', '/payments/user', creator.token, { upi_id: 'riya@okbank', consent_given: true });
  await page.goto('/creator-dashboard?tab=payment');

  const input = page.getByLabel('PAN document', { exact: true });
  await expect(input).toHaveAttribute('type', 'file');
  const picker = input.locator('..');
  await expect(picker.getByText('Choose file')).toBeVisible();
  await expect(picker.getByText('No file chosen')).toBeVisible();
  await expect(page.getByText('JPEG, PNG, WebP or PDF, at most 5 MB.').first()).toBeVisible();

  // The keyboard reaches the hidden input, and the picker shows the focus ring.
  await input.focus();
  await expect(picker).toHaveCSS('outline-style', 'solid');

  // The server's answer waits until the progress bar has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payments/upload/**', async (route) => {
    await released;
    await route.continue();
  });
  await input.setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await expect(picker.getByText('pan.png')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Uploading pan.png' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
  release();

  await expect(page.getByRole('status').filter({ hasText: 'Uploaded pan.png' })).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('link', { name: 'View uploaded PAN document' })).toBeVisible();
});
