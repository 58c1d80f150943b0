import { expect } from '@playwright/test';
import { adminAccount, api, createAccount } from './api';
import { axeAtBothWidths } from './axe';
import { loginStatus, toast } from './admin-helpers';
import { test, useSession } from './fixtures';
import { expectNoSidewaysScroll } from './helpers';
import { hiAdminT, keepScreenshot } from './hindi';

/*
 * The admin panel in Hindi (docs/product.md#languages). Saving the admin's language would turn the
 * panel Hindi for every other spec signed in as the same admin, so this one runs alone, after them
 * (the `saved-language` project in playwright.config.ts), and puts English back.
 */

test('an admin in Hindi suspends a creator, with the panel, the dialog and the outcome in Hindi', async ({
  page,
  request,
}, info) => {
  const admin = await adminAccount(request);
  await api(request, 'PUT', '/profiles/me', admin.token, { language: 'hi' });
  try {
    const name = `Suspendable ${Date.now().toString(36)}`;
    const creator = await createAccount(request, info, 'influencer', name);
    await useSession(page, admin);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin-dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, 'admin-dashboard-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/admin-dashboard?tab=users');
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${hiAdminT('users.title')}`) }),
    ).toBeVisible();
    await page.getByLabel(hiAdminT('shared.directory.search', { noun: hiAdminT('users.noun') })).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: hiAdminT('shared.directory.suspendName', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: hiAdminT('shared.suspend.titleUser') });
    await dialog.getByLabel(hiAdminT('shared.suspend.type')).selectOption('temporary');
    await dialog.getByLabel(hiAdminT('shared.suspend.reason')).fill('नकली फ़ॉलोअर्स');
    await axeAtBothWidths(page, 'the suspend dialog in Hindi');
    await dialog.getByRole('button', { name: hiAdminT('shared.suspend.suspend'), exact: true }).click();
    await expect(toast(page, hiAdminT('shared.outcome.suspended.user'))).toBeVisible();
    expect(await loginStatus(creator)).toBe(403);
  } finally {
    await api(request, 'PUT', '/profiles/me', admin.token, { language: 'en' });
  }
});
