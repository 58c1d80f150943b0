import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { watchPolicy } from './helpers';

/** The reference has drawn: the operations from the OpenAPI document, /auth/login among them. */
async function loginOperation(page: Page) {
  const login = page.locator('.opblock-post').filter({ has: page.locator('[data-path="/auth/login"]') });
  // Swagger UI draws the whole document after fetching it: a slow start on a loaded machine.
  await expect(login).toBeVisible({ timeout: 30_000 });
  return login;
}

test('the API reference lists the operations from the OpenAPI document, within its policy', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The document's server is /api, so Swagger UI lists the paths below it.
  const login = await loginOperation(page);
  await login.locator('.opblock-summary').click();
  await expect(login.getByRole('button', { name: 'Try it out' })).toBeVisible();
  expect(violations).toEqual([]);
});

/**
 * Swagger UI's own markup, as a developer goes through it: the list, an operation open, its Try it
 * out form, and the Authorize dialog. Every page of the product passes axe; this one too.
 */
for (const width of [375, 1280]) {
  test(`the API reference passes axe at ${width} px: the list, an operation, Try it out, Authorize`, async ({
    page,
  }) => {
    // The reference lists every operation: each scan reads a long page.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await page.goto('/api/docs');
    const label = (state: string) => `/api/docs at ${width} px, ${state}`;
    const login = await loginOperation(page);
    await expectNoAxeViolations(page, { label: label('the list') });

    await login.locator('.opblock-summary').click();
    await expect(login.getByRole('button', { name: 'Try it out' })).toBeVisible();
    await expectNoAxeViolations(page, { label: label('POST /auth/login open') });

    await login.getByRole('button', { name: 'Try it out' }).click();
    await expect(login.getByRole('button', { name: 'Execute' })).toBeVisible();
    await expectNoAxeViolations(page, { label: label('Try it out') });

    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await expect(page.locator('.dialog-ux')).toBeVisible();
    await expectNoAxeViolations(page, { label: label('the Authorize dialog') });
  });
}
