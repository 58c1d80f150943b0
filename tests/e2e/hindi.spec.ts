import { expect } from '@playwright/test';
import { emailsTo } from '../kit/mail';
import { api, newAccount } from './api';
import { axeAtBothWidths } from './axe';
import { toast } from './admin-helpers';
import { e2eDataDir } from './env';
import { test, useSession } from './fixtures';
import { expectNoSidewaysScroll, uniqueEmail } from './helpers';
import { chooseHindi, hiAppT, hiMessage, hiPublicT, keepScreenshot } from './hindi';

/*
 * The product in Hindi (docs/product.md#languages): chosen in the header, remembered on the
 * account, every screen, message and email in it. Texts are read from the Hindi catalogues.
 */

test.describe('on a phone in Hindi', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor switches to Hindi and signs up as a creator: the form, its messages, the dashboard and the email in Hindi', async ({
    page,
    request,
  }, info) => {
    await page.goto('/');
    await chooseHindi(page);
    await expect(page.getByRole('heading', { level: 1, name: hiPublicT('pages.hero.title') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, 'landing-375');

    await page
      .getByRole('link', { name: hiPublicT('pages.hero.joinInfluencer') })
      .first()
      .click();
    await expect(page.getByRole('tab', { name: hiPublicT('auth.tabs.signup') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const create = page.getByRole('button', { name: hiPublicT('auth.signUp.submit') });
    await create.click();
    for (const message of ['Full name is required', 'Email is required', 'Password is required'])
      await expect(page.getByText(hiMessage(message), { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const email = uniqueEmail('hindi', info);
    await page.getByLabel(hiPublicT('auth.signUp.fullName')).fill('Kavya Sharma');
    await page.getByLabel(hiPublicT('auth.email')).fill(email);
    await page.getByLabel(hiPublicT('auth.password'), { exact: true }).fill('Str0ng!pass-word');
    await page.getByLabel(hiPublicT('auth.signUp.confirmPassword')).fill('Str0ng!pass-word');
    await page.getByRole('checkbox').check();
    await create.click();

    await expect(page).toHaveURL(/\/creator-dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: hiPublicT('layout.welcome', { name: 'Kavya Sharma' }) }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, 'creator-dashboard-375');
    await axeAtBothWidths(page, 'the creator dashboard in Hindi');

    // Remembered on the account, and the verification email came in Hindi.
    const me = await page.request.get('/api/auth/profile');
    expect((await me.json()).user.language).toBe('hi');
    const [mail] = await emailsTo({ dataDir: e2eDataDir() }, email, { count: 1, timeoutMs: 10_000 });
    expect(mail!.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail!.text).toMatch(/[\u0900-\u097F]/);
    expect(mail!.html).toContain('lang="hi"');
    void request;
  });
});

test('a creator in Hindi applies to a campaign and submits the work', async ({ page, request }, info) => {
  const brand = await newAccount(info, 'brand', 'Desi Chai Co');
  const creator = await newAccount(info, 'influencer', 'Kabir Singh');
  await api(request, 'PUT', '/profiles/me', creator.token, { language: 'hi' });
  const title = `Diwali chai reels ${Date.now().toString(36)}`;
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Two reels about our festive tea.',
    status: 'active',
    collab_type: 'barter',
  });
  await useSession(page, creator);
  await page.goto('/creator-dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('button', { name: hiAppT('creator.browse.card.applyTo', { title }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: hiAppT('creator.browse.applyDialog.send') })
    .click();
  await expect(toast(page, hiAppT('creator.browse.submitted'))).toBeVisible();

  const { applications } = await api(request, 'GET', `/applications/campaign/${campaign.id}`, brand.token);
  await api(request, 'PUT', `/applications/${applications[0].id}`, brand.token, { status: 'accepted' });

  await page.goto('/creator-dashboard?tab=applications');
  const action = hiAppT('creator.applications.submitWork');
  await page
    .getByRole('button', { name: hiAppT('creator.applications.submitWorkFor', { action, title }) })
    .click();
  const work = page.getByRole('dialog', { name: action });
  await work.getByLabel(hiAppT('creator.applications.submitDialog.link')).fill('ftp://youtube.com/video');
  await expect(work.getByText(hiMessage('URL must start with http:// or https://'))).toBeVisible();
  await work
    .getByLabel(hiAppT('creator.applications.submitDialog.link'))
    .fill('https://www.youtube.com/watch?v=chai1');
  await work
    .getByLabel(hiAppT('creator.applications.submitDialog.description'))
    .fill('दिवाली की चाय पर मेरी रील।');
  await work.getByRole('button', { name: hiAppT('creator.applications.submitDialog.submit') }).click();
  await expect(toast(page, hiAppT('creator.applications.submitDialog.submitted'))).toBeVisible();
  // What the creator wrote is shown as written.
  const { submissions } = await api(request, 'GET', `/work-submissions/campaign/${campaign.id}`, brand.token);
  expect(submissions[0].content).toBe('दिवाली की चाय पर मेरी रील।');
});

test('a brand in Hindi reviews and approves the work', async ({ page, request }, info) => {
  const brand = await newAccount(info, 'brand', 'Desi Chai Co');
  const creator = await newAccount(info, 'influencer', 'Meera Joshi');
  await api(request, 'PUT', '/profiles/me', brand.token, { language: 'hi' });
  const title = `Chai reels ${Date.now().toString(36)}`;
  const { campaign } = await api(request, 'POST', '/campaigns', brand.token, {
    title,
    description: 'Two reels about our tea.',
    status: 'active',
    collab_type: 'barter',
  });
  const { application } = await api(request, 'POST', '/applications', creator.token, {
    campaign_id: campaign.id,
  });
  await api(request, 'PUT', `/applications/${application.id}`, brand.token, { status: 'accepted' });
  await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: application.id,
    content: 'The reel',
    links: ['https://www.instagram.com/reel/chai-one'],
  });

  await useSession(page, brand);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/brand-dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'brand-dashboard-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/brand-dashboard?tab=applications');
  await page.getByRole('tab', { name: hiAppT('brand.applications.participants'), exact: true }).click();
  await page
    .getByLabel(hiAppT('brand.participants.select'))
    .selectOption({ label: hiAppT('brand.participants.option', { title, count: 1 }) });
  const card = page.getByRole('article', { name: 'Meera Joshi', exact: true });
  await card.getByRole('button', { name: hiAppT('brand.common.submittedWork') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: hiAppT('brand.work.approve') }).click();
  await dialog.getByRole('button', { name: hiAppT('brand.work.decisions.approved.confirm') }).click();
  await expect(toast(page, hiAppT('brand.work.decisions.approved.doneTitle'))).toBeVisible();
  // The dialog closes itself after a review; axe then reads the dashboard.
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await axeAtBothWidths(page, 'the brand dashboard in Hindi');
});
