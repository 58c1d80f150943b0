import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, reports } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator, TEST_PASSWORD } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
const HOUR = 3_600_000;

type ReportValues = typeof reports.$inferInsert;
async function addReport(app: TestApp, values: ReportValues) {
  const [row] = await app.db.insert(reports).values(values).returning();
  return row!;
}
async function addCampaign(app: TestApp, userId: string, title: string) {
  const [row] = await app.db.insert(campaigns).values({ userId, title, status: 'active' }).returning();
  return row!;
}
const reportStatus = async (id: string) =>
  (await t.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)))[0]?.status;

describe('GET /api/reports', () => {
  it('lists newest first with names and filters by status, type, dates and text', async () => {
    const app = createTestApp();
    const admin = await createAdmin(app);
    const brand = await createBrand(app, { fullName: 'Glow Cosmetics', email: 'team@glow.example.com' });
    const creator = await createCreator(app, { fullName: 'Meera Iyer', email: 'meera@example.com' });
    const campaign = await addCampaign(app, brand.user.id, 'Diwali Glow Drive');

    const onCreator = await addReport(app, {
      reporterId: brand.user.id,
      reportedUserId: creator.user.id,
      reportType: 'fake',
      reason: 'Bought followers',
      createdAt: '2026-03-10T10:00:00.000Z',
    });
    const onCampaign = await addReport(app, {
      reporterId: creator.user.id,
      reportedCampaignId: campaign.id,
      reportType: 'spam',
      reason: 'Misleading brief',
      status: 'resolved',
      createdAt: '2026-03-12T23:30:00.000Z',
    });
    const onBrand = await addReport(app, {
      reporterId: creator.user.id,
      reportedUserId: brand.user.id,
      reportType: 'harassment',
      reason: 'Rude messages',
      status: 'dismissed',
      createdAt: '2026-03-15T08:00:00.000Z',
    });

    const res = await rest(app, 'GET', '/api/reports', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.reports.map((r: { id: string }) => r.id)).toEqual([
      onBrand.id,
      onCampaign.id,
      onCreator.id,
    ]);
    expect(res.body.reports[2]).toMatchObject({
      reporter_email: 'team@glow.example.com',
      reporter_name: 'Glow Cosmetics',
      reported_user_email: 'meera@example.com',
      reported_user_name: 'Meera Iyer',
      reported_campaign_title: null,
      report_type: 'fake',
      status: 'pending',
      resolved_at: null,
    });
    expect(res.body.reports[1]).toMatchObject({
      reported_campaign_title: 'Diwali Glow Drive',
      reported_user_email: null,
    });

    const ids = async (query: string) =>
      (await rest(app, 'GET', `/api/reports?${query}`, { token: admin.token })).body.reports.map(
        (r: { id: string }) => r.id,
      );
    expect(await ids('status=pending')).toEqual([onCreator.id]);
    expect(await ids('reportType=spam')).toEqual([onCampaign.id]);
    expect(await ids('report_type=harassment')).toEqual([onBrand.id]);
    // A bare date is the whole India day: 23:30 UTC on the 12th is 05:00 on the 13th in India, the
    // day the admin's table shows for it.
    expect(await ids('startDate=2026-03-11&endDate=2026-03-12')).toEqual([]);
    expect(await ids('startDate=2026-03-13&endDate=2026-03-13')).toEqual([onCampaign.id]);
    expect(await ids('startDate=2026-03-10&endDate=2026-03-10')).toEqual([onCreator.id]);
    expect(await ids('startDate=2026-03-12T23:30:00.000Z&endDate=2026-03-15T08:00:00Z')).toEqual([
      onBrand.id,
      onCampaign.id,
    ]);
    expect(await ids('search=followers')).toEqual([onCreator.id]);
    expect(await ids('search=MEERA')).toEqual([onBrand.id, onCampaign.id, onCreator.id]);
    expect(await ids('search=glow.example')).toEqual([onBrand.id, onCreator.id]);
    expect(await ids('search=Diwali')).toEqual([onCampaign.id]);
    expect(await ids('limit=1&offset=1')).toEqual([onCampaign.id]);

    const { reports: viaTrpc } = await admin.caller.reports.list({ status: 'dismissed' });
    expect(viaTrpc.map((r) => r.id)).toEqual([onBrand.id]);

    for (const [query, error] of [
      ['startDate=yesterday', 'startDate must be an ISO 8601 date or date-time'],
      ['status=open', 'Status must be pending, resolved or dismissed'],
      ['reportType=rude', 'reportType: Report type must be spam, inappropriate, fake or harassment'],
    ]) {
      expect(await rest(app, 'GET', `/api/reports?${query}`, { token: admin.token })).toMatchObject({
        status: 400,
        body: { error },
      });
    }

    const stats = await rest(app, 'GET', '/api/reports/stats', { token: admin.token });
    expect(stats).toMatchObject({
      status: 200,
      body: { stats: { total_reports: 3, pending_reports: 1, resolved_reports: 1, dismissed_reports: 1 } },
    });
  });
});

describe('GET and PUT /api/reports/{id}', () => {
  it('resolve and dismiss stamp resolved_at with the server time; pending clears it', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const report = await addReport(t, {
      reporterId: brand.user.id,
      reportedUserId: creator.user.id,
      reportType: 'spam',
      reason: 'Spam',
    });

    const before = Date.now();
    const resolved = await rest(t, 'PUT', `/api/reports/${report.id}`, {
      token: admin.token,
      body: {
        status: 'resolved',
        admin_notes: 'Warned the creator',
        resolved_at: '2001-01-01T00:00:00.000Z',
      },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.report).toMatchObject({ status: 'resolved', admin_notes: 'Warned the creator' });
    expect(Date.parse(resolved.body.report.resolved_at)).toBeGreaterThanOrEqual(before - 5);

    const pending = await rest(t, 'PUT', `/api/reports/${report.id}`, {
      token: admin.token,
      body: { status: 'pending' },
    });
    expect(pending.body.report).toMatchObject({
      status: 'pending',
      resolved_at: null,
      admin_notes: 'Warned the creator',
    });

    const { report: dismissed } = await admin.caller.reports.update({
      id: report.id,
      status: 'dismissed',
      admin_notes: 'Not spam',
    });
    expect(dismissed).toMatchObject({ status: 'dismissed', admin_notes: 'Not spam' });
    expect(dismissed.resolved_at).not.toBeNull();

    const one = await rest(t, 'GET', `/api/reports/${report.id}`, { token: admin.token });
    expect(one).toMatchObject({
      status: 200,
      body: { report: { id: report.id, status: 'dismissed', reporter_email: brand.user.email } },
    });
  });

  it('answers 404 for an unknown report and 400 for an unknown status', async () => {
    const admin = await createAdmin(t);
    const id = crypto.randomUUID();
    expect(
      (await rest(t, 'PUT', `/api/reports/${id}`, { token: admin.token, body: { status: 'resolved' } }))
        .status,
    ).toBe(404);
    expect((await rest(t, 'GET', `/api/reports/${id}`, { token: admin.token })).status).toBe(404);
    const brand = await createBrand(t);
    const report = await addReport(t, { reporterId: brand.user.id, reportType: 'spam', reason: 'x' });
    expect(
      await rest(t, 'PUT', `/api/reports/${report.id}`, { token: admin.token, body: { status: 'reviewed' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Status must be pending, resolved or dismissed' },
    });
    expect((await rest(t, 'PUT', `/api/reports/${report.id}`, { token: admin.token, body: {} })).status).toBe(
      400,
    );
  });
});

describe('POST /api/reports/{id}/suspend', () => {
  const suspendFrom = (token: string, id: string, body: Record<string, unknown>) =>
    rest(t, 'POST', `/api/reports/${id}/suspend`, { token, body });

  it.each([
    [{}, 7 * 24 * HOUR, '7 days'],
    [{ duration: 1, unit: 'hours' }, HOUR, '1 hour'],
    [{ duration: 3, unit: 'days' }, 3 * 24 * HOUR, '3 days'],
    [{ duration: 2, unit: 'weeks' }, 14 * 24 * HOUR, '2 weeks'],
    [{ duration: 1, unit: 'months' }, 30 * 24 * HOUR, '1 month'],
  ])(
    'suspends the reported user for %j, resolves the report and ends their sessions',
    async (body, ms, label) => {
      const admin = await createAdmin(t);
      const brand = await createBrand(t);
      const creator = await createCreator(t);
      const report = await addReport(t, {
        reporterId: brand.user.id,
        reportedUserId: creator.user.id,
        reportType: 'fake',
        reason: 'Fake',
      });

      const before = Date.now();
      const res = await suspendFrom(admin.token, report.id, { reason: ' Fake audience ', ...body });
      const after = Date.now();
      expect(res.status).toBe(200);
      expect(res.body.suspension).toMatchObject({
        user_id: creator.user.id,
        suspension_type: 'temporary',
        status: 'active',
        reason: 'Fake audience',
        report_id: report.id,
        metadata: { report_id: report.id, suspension_duration: label },
      });
      const expires = Date.parse(res.body.suspension.expires_at);
      expect(expires).toBeGreaterThanOrEqual(before + ms);
      expect(expires).toBeLessThanOrEqual(after + ms);
      expect(res.body.report).toMatchObject({ id: report.id, status: 'resolved' });
      expect(res.body.report.resolved_at).not.toBeNull();

      // The old session has ended; while the suspension lasts its next call is told why.
      const stale = await rest(t, 'GET', '/api/auth/profile', { token: creator.token });
      expect(stale).toMatchObject({ status: 403, body: { suspended: true } });
      const login = await rest(t, 'POST', '/api/auth/login', {
        body: { email: creator.user.email, password: TEST_PASSWORD },
      });
      expect(login).toMatchObject({ status: 403, body: { suspended: true } });
    },
  );

  it("suspends a reported campaign's brand, permanently when asked, with notes", async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const campaign = await addCampaign(t, brand.user.id, 'Scam giveaway');
    const report = await addReport(t, {
      reporterId: creator.user.id,
      reportedCampaignId: campaign.id,
      reportType: 'spam',
      reason: 'Scam',
    });

    const { suspension, report: updated } = await admin.caller.reports.suspendUser({
      id: report.id,
      reason: 'Scam campaigns',
      suspension_type: 'permanent',
      admin_notes: 'Confirmed with payments team',
    });
    expect(suspension).toMatchObject({
      user_id: brand.user.id,
      suspension_type: 'permanent',
      expires_at: null,
      admin_notes: 'Confirmed with payments team',
    });
    expect(suspension.metadata).toEqual({
      report_id: report.id,
      admin_notes: 'Confirmed with payments team',
    });
    expect(updated).toMatchObject({ status: 'resolved', admin_notes: 'Confirmed with payments team' });
  });

  it.each([
    [{ reason: '   ' }, 'Please provide a reason for suspension.'],
    [{}, 'Please provide a reason for suspension.'],
    [{ reason: 'x', duration: 0 }, 'Duration must be at least 1'],
    [{ reason: 'x', duration: 1.5 }, 'Duration must be a whole number'],
    [{ reason: 'x', duration: 'seven' }, 'Duration must be a number'],
    [{ reason: 'x', unit: 'years' }, 'Unit must be hours, days, weeks or months'],
    [{ reason: 'x', suspension_type: 'ban' }, 'Suspension type must be warning, temporary or permanent'],
  ])('refuses %j with 400 and leaves the report pending', async (body, error) => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const report = await addReport(t, {
      reporterId: brand.user.id,
      reportedUserId: creator.user.id,
      reportType: 'fake',
      reason: 'Fake',
    });
    expect(await suspendFrom(admin.token, report.id, body)).toMatchObject({ status: 400, body: { error } });
    expect(await reportStatus(report.id)).toBe('pending');
  });

  it('refuses a report about an admin (403, nothing changes), one naming nobody (409) and an unknown one (404)', async () => {
    const admin = await createAdmin(t);
    const otherAdmin = await createAdmin(t);
    const creator = await createCreator(t);
    const aboutAdmin = await addReport(t, {
      reporterId: creator.user.id,
      reportedUserId: otherAdmin.user.id,
      reportType: 'spam',
      reason: 'x',
    });
    expect(await suspendFrom(admin.token, aboutAdmin.id, { reason: 'x' })).toMatchObject({
      status: 403,
      body: { error: 'Admins cannot be suspended' },
    });
    expect(await reportStatus(aboutAdmin.id)).toBe('pending');

    const aboutNobody = await addReport(t, { reporterId: creator.user.id, reportType: 'spam', reason: 'x' });
    expect(await suspendFrom(admin.token, aboutNobody.id, { reason: 'x' })).toMatchObject({
      status: 409,
      body: { error: 'This report names no user to suspend' },
    });
    expect((await suspendFrom(admin.token, crypto.randomUUID(), { reason: 'x' })).status).toBe(404);
  });
});
