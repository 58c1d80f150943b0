import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { toast } from './admin-helpers';
import { adminAccount, api, fundedCampaign, newAccount, type Account } from './api';
import { expectNoAxeViolations } from './axe';
import { DASHBOARD, test, useSession } from './fixtures';
import { scanDialogs, settled, Sweep, type DialogOpener } from './sweep';

// Every screen, menu and dialog at two widths: long tests on a busy two-core machine. An admin's
// sweep at 1280 px ran out of 5 minutes beside other work (load average 16): each has 10.
test.describe.configure({ timeout: 600_000 });

/** `reference`: the payment reference of the creator's completed paid collaboration (its payout unpaid). */
type Market = { brand: Account; creator: Account; conversation: string; reference: string };

/**
 * A small marketplace so no list is empty: a brand's running campaign with the creator accepted,
 * their work waiting for review and two messages, a second one the creator was accepted to and has
 * not delivered (with a dispute open about it), a third whose work is approved (so both sides may
 * review), a fourth completed, its payout waiting for the money the brand never sent, an application
 * waiting on each side, one to apply to, a draft, a draft whose money the platform holds, reports
 * both ways, a contact message, the creator's payment details, a warning, a suspended account and a
 * broadcast.
 */
async function marketplace(request: APIRequestContext, info: TestInfo): Promise<Market> {
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const brand = await newAccount(info, 'brand', `Axe Brand ${tag}`);
  const creator = await newAccount(info, 'influencer', `Axe Creator ${tag}`);
  const other = await newAccount(info, 'influencer', `Axe Other ${tag}`);
  const campaign = async (title: string, status = 'active') =>
    (
      await api(request, 'POST', '/campaigns', brand.token, {
        title,
        description: 'Short videos about our new tea range.',
        status,
        collab_type: 'paid',
        budget: 20_000,
        tags: ['food', 'tea'],
      })
    ).campaign as { id: string };
  const apply = async (who: Account, campaignId: string) =>
    (await api(request, 'POST', '/applications', who.token, { campaign_id: campaignId })).application as {
      id: string;
    };
  const accept = (applicationId: string) =>
    api(request, 'PUT', `/applications/${applicationId}`, brand.token, { status: 'accepted' });

  const running = await campaign(`${DELIVERED} ${tag}`);
  const next = await campaign(`Cafe Visit ${tag}`);
  await campaign(`Draft Idea ${tag}`, 'draft');
  await apply(creator, (await campaign(`Snack Box ${tag}`)).id);
  await campaign(`Spice Tour ${tag}`);
  const delivered = await apply(creator, running.id);
  await accept(delivered.id);
  await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: delivered.id,
    content: 'The reel',
    links: ['https://www.instagram.com/reel/tea-range'],
  });
  // A conversation with a link and a flagged message (its notice), opened read-only by the admin.
  const say = (who: Account, body: string) =>
    api(request, 'POST', `/conversations/${delivered.id}/messages`, who.token, { body });
  await say(creator, 'The reel is up: https://www.instagram.com/reel/tea-range');
  await say(brand, 'Lovely! Call me on 98765 43210');
  const waiting = await apply(creator, next.id);
  await accept(waiting.id);
  // Approved work: each side may review the other (Review {name}).
  const approved = await apply(creator, (await campaign(`${REVIEWED} ${tag}`)).id);
  await accept(approved.id);
  const { submission } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: approved.id,
    content: 'The unboxing',
    links: ['https://www.instagram.com/reel/juice-launch'],
  });
  await api(request, 'PUT', `/work-submissions/${submission.id}/review`, brand.token, { status: 'approved' });
  // An open dispute (the admin's Resolve): the creator says the collaboration is going nowhere.
  await api(request, 'POST', '/disputes', creator.token, {
    application_id: waiting.id,
    reason: 'deadline',
    details: 'The brand has not sent the product for two weeks.',
  });
  // A funding claim waiting for the admin (Payouts tab); the running campaign stays unfunded (Fund campaign).
  await api(request, 'POST', `/campaigns/${next.id}/funding`, brand.token, {
    utr: `AXE${tag}`.padEnd(12, '0'),
  });
  await apply(other, next.id);
  const admin = (await adminAccount(request)).token;
  // A completed paid collaboration the brand never funded: its payout waits (Earnings, Commission tab).
  const completed = await campaign(`Mango Collab ${tag}`);
  const done = await apply(creator, completed.id);
  await accept(done.id);
  const { submission: work } = await api(request, 'POST', '/work-submissions', creator.token, {
    application_id: done.id,
    content: 'The mango reel',
    links: ['https://www.instagram.com/reel/mango-collab'],
  });
  await api(request, 'PUT', `/work-submissions/${work.id}/review`, brand.token, { status: 'approved' });
  await api(request, 'POST', `/campaigns/${completed.id}/complete-creator/${creator.id}`, brand.token);
  const { transactions } = await api(request, 'GET', '/admin/transactions?limit=100', admin);
  const reference = transactions.find((t: { campaign_id: string }) => t.campaign_id === completed.id)
    .payment_reference as string;
  // A draft whose money the platform holds (the admin's Refund).
  const held = await campaign(`Held Fund ${tag}`, 'draft');
  await fundedCampaign(request, {
    brandToken: brand.token,
    adminToken: admin,
    campaignId: held.id,
    utr: `AXEH${tag}`.padEnd(12, '0'),
  });
  await api(request, 'POST', '/reports', creator.token, {
    report_type: 'spam',
    reason: `Spam ${tag}`,
    reported_user_id: brand.id,
  });
  await api(request, 'POST', '/reports', brand.token, {
    report_type: 'harassment',
    reason: `Rude ${tag}`,
    reported_user_id: other.id,
  });
  await api(request, 'POST', '/payments/user', creator.token, {
    pan_number: 'ABCDE1234F',
    aadhaar_number: '234567890123',
    upi_id: `axe.${tag}@okicici`,
    account_holder_name: creator.fullName,
    account_number: '123456789012',
    ifsc_code: 'HDFC0001234',
    bank_name: 'HDFC Bank',
    consent_given: true,
  });
  await api(request, 'POST', '/admin/suspensions', admin, {
    user_id: brand.id,
    suspension_type: 'warning',
    reason: 'Axe warning',
  });
  await api(request, 'POST', '/admin/suspensions', admin, {
    user_id: other.id,
    suspension_type: 'temporary',
    reason: 'Axe suspension',
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  await api(request, 'POST', '/contact', undefined, {
    name: `Axe Visitor ${tag}`,
    email: `axe.${tag}@example.com`,
    subject: 'support',
    message: 'A question about fees.',
  });
  await api(request, 'POST', '/notifications/broadcast', admin, {
    title: `Hello ${tag}`,
    message: 'A broadcast so every bell has something in it',
  });
  return { brand, creator, conversation: delivered.id, reference };
}

/** Signs the page in as the market's creator or brand, or as the admin. */
async function signInAs(
  role: 'creator' | 'brand' | 'admin',
  market: Market,
  page: Parameters<typeof useSession>[0],
) {
  const account =
    role === 'admin' ? await adminAccount(page.request) : role === 'brand' ? market.brand : market.creator;
  await useSession(page, account);
}

/** Routes no screen links to (the emailed links' pages among them); the sweep finds the rest. */
const UNLINKED = [
  '/activity-center',
  '/profile',
  '/no-such-page',
  '/auth/reset?token=e2e-not-a-token',
  '/auth/verify?token=e2e-not-a-token',
];

/** The campaigns whose work waits for review and whose work is approved, by the start of their titles. */
const DELIVERED = 'Tea Reels';
const REVIEWED = 'Juice Launch';

/** Chooses, on the brand's Campaign Management tab, the campaign whose title starts with `title`. */
const chooseCampaign = (title: string) => async (page: Page) => {
  const select = page.getByLabel('Select a campaign');
  const labels = await select.locator('option').allTextContents();
  await select.selectOption({ label: labels.find((l) => l.startsWith(title))! });
};

const creatorTab = (tab: string) => `${DASHBOARD.creator}?tab=${tab}`;
const brandTab = (tab: string) => `${DASHBOARD.brand}?tab=${tab}`;
const adminTab = (tab: string) => `${DASHBOARD.admin}?tab=${tab}`;

/** The Commission tab's confirmation of a status change that moves the market's payout's money. */
const statusChange = (market: Market, to: 'completed' | 'cancelled'): DialogOpener => ({
  on: adminTab('commission'),
  prepare: (page) => page.getByLabel('Payment reference').fill(market.reference),
  open: (page) => page.getByLabel(`Payment status of ${market.reference}`).selectOption(to),
  what: `the payment status set ${to}`,
});

/** Every dialog a role can open, by the button that opens it. Confirmations are opened, never confirmed. */
const dialogsOf = (market: Market): Record<'creator' | 'brand' | 'admin', DialogOpener[]> => ({
  creator: [
    { on: creatorTab('browse'), button: /^Report campaign/ },
    { on: creatorTab('browse'), button: /^Report brand/ },
    // The one campaign left to apply to: until the applied marks load, every card says Apply.
    { on: creatorTab('browse'), button: /^Apply to Spice Tour/ },
    { on: creatorTab('applications'), button: /^Submit Your Work for/ },
    { on: creatorTab('applications'), button: /^Withdraw application to/ },
    { on: creatorTab('applications'), button: /^Open dispute$/ },
    { on: creatorTab('applications'), button: /^Review Axe Brand/ },
  ],
  brand: [
    { on: brandTab('campaigns'), button: /^View Details$/ },
    { on: brandTab('campaigns'), button: /^Edit$/ },
    { on: brandTab('campaigns'), button: /^Delete$/ },
    { on: brandTab('campaigns'), button: /^Mark as Complete$/ },
    { on: brandTab('campaigns'), button: /^Fund campaign$/ },
    { on: brandTab('applications'), tab: 'Reviewed Applications', button: /^View Profile$/ },
    { on: brandTab('applications'), tab: 'Reviewed Applications', button: /^Report Influencer$/ },
    {
      on: brandTab('applications'),
      tab: 'Campaign Management',
      prepare: (page) => page.getByLabel('Select a campaign').selectOption({ index: 1 }),
      button: /^Submitted Work$/,
    },
    {
      on: brandTab('applications'),
      tab: 'Campaign Management',
      // The work waiting for review: the other accepted collaboration already has a dispute open.
      prepare: chooseCampaign(DELIVERED),
      button: /^Open dispute$/,
    },
    {
      on: brandTab('applications'),
      tab: 'Campaign Management',
      prepare: chooseCampaign(REVIEWED),
      button: /^Review Axe Creator/,
    },
  ],
  admin: [
    { on: adminTab('users'), button: /^Details of / },
    { on: adminTab('users'), button: /^Suspend / },
    { on: adminTab('users'), button: /^Unsuspend / },
    { on: adminTab('brands'), button: /^Details of / },
    { on: adminTab('campaigns'), button: /^View / },
    { on: adminTab('reports'), button: /^Review report by/, then: 'Suspend User' },
    { on: adminTab('suspensions'), button: /^Details of the suspension of/ },
    { on: adminTab('payment-management'), button: /^View details of/ },
    { on: adminTab('contact'), button: /^View message from/ },
    { on: adminTab('contact'), button: /^Reply by email to/ },
    { on: adminTab('payouts'), button: /^Reject funding of/ },
    {
      on: adminTab('payouts'),
      prepare: (page) => page.getByLabel('Claim status').selectOption('held'),
      button: /^Refund funding of/,
    },
    statusChange(market, 'completed'),
    statusChange(market, 'cancelled'),
    { on: adminTab('disputes'), button: /^Resolve the dispute about/ },
  ],
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    });

    test('signed out: every public page, both sign-in tabs and an unknown URL, with each menu open', async ({
      page,
    }) => {
      const seen = await new Sweep(page, `signed out at ${width}`, ['/', '/auth', ...UNLINKED]).run();
      expect(seen.screens).toEqual(expect.arrayContaining(['/', '/auth [Sign In]', '/auth [Sign Up]']));
    });

    for (const role of ['creator', 'brand', 'admin'] as const) {
      test(`${role}: every screen and tab, with each menu open`, async ({ page, request }, info) => {
        const market = await marketplace(request, info);
        await signInAs(role, market, page);
        // Messages with a conversation open (the header's link opens the same route with none).
        const open = `/messages?conversation=${market.conversation}`;
        const seen = await new Sweep(page, `${role} at ${width}`, [
          DASHBOARD[role],
          '/',
          ...UNLINKED,
          open,
        ]).run();
        expect(seen.menus).toEqual(expect.arrayContaining(['menu User', 'popover Notifications']));
        if (role === 'admin') {
          expect(seen.menus).toContain('menu Actions');
          for (const tab of ['disputes', 'audit-log'])
            expect(seen.screens.some((screen) => screen.includes(`tab=${tab}`))).toBe(true);
        }
      });

      test(`${role}: every dialog, open`, async ({ page, request }, info) => {
        const market = await marketplace(request, info);
        await signInAs(role, market, page);
        await scanDialogs(page, `${role} at ${width}`, dialogsOf(market)[role]);
      });
    }
  });
}

test('the brand asking for a revision inside Submitted Work, and the admin resolving a split', async ({
  page,
  request,
}, info) => {
  const market = await marketplace(request, info);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
    await signInAs('brand', market, page);
    await page.goto(brandTab('applications'));
    await settled(page);
    await page.getByRole('tab', { name: 'Campaign Management', exact: true }).click();
    await chooseCampaign(DELIVERED)(page);
    await page
      .getByRole('button', { name: /^Submitted Work$/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Request revision' }).click();
    await expect(page.getByRole('dialog').getByLabel(/Feedback/)).toBeVisible();
    await expectNoAxeViolations(page, { label: `brand at ${width}: Request revision` });

    await signInAs('admin', market, page);
    await page.goto(adminTab('disputes'));
    await settled(page);
    await page
      .getByRole('button', { name: /^Resolve the dispute about/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Split' }).check();
    await expect(page.getByRole('dialog').getByLabel('Creator share (%)')).toBeVisible();
    await expectNoAxeViolations(page, { label: `admin at ${width}: Resolve dispute, Split` });
  }
});

test('an error raised while a dialog is open shows inside the dialog, where a screen reader reaches it', async ({
  page,
  request,
}, info) => {
  const market = await marketplace(request, info);
  await signInAs('creator', market, page);
  await page.route('**/trpc/reports.create*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(creatorTab('browse'));
  await settled(page);
  await page
    .getByRole('button', { name: /^Report campaign/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Report type').selectOption('spam');
  await dialog.getByLabel('Reason').fill('Asks for payment up front.');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  // The rest of the page is inert while the dialog is open: a toast there would be silent.
  await expect(dialog.getByRole('alert')).toContainText('Report failed');
  await expect(dialog.getByRole('alert').getByText('Report failed')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Report failed')).toBeVisible();
});

test('on the sign-in tabs, Tab goes from the tab list straight to the first field', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full Name')).toBeFocused();
});
