import { expect, type Page, type TestInfo } from '@playwright/test';

/** An address no other test (or retry) of this run uses. */
export const uniqueEmail = (prefix: string, info: TestInfo) =>
  `${prefix}-${info.testId}-${info.retry}-${Date.now()}@example.com`.toLowerCase();

export type NewAccount = { fullName: string; email: string; password: string };

/** Fills the Sign Up tab, which must already be open. */
export async function fillSignUp(page: Page, account: NewAccount) {
  await page.getByLabel('Full Name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  // Consent to the privacy notice is the person's own tick (docs/product.md#privacy).
  await page.getByLabel(/I have read the Privacy Policy/).check();
}

/** The page is no wider than the screen: nothing scrolls sideways at phone width. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs out the way a person does on a signed-in screen: the user menu, then Sign Out. */
export async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/** `check` still holds after a reload, and after leaving for My Profile and coming Back. */
export async function expectKeptThroughReloadAndBack(page: Page, check: () => Promise<void>) {
  await page.reload();
  await check();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await page.goBack();
  await check();
}

/**
 * Every violation of the pages' Content-Security-Policy the browser reports: the page's own
 * `securitypolicyviolation` events (listened to before any of its scripts runs) and Chromium's
 * console errors about the policy. A screen that works only without the policy shows up here.
 */
export async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}
