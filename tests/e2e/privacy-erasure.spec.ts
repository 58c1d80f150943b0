import fs from 'node:fs/promises';
import { expect as baseExpect } from '@playwright/test';
import { DATA_EXPORT_MESSAGES, ERASURE_DONE, ERASURE_REFUSALS } from '@shared/schemas/data-rights';
import { api, newAccount, submitSignIn } from './api';
import { axeAtBothWidths } from './axe';
import { test, useSession } from './fixtures';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * docs/product.md#download-my-data and #erasure: a creator downloads their data; asking to erase
 * the account during an accepted collaboration is refused with the reason; once the collaboration is
 * completed, the account is erased and signed out; it cannot sign in again and its public page is gone.
 */
test('a creator downloads their data, is refused erasure during a collaboration, then erases', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const brand = await newAccount(info, 'brand', `Erase Brand ${tag}`);
  const creator = await newAccount(info, 'influencer', `Erase Creator ${tag}`);
  const username = `erase${tag}`.slice(0, 30);
  await api(request, 'PUT', '/profiles/me', creator.token, { username, public_profile: true });
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title: `Erase Reels ${tag}`,
    description: 'One reel about our monsoon range.',
    status: 'active',
    collab_type: 'barter',
    tags: ['food'],
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  expect((await request.get(`/c/${username}`)).status()).toBe(200);

  // 1. Download my data: asked for, prepared in the background, downloaded.
  await useSession(page, creator);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await page.getByRole('button', { name: 'Request my data' }).click();
  const exports = page.getByRole('list', { name: 'Your data exports' });
  await expect(exports.getByText('Ready')).toBeVisible();
  await expect(exports.getByText(/Available until/)).toBeVisible();
  await axeAtBothWidths(page, 'the Privacy page with a ready export');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('link', { name: 'Download' }).click(),
  ]);
  const data = JSON.parse(await fs.readFile(await download.path(), 'utf8'));
  expect(data.account.email).toBe(creator.email);
  expect(data.applications.map((a: { id: string }) => a.id)).toContain(application.id);
  // Three a day: the fourth request is refused with the limit's message.
  for (const count of [2, 3]) {
    await page.getByRole('button', { name: 'Request my data' }).click();
    await expect(exports.getByRole('listitem')).toHaveCount(count);
  }
  await page.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DATA_EXPORT_MESSAGES.limit })).toBeVisible();

  // 2. Erasure refused while the collaboration is under way, with the reason as it is.
  await page.getByLabel('Your password').fill(creator.password);
  await page.getByRole('button', { name: 'Erase my account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: ERASURE_REFUSALS.activeCollaboration }),
  ).toBeVisible();
  await axeAtBothWidths(page, 'the Privacy page with an erasure refused');

  // 3. The collaboration is finished: work sent, approved, the campaign completed.
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The reel',
    links: [`https://www.instagram.com/reel/${tag}`],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });
  await api(request, 'POST', `/campaigns/${campaign.id}/complete`, brand.token);

  // 4. Erased and signed out.
  await page.getByLabel('Your password').fill(creator.password);
  await page.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page.getByText(ERASURE_DONE)).toBeVisible();
  await expect(page).not.toHaveURL(/\/privacy/);

  // 5. Signing in fails like a wrong password; the public page is gone.
  await page.goto('/auth?tab=signin');
  await submitSignIn(page, creator);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password. Please try again.');
  const gone = await page.goto(`/c/${username}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
