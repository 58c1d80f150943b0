import { expect, test } from '@playwright/test';
import { watchPolicy } from './helpers';

test('the API reference lists the operations from the OpenAPI document, within its policy', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The document's server is /api, so Swagger UI lists the paths below it.
  const login = page.locator('.opblock-post').filter({ has: page.locator('[data-path="/auth/login"]') });
  await expect(login).toBeVisible();
  await login.locator('.opblock-summary').click();
  await expect(login.getByRole('button', { name: 'Try it out' })).toBeVisible();
  expect(violations).toEqual([]);
});
