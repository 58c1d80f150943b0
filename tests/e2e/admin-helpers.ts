import { request as requests, type Page } from '@playwright/test';
import type { Account } from './api';
import { E2E_BASE_URL } from './env';

/** The status a sign-in with the account's password gets now: 200, or 403 while suspended. */
export async function loginStatus(account: Account) {
  const context = await requests.newContext({ baseURL: E2E_BASE_URL });
  try {
    const res = await context.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { origin: E2E_BASE_URL },
    });
    return res.status();
  } finally {
    await context.dispose();
  }
}

/** A toast with this text, a success (status) or an error (alert). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
