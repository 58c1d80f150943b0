import { expect as baseExpect } from '@playwright/test';
import { DISCLOSURE_ADVICE } from '@shared/disclosure';
import { toast } from './admin-helpers';
import { adminAccount, api, newAccount } from './api';
import { axeAtBothWidths } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';

// Several browsers and the server share two cores: screens get more time to settle.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * docs/product.md#disclosure: the creator types a caption without an advertisement label and is
 * told what is wrong with the fix to copy, as they type; the brand sees the verdict and approves
 * only with a reason; the admin's Disclosure Checks list shows the caption with that reason.
 */
test('a caption without a label: advice as it is typed, approval with a reason, shown to the admin', async ({
  page,
  browser,
  request,
  signedIn,
}, info) => {
  test.setTimeout(150_000);
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const title = `Label Reels ${tag}`;
  const caption = `Three looks, one kurta ${tag}: office, college and a chai date!`;
  const reason = `The creator turns on the Paid partnership label when posting ${tag}.`;
  const brand = await newAccount(info, 'brand', `Label Brand ${tag}`);
  const creator = await signedIn('creator', { fullName: `Label Creator ${tag}` });
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'One reel about our monsoon range.',
    status: 'active',
    collab_type: 'paid',
    budget: 20_000,
    tags: ['fashion'],
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });

  // 1. The creator types a caption: the check answers as they type, in a polite live region the field points to.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DASHBOARD.creator}?tab=applications`);
  await page.getByRole('button', { name: `Submit Your Work for ${title}` }).click();
  const submit = page.getByRole('dialog', { name: 'Submit Your Work' });
  await submit.getByLabel('Work link').fill('https://www.instagram.com/reel/label-reel');
  const field = submit.getByLabel('Caption (optional)');
  await field.fill('#ad Monsoon looks');
  await expect(field).toHaveAccessibleDescription(/Disclosure check passed: label “Ad” found up front/);
  await field.fill(caption);
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(DISCLOSURE_ADVICE.missing_label)));
  const check = submit.getByText(DISCLOSURE_ADVICE.missing_label);
  await expect(check).toBeVisible();
  await expect(
    submit.locator('[aria-live="polite"]').filter({ hasText: DISCLOSURE_ADVICE.missing_label }),
  ).toHaveCount(1);
  await axeAtBothWidths(page, 'the Submit Work dialog with failing advice');
  await submit.getByRole('button', { name: 'Submit Work' }).click();
  await expect(toast(page, 'Work submitted')).toBeVisible();
  await expect(submit).toHaveCount(0);

  // 2. The brand sees the verdict; approving asks for the reason, required, and sends it.
  const brandPage = await (await browser.newContext()).newPage();
  await useSession(brandPage, brand);
  await brandPage.setViewportSize({ width: 1280, height: 900 });
  await brandPage.goto(`${DASHBOARD.brand}?tab=applications`);
  await brandPage.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
  await brandPage.getByLabel('Select a campaign').selectOption({ label: `${title} (1 participant)` });
  await brandPage
    .getByRole('article', { name: creator.fullName, exact: true })
    .getByRole('button', { name: 'Submitted Work' })
    .click();
  const dialog = brandPage.getByRole('dialog', { name: 'Submitted Work' });
  const version = dialog.getByRole('article', { name: 'Version 1', exact: true });
  await expect(version.getByText(caption)).toBeVisible();
  await expect(version.getByText('Disclosure check failed')).toBeVisible();
  await expect(version.getByText(DISCLOSURE_ADVICE.missing_label)).toBeVisible();
  await version.getByRole('button', { name: 'Approve' }).click();
  const reasonField = version.getByLabel('Reason to approve despite the disclosure check (required)');
  await expect(reasonField).toBeVisible();
  const confirm = version.getByRole('button', { name: 'Confirm Approval' });
  await expect(confirm).toBeDisabled();
  await axeAtBothWidths(brandPage, 'Submitted Work asking for the reason');
  await reasonField.fill(reason);
  await confirm.click();
  await expect(toast(brandPage, 'Work Approved')).toBeVisible();
  await expect
    .poll(async () => {
      const { submissions } = await api(
        request,
        'GET',
        `/work-submissions/application/${application.id}`,
        brand.token,
      );
      return submissions[0].override_reason;
    })
    .toBe(reason);

  // 3. The admin's Disclosure Checks list shows the caption, what is wrong and the brand's reason.
  const admin = await adminAccount(request);
  const adminPage = await (await browser.newContext()).newPage();
  await useSession(adminPage, admin);
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`${DASHBOARD.admin}?tab=disclosure`);
  await expect(adminPage.getByRole('heading', { name: 'Disclosure Checks', level: 1 })).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: caption });
  await expect(row.getByText(reason)).toBeVisible();
  await expect(row.getByText(title)).toBeVisible();
  await expect(row.getByText(DISCLOSURE_ADVICE.missing_label)).toBeVisible();
  await axeAtBothWidths(adminPage, "the admin's Disclosure Checks");
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
