import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { toast } from './admin-helpers';
import { adminAccount, api, newAccount, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { advanceServerClock } from './clock';
import { e2eDataDir } from './env';
import { DASHBOARD, test, useSession } from './fixtures';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/** The e2e server has no mail server: it writes each email into DATA_DIR/outbox. */
const outboxDir = () => path.join(e2eDataDir(), 'outbox');

/**
 * While `work` runs, no email can be written: a file stands where the outbox folder was, so every
 * send fails as a mail server's refusal would. The folder and what was written meanwhile come back.
 */
async function withMailDown<T>(work: () => Promise<T>): Promise<T> {
  const dir = outboxDir();
  const aside = `${dir}-aside-${process.pid}`;
  fs.mkdirSync(dir, { recursive: true });
  fs.renameSync(dir, aside);
  fs.writeFileSync(dir, 'mail is down');
  try {
    return await work();
  } finally {
    fs.rmSync(dir, { force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const file of fs.readdirSync(aside)) fs.renameSync(path.join(aside, file), path.join(dir, file));
    fs.rmdirSync(aside);
  }
}

type OutboxRow = { id: string; recipient: string; status: string; attempts: number; last_error: string };

/** The outbox's email to `account` (its verification email), as the admin's list answers. */
async function emailTo(request: APIRequestContext, admin: Account, account: Account) {
  const search = new URLSearchParams({ search: account.email });
  const { emails } = await api(request, 'GET', `/admin/emails?${search}`, admin.token);
  return (emails as OutboxRow[]).find((e) => e.recipient === account.email);
}

/** The pause after each failed try, in minutes (services/outbox/worker.ts): 1, 2, 4, 8. */
const RETRY_MINUTES = [1, 2, 4, 8];

/**
 * docs/product.md#email-outbox: an email the mail server keeps refusing is tried five times, with
 * longer pauses, then waits as failed. The admin's Emails tab opens on the failed ones, with the last
 * error; Send again sends one (announced, and focus goes to the next failed email or the heading),
 * and one another admin sent again meanwhile is refused with the server's reason (409).
 */
test('failed emails: listed first with their error, sent again, and a 409 when already sent again', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const admin = await adminAccount(request);
  // Two sign-ups while mail is down: their verification emails fail five times.
  const [first, second] = await withMailDown(async () => {
    const accounts: [Account, Account] = [
      await newAccount(info, 'influencer', 'Unreachable One'),
      await newAccount(info, 'influencer', 'Unreachable Two'),
    ];
    for (const [tries, minutes] of [...RETRY_MINUTES, 0].entries()) {
      for (const account of accounts)
        await expect
          .poll(async () => (await emailTo(request, admin, account))?.attempts, { timeout: 30_000 })
          .toBe(tries + 1);
      if (minutes > 0) await advanceServerClock((minutes * 60 + 5) / 3600);
    }
    return accounts;
  });
  for (const account of [first, second])
    expect(await emailTo(request, admin, account)).toMatchObject({ status: 'failed', attempts: 5 });

  await useSession(page, admin);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await page.goto(`${DASHBOARD.admin}?tab=emails`);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('failed');
    await expect(page.getByRole('heading', { name: 'Failed emails' })).toBeVisible();
    for (const account of [first, second]) {
      const row = page.getByRole('row').filter({ hasText: account.email });
      await expect(row).toContainText('Failed');
      await expect(row).toContainText('Account');
      await expect(row.getByRole('cell').nth(4)).toHaveText('5');
      await expect(row).toContainText((await emailTo(request, admin, account))!.last_error);
    }
    await expectNoAxeViolations(page, { label: `the Emails tab at ${width} px` });
  }

  // Another admin sends the second one again first: this screen's Send again is refused, and says why.
  await api(
    request,
    'POST',
    `/admin/emails/${(await emailTo(request, admin, second))!.id}/retry`,
    admin.token,
  );
  await page.getByRole('button', { name: new RegExp(`^Send again: .* to ${second.email}$`) }).click();
  await expect(toast(page, 'Not sent again')).toContainText('only a failed email can be sent again');
  await expect(page.getByRole('row').filter({ hasText: second.email })).toHaveCount(0);

  // Send again: announced, and it goes out now; focus moves on rather than to the page.
  await page.getByRole('button', { name: new RegExp(`^Send again: .* to ${first.email}$`) }).click();
  await expect(toast(page, 'Email queued again')).toContainText(first.email);
  await expect(page.getByRole('row').filter({ hasText: first.email })).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveAccessibleName(/^(Send again: .+|Failed emails)$/);
  await expect.poll(async () => (await emailTo(request, admin, first))?.status).toBe('sent');
  // Other specs' emails are sent meanwhile: the search finds this one among them.
  await page.getByLabel('Status', { exact: true }).selectOption('sent');
  await page.getByRole('searchbox', { name: 'Search' }).fill(first.email);
  await expect(page.getByRole('row').filter({ hasText: first.email })).toContainText('Sent');
  await expect(page.getByRole('table', { name: 'Outbox emails' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${first.email}-nobody`);
  await expect(page.getByText(`No sent emails match “${first.email}-nobody”.`)).toBeVisible();
});
