import { expect as baseExpect, type TestInfo } from '@playwright/test';
import { createAccount } from './api';
import { loginStatus, toast } from './admin-helpers';
import { test } from './fixtures';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const unique = (info: TestInfo) => `${info.workerIndex}${Date.now().toString(36)}`;

test('a warning says "Warning sent", shows in the row and the history, and blocks nothing', async ({
  page,
  request,
  signedIn,
}, info) => {
  const name = `Warnable ${unique(info)}`;
  const creator = await createAccount(request, info, 'influencer', name);
  await signedIn('admin');
  await page.goto('/admin-dashboard?tab=users');
  const searched = page.waitForResponse(
    (r) => r.url().includes('detailedInfluencers') && r.url().includes('Warnable'),
  );
  await page.getByLabel('Search creators').fill(name);
  // Act on the searched list, as a person waits for it: the unfiltered first page may show the row too.
  await searched;
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('Warned');

  await row.getByRole('button', { name: `Suspend ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend User' });
  await dialog.getByLabel('Suspension type').selectOption('warning');
  await dialog.getByLabel('Reason').fill('Late deliveries');
  await dialog.getByRole('button', { name: 'Send Warning' }).click();

  await expect(toast(page, 'Warning sent')).toBeVisible();
  await expect(page.getByText('User suspended successfully')).toHaveCount(0);
  await expect(row).toContainText(/Warned \w{3} \d{2}, \d{4}/);
  await expect(row).not.toContainText('Suspended');
  // A warning blocks nothing: the row still offers Suspend, and the creator still signs in.
  await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
  expect(await loginStatus(creator)).toBe(200);

  await row.getByRole('button', { name: `Details of ${name}` }).click();
  const history = page.getByRole('dialog', { name }).getByRole('list', { name: 'Warnings and suspensions' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Warning');
  await expect(history).toContainText('Late deliveries');
});
