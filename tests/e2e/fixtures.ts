import { test as base, type Page } from '@playwright/test';
import { adminAccount, newAccount, type Account } from './api';
import { E2E_BASE_URL } from './env';

export type Role = 'creator' | 'brand' | 'admin';

/** Where each role lands after signing in. */
export const DASHBOARD: Record<Role, string> = {
  creator: '/creator-dashboard',
  brand: '/brand-dashboard',
  admin: '/admin-dashboard',
};

/**
 * Signs `page`'s browser context in as `account`: the session cookie that signing in through the
 * form would leave. Nothing is opened; the next page the test visits is signed in.
 */
export async function useSession(page: Page, account: Account) {
  await page.context().addCookies([{ name: 'session', value: account.token, url: E2E_BASE_URL }]);
}

type SignedIn = (role: Role, options?: { fullName?: string; on?: Page }) => Promise<Account>;

/**
 * `signedIn(role)`: a new creator or brand account made through the API (for 'admin', the
 * configured admin), signed in on `page` (or the page `on`) by its session cookie. Sign-in through
 * the form is tested on its own (signin.spec.ts and the journeys); other tests start here.
 */
export const test = base.extend<{ signedIn: SignedIn }>({
  signedIn: async ({ page, request }, use, info) => {
    await use(async (role, { fullName, on = page } = {}) => {
      const account =
        role === 'admin'
          ? await adminAccount(request)
          : await newAccount(info, role === 'brand' ? 'brand' : 'influencer', fullName);
      await useSession(on, account);
      return account;
    });
  },
});
