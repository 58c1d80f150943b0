import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const emailCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Email notifications' }) });

test('a creator turns announcement emails off on the profile, by mouse and by keyboard, and it stays off', async ({
  page,
  signedIn,
}) => {
  await signedIn('creator');
  await page.goto('/profile');
  const card = emailCard(page);
  const switches = card.getByRole('switch');
  await expect(switches).toHaveCount(7);
  for (const s of await switches.all()) await expect(s).toBeChecked();

  const announcements = card.getByRole('switch', { name: 'Announcements' });
  await announcements.click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcements: no more emails' })).toBeVisible();
  await expect(announcements).not.toBeChecked();

  // Space flips the focused switch too.
  const work = card.getByRole('switch', { name: 'Work' });
  await work.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Work: no more emails' })).toBeVisible();
  await expect(work).toBeFocused();

  await page.reload();
  await expect(emailCard(page).getByRole('switch', { name: 'Announcements' })).not.toBeChecked();
  await expect(emailCard(page).getByRole('switch', { name: 'Work' })).not.toBeChecked();
  await expect(emailCard(page).getByRole('switch', { name: 'Messages' })).toBeChecked();
});

test('an admin sees only the kinds that reach admins, and why reports are not emailed', async ({
  page,
  signedIn,
}) => {
  await signedIn('admin');
  await page.goto('/profile');
  const card = emailCard(page);
  await expect(card.getByRole('switch')).toHaveCount(1);
  await expect(card.getByRole('switch', { name: 'Disputes' })).toBeChecked();
  await expect(card).toContainText('Reports and flagged messages are not emailed');
});
