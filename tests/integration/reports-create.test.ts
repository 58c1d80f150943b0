import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports, users } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { notificationsOf, postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();
const report = (token: string | undefined, body: Record<string, unknown>) =>
  rest(t, 'POST', '/api/reports', { token, body });

describe('POST /api/reports: who may report what', () => {
  it('a creator reports a campaign', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand);
    const creator = await createCreator(t);
    const res = await report(creator.token, {
      report_type: 'spam',
      reason: '  Asks for payment up front  ',
      reported_campaign_id: campaign.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.report).toEqual({
      id: expect.any(String),
      reporter_id: creator.user.id,
      reported_user_id: null,
      reported_campaign_id: campaign.id,
      report_type: 'spam',
      reason: 'Asks for payment up front',
      status: 'pending',
      created_at: expect.any(String),
    });
  });

  it('a creator reports a brand, a brand reports a creator', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const byCreator = await report(creator.token, {
      report_type: 'fake',
      reason: 'Not a real company',
      reported_user_id: brand.user.id,
    });
    expect(byCreator.status).toBe(200);
    expect(byCreator.body.report).toMatchObject({
      reported_user_id: brand.user.id,
      reported_campaign_id: null,
      report_type: 'fake',
    });
    const byBrand = await report(brand.token, {
      report_type: 'harassment',
      reason: 'Abusive messages',
      reported_user_id: creator.user.id,
    });
    expect(byBrand.status).toBe(200);
    expect(byBrand.body.report).toMatchObject({
      reporter_id: brand.user.id,
      reported_user_id: creator.user.id,
      report_type: 'harassment',
    });
  });

  it.each([
    [
      'a creator reports another creator',
      'creator',
      'creator',
      'reported_user_id: creators can report a campaign or a brand',
    ],
    [
      'a creator reports an admin',
      'creator',
      'admin',
      'reported_user_id: creators can report a campaign or a brand',
    ],
    ['a brand reports a brand', 'brand', 'brand', 'reported_user_id: brands can report only creators'],
    ['a brand reports an admin', 'brand', 'admin', 'reported_user_id: brands can report only creators'],
  ] as const)('refuses with 400 when %s', async (_, reporterRole, targetRole, error) => {
    const make = { creator: createCreator, brand: createBrand, admin: createAdmin };
    const reporter = await make[reporterRole](t);
    const target = await make[targetRole](t);
    expect(
      await report(reporter.token, { report_type: 'spam', reason: 'x', reported_user_id: target.user.id }),
    ).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('refuses with 400 when a brand reports a campaign', async () => {
    const owner = await createBrand(t);
    const campaign = await postCampaign(t, owner);
    const brand = await createBrand(t);
    expect(
      await report(brand.token, { report_type: 'spam', reason: 'x', reported_campaign_id: campaign.id }),
    ).toMatchObject({
      status: 400,
      body: { error: 'reported_campaign_id: brands can report only creators' },
    });
  });

  it('refuses admins with 403 (also an admin who is a brand) and signed-out callers with 401', async () => {
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    expect(
      (await report(admin.token, { report_type: 'spam', reason: 'x', reported_user_id: creator.user.id }))
        .status,
    ).toBe(403);
    const brandAdmin = await createBrand(t);
    await t.db
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.id, brandAdmin.user.id));
    expect(
      await report(brandAdmin.token, { report_type: 'spam', reason: 'x', reported_user_id: creator.user.id }),
    ).toMatchObject({
      status: 403,
      body: { error: 'Admins cannot file reports' },
    });
    expect(
      (await report(undefined, { report_type: 'spam', reason: 'x', reported_user_id: creator.user.id }))
        .status,
    ).toBe(401);
  });
});

describe('POST /api/reports: targets that cannot be seen', () => {
  it('answers 404 for a campaign or user that does not exist', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    expect(
      await report(creator.token, { report_type: 'spam', reason: 'x', reported_campaign_id: 'missing' }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Campaign not found' },
    });
    expect(
      await report(creator.token, { report_type: 'spam', reason: 'x', reported_user_id: 'missing' }),
    ).toMatchObject({
      status: 404,
      body: { error: 'User not found' },
    });
    expect(
      (await report(brand.token, { report_type: 'spam', reason: 'x', reported_user_id: 'missing' })).status,
    ).toBe(404);
  });

  it("answers 404 for another brand's draft and for a deleted campaign", async () => {
    const brand = await createBrand(t);
    const draft = await postCampaign(t, brand, { status: 'draft' });
    const deleted = await postCampaign(t, brand);
    expect((await rest(t, 'DELETE', `/api/campaigns/${deleted.id}`, { token: brand.token })).status).toBe(
      200,
    );
    const creator = await createCreator(t);
    for (const id of [draft.id, deleted.id]) {
      expect(
        (await report(creator.token, { report_type: 'spam', reason: 'x', reported_campaign_id: id })).status,
      ).toBe(404);
    }
  });
});

describe('POST /api/reports: input', () => {
  it.each([
    [{ reason: 'x' }, 'Please select a report type.'],
    [{ report_type: '', reason: 'x' }, 'Please select a report type.'],
    [{ report_type: 'rude', reason: 'x' }, 'Please select a report type.'],
    [{ report_type: 'spam' }, 'Please provide a reason for the report.'],
    [{ report_type: 'spam', reason: '   ' }, 'Please provide a reason for the report.'],
    [{ report_type: 'spam', reason: 'r'.repeat(1001) }, 'Reason must be at most 1000 characters'],
    [{ report_type: 'spam', reason: '<img src=x onerror=alert(1)>' }, 'reason: HTML tags are not allowed'],
    [
      { report_type: 'spam', reason: 'see javascript:alert(1)' },
      'reason: Potentially unsafe content detected',
    ],
  ])('refuses %j with 400 and the documented message', async (body, error) => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    expect(await report(creator.token, { reported_user_id: brand.user.id, ...body })).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('accepts a 1000-character reason and every report type', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    for (const report_type of ['spam', 'inappropriate', 'fake', 'harassment']) {
      const res = await report(creator.token, {
        report_type,
        reason: 'r'.repeat(1000),
        reported_user_id: brand.user.id,
      });
      expect(res.status).toBe(200);
    }
  });

  it('needs exactly one target', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand);
    const error = 'Report exactly one target: reported_campaign_id or reported_user_id';
    expect(await report(creator.token, { report_type: 'spam', reason: 'x' })).toMatchObject({
      status: 400,
      body: { error },
    });
    expect(
      await report(creator.token, {
        report_type: 'spam',
        reason: 'x',
        reported_user_id: '',
        reported_campaign_id: null,
      }),
    ).toMatchObject({
      status: 400,
      body: { error },
    });
    expect(
      await report(creator.token, {
        report_type: 'spam',
        reason: 'x',
        reported_user_id: brand.user.id,
        reported_campaign_id: campaign.id,
      }),
    ).toMatchObject({ status: 400, body: { error } });
    // An empty other target, as a form sends it, is no target.
    expect(
      (
        await report(creator.token, {
          report_type: 'spam',
          reason: 'x',
          reported_user_id: brand.user.id,
          reported_campaign_id: '',
        })
      ).status,
    ).toBe(200);
  });

  it('takes the reporter and status from the server, never from the body', async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const brand = await createBrand(t);
    const res = await report(creator.token, {
      report_type: 'spam',
      reason: 'x',
      reported_user_id: brand.user.id,
      reporter_id: other.user.id,
      status: 'resolved',
    });
    expect(res.body.report).toMatchObject({ reporter_id: creator.user.id, status: 'pending' });
  });

  it('works through the tRPC caller', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    const { report: filed } = await creator.caller.reports.create({
      report_type: 'inappropriate',
      reason: 'Offensive brief',
      reported_user_id: brand.user.id,
    });
    expect(filed).toMatchObject({
      reporter_id: creator.user.id,
      reported_user_id: brand.user.id,
      status: 'pending',
    });
    await expect(
      brand.caller.reports.create({ report_type: 'spam', reason: 'x', reported_user_id: brand.user.id }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const admin = await createAdmin(t);
    await expect(
      admin.caller.reports.create({ report_type: 'spam', reason: 'x', reported_user_id: creator.user.id }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('the admins are told', () => {
  it('every admin gets a high-priority report notification linking to the report; nobody else does', async () => {
    const app = createTestApp();
    const admins = [await createAdmin(app), await createAdmin(app)];
    const brand = await createBrand(app);
    const creator = await createCreator(app, { fullName: 'Asha Rao' });
    const campaign = await postCampaign(app, brand, { title: 'Diwali Lights' });
    const pushed: string[] = [];
    for (const a of admins) app.deps.events.onNotification(a.user.id, () => pushed.push(a.user.id));

    const res = await rest(app, 'POST', '/api/reports', {
      token: creator.token,
      body: { report_type: 'fake', reason: 'Fake giveaway', reported_campaign_id: campaign.id },
    });
    const id = res.body.report.id;
    for (const admin of admins) {
      expect(await notificationsOf(app, admin.user.id)).toEqual([
        {
          type: 'report',
          title: 'New report',
          message: 'Asha Rao reported the campaign "Diwali Lights" (fake).',
          priority: 'high',
          action_url: `/admin/reports/${id}`,
          metadata: {
            report_id: id,
            report_type: 'fake',
            reported_user_id: null,
            reported_campaign_id: campaign.id,
          },
          read: 0,
        },
      ]);
    }
    expect(pushed.sort()).toEqual(admins.map((a) => a.user.id).sort());
    expect(await notificationsOf(app, creator.user.id)).toEqual([]);
    expect((await notificationsOf(app, brand.user.id)).filter((n) => n.type === 'report')).toEqual([]);

    // The link opens the report for an admin.
    const opened = await rest(app, 'GET', `/api/reports/${id}`, { token: admins[0]!.token });
    expect(opened).toMatchObject({ status: 200, body: { report: { id, reason: 'Fake giveaway' } } });
  });

  it('a report on a user names the user', async () => {
    const app = createTestApp();
    const admin = await createAdmin(app);
    const brand = await createBrand(app, { fullName: 'Glow Cosmetics' });
    const creator = await createCreator(app, { fullName: 'Ravi K' });
    const res = await rest(app, 'POST', '/api/reports', {
      token: brand.token,
      body: { report_type: 'harassment', reason: 'Threats', reported_user_id: creator.user.id },
    });
    expect(await notificationsOf(app, admin.user.id)).toMatchObject([
      {
        message: 'Glow Cosmetics reported the creator Ravi K (harassment).',
        action_url: `/admin/reports/${res.body.report.id}`,
        metadata: { report_id: res.body.report.id, reported_user_id: creator.user.id },
      },
    ]);
  });
});

describe('POST /api/reports: a limit per reporter', () => {
  it('takes RATE_LIMIT_REPORTS reports an hour from one user, concurrent or not, then 429; others still report', async () => {
    const app = createTestApp({ RATE_LIMIT_REPORTS: '3' });
    const [brand, creator, other] = [
      await createBrand(app),
      await createCreator(app),
      await createCreator(app),
    ];
    const body = { report_type: 'spam', reason: 'Spam', reported_user_id: brand.user.id };
    const refusedInput = await rest(app, 'POST', '/api/reports', {
      token: creator.token,
      body: { ...body, reported_user_id: other.user.id },
    });
    expect(refusedInput.status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => rest(app, 'POST', '/api/reports', { token: creator.token, body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.body.error).toBe('Too many reports. Please try again later.');
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await app.db.select({ n: count() }).from(reports)).toEqual([{ n: 3 }]);
    expect((await rest(app, 'POST', '/api/reports', { token: other.token, body })).status).toBe(200);
  });
});
