import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports, suspensions } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator, TEST_PASSWORD } from '../kit/factories';
import { notificationsOf } from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const login = (app: TestApp, email: string) =>
  rest(app, 'POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });

async function suspend(app: TestApp, adminToken: string, body: Record<string, unknown>) {
  return rest(app, 'POST', '/api/admin/suspensions', { token: adminToken, body });
}

/** A suspension written straight into the table (past times the API refuses). */
async function insertSuspension(app: TestApp, values: typeof suspensions.$inferInsert) {
  const [row] = await app.db.insert(suspensions).values(values).returning();
  return row!;
}

describe('POST /api/admin/suspensions', () => {
  it('suspends temporarily: sign-in is refused with suspended:true and existing sessions end at once', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t, { fullName: 'Riya Sharma' });
    const expires = inDays(7);
    const res = await suspend(t, admin.token, {
      user_id: creator.user.id,
      suspension_type: 'temporary',
      reason: '  Spamming brands  ',
      expires_at: expires,
      metadata: { admin_note: 'Third complaint', suspension_duration: '7 days' },
    });
    expect(res.status).toBe(200);
    expect(res.body.suspension).toMatchObject({
      user_id: creator.user.id,
      user_name: 'Riya Sharma',
      user_email: creator.user.email,
      suspension_type: 'temporary',
      status: 'active',
      reason: 'Spamming brands',
      expires_at: expires,
      admin_notes: 'Third complaint',
      suspended_by: admin.user.id,
      metadata: { admin_note: 'Third complaint', suspension_duration: '7 days' },
    });

    // The old session has ended, and its next call is told why: 403 with the reason, over REST and tRPC.
    const stale = await rest(t, 'GET', '/api/auth/profile', { token: creator.token });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({
      suspended: true,
      error: 'Your account has been suspended: Spamming brands',
    });
    await expect(t.caller(creator.token).auth.profile()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your account has been suspended: Spamming brands',
    });
    const again = await login(t, creator.user.email);
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ suspended: true, error: expect.stringContaining('Spamming brands') });
  });

  it('suspends permanently through tRPC, with no expiry', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const { suspension } = await admin.caller.suspensions.create({
      user_id: brand.user.id,
      suspension_type: 'permanent',
      reason: 'Fraud',
    });
    expect(suspension).toMatchObject({ status: 'active', expires_at: null, suspension_type: 'permanent' });
    expect((await login(t, brand.user.email)).status).toBe(403);
    expect((await rest(t, 'GET', '/api/auth/profile', { token: brand.token })).body).toMatchObject({
      suspended: true,
    });
  });

  it('a warning does not block: the session keeps working and sign-in succeeds', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const res = await suspend(t, admin.token, {
      user_id: creator.user.id,
      suspension_type: 'warning',
      reason: 'Be polite',
      expires_at: inDays(1),
    });
    expect(res.status).toBe(200);
    expect(res.body.suspension.status).toBe('active');
    expect((await rest(t, 'GET', '/api/auth/profile', { token: creator.token })).status).toBe(200);
    expect((await login(t, creator.user.email)).status).toBe(200);
    const check = await rest(t, 'GET', `/api/admin/users/${creator.user.id}/suspended`, {
      token: admin.token,
    });
    expect(check).toMatchObject({ status: 200, body: { suspended: false } });
  });

  it('tells a warned user why in a notification; a blocking suspension sends none (the user cannot sign in to read it)', async () => {
    const admin = await createAdmin(t);
    const warned = await createCreator(t);
    const blocked = await createCreator(t);
    await suspend(t, admin.token, {
      user_id: warned.user.id,
      suspension_type: 'warning',
      reason: 'Late deliverables',
    });
    await suspend(t, admin.token, {
      user_id: blocked.user.id,
      suspension_type: 'permanent',
      reason: 'Fraud',
    });

    const inbox = await rest(t, 'GET', '/api/notifications', { token: warned.token });
    expect(inbox.body.unread_count).toBe(1);
    expect(inbox.body.notifications[0]).toMatchObject({
      type: 'message',
      priority: 'high',
      title: 'You have received a warning',
      message: expect.stringContaining('Late deliverables'),
    });
    expect(await notificationsOf(t, blocked.user.id)).toEqual([]);
  });

  it('records the report it came from', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    const [reportId] = await t.db
      .insert(reports)
      .values({
        reporterId: brand.user.id,
        reportedUserId: creator.user.id,
        reportType: 'fake',
        reason: 'Fake followers',
      })
      .returning({ id: reports.id });
    const res = await suspend(t, admin.token, {
      user_id: creator.user.id,
      suspension_type: 'temporary',
      reason: 'Fake followers',
      expires_at: inDays(3),
      metadata: { admin_notes: 'From report', report_id: reportId!.id },
    });
    expect(res.body.suspension).toMatchObject({ report_id: reportId!.id, admin_notes: 'From report' });
    const missing = await suspend(t, admin.token, {
      user_id: creator.user.id,
      suspension_type: 'warning',
      reason: 'x',
      metadata: { report_id: crypto.randomUUID() },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: 'Report not found' } });
  });

  it.each([
    [{ suspension_type: 'temporary', reason: 'x' }, 'expires_at is required for a temporary suspension'],
    [
      { suspension_type: 'temporary', reason: 'x', expires_at: new Date(Date.now() - 60_000).toISOString() },
      'expires_at must be in the future',
    ],
    [
      { suspension_type: 'warning', reason: 'x', expires_at: new Date(Date.now() - 60_000).toISOString() },
      'expires_at must be in the future',
    ],
    [
      { suspension_type: 'temporary', reason: 'x', expires_at: 'next tuesday' },
      'expires_at must be an ISO 8601 date and time',
    ],
    [
      { suspension_type: 'permanent', reason: 'x', expires_at: inDays(2) },
      'A permanent suspension has no expires_at',
    ],
    [{ suspension_type: 'permanent', reason: '   ' }, 'Please provide a reason for suspension.'],
    [{ suspension_type: 'permanent' }, 'Please provide a reason for suspension.'],
    [{ suspension_type: 'forever', reason: 'x' }, 'Suspension type must be warning, temporary or permanent'],
  ])('refuses %j with 400 and a message naming the rule', async (body, error) => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const res = await suspend(t, admin.token, { user_id: creator.user.id, ...body });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect((await rest(t, 'GET', '/api/auth/profile', { token: creator.token })).status).toBe(200);
  });

  it('refuses to suspend an admin or oneself (403) and an unknown user (404)', async () => {
    const admin = await createAdmin(t);
    const other = await createAdmin(t);
    const base = { suspension_type: 'permanent', reason: 'x' };
    expect(await suspend(t, admin.token, { ...base, user_id: other.user.id })).toMatchObject({
      status: 403,
      body: { error: 'Admins cannot be suspended' },
    });
    expect(await suspend(t, admin.token, { ...base, user_id: admin.user.id })).toMatchObject({
      status: 403,
      body: { error: 'You cannot suspend yourself' },
    });
    expect(await suspend(t, admin.token, { ...base, user_id: crypto.randomUUID() })).toMatchObject({
      status: 404,
      body: { error: 'User not found' },
    });
    expect((await rest(t, 'GET', '/api/auth/profile', { token: other.token })).status).toBe(200);
  });
});

describe('expiry', () => {
  it('a temporary suspension stops blocking at expires_at and reads as expired', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const res = await suspend(t, admin.token, {
      user_id: creator.user.id,
      suspension_type: 'temporary',
      reason: 'Short break',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(res.status).toBe(200);
    expect((await login(t, creator.user.email)).status).toBe(403);
    // Let the minute pass: move expires_at just behind the clock rather than sleeping (no timing flakes).
    await t.db
      .update(suspensions)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(suspensions.id, res.body.suspension.id as string));

    expect((await login(t, creator.user.email)).status).toBe(200);
    const list = await rest(
      t,
      'GET',
      `/api/admin/suspensions?search=${encodeURIComponent(creator.user.email)}`,
      { token: admin.token },
    );
    expect(list.body.suspensions.map((s: { status: string }) => s.status)).toEqual(['expired']);
    const check = await rest(t, 'GET', `/api/admin/users/${creator.user.id}/suspended`, {
      token: admin.token,
    });
    expect(check.body.suspended).toBe(false);
  });
});

describe('GET /api/admin/suspensions and /stats', () => {
  it('lists newest first with status, type and search filters, and counts', async () => {
    const app = createTestApp();
    const admin = await createAdmin(app);
    const alice = await createCreator(app, { fullName: 'Alice Verma', email: 'alice@example.com' });
    const bob = await createBrand(app, { fullName: 'Bob Traders', email: 'bob@shop.example.com' });
    const cara = await createCreator(app, { fullName: 'Cara Nair', email: 'cara@example.com' });

    const ids: Record<string, string> = {};
    ids.warning = (
      await suspend(app, admin.token, { user_id: alice.user.id, suspension_type: 'warning', reason: 'w' })
    ).body.suspension.id;
    ids.temporary = (
      await suspend(app, admin.token, {
        user_id: bob.user.id,
        suspension_type: 'temporary',
        reason: 't',
        expires_at: inDays(2),
      })
    ).body.suspension.id;
    ids.permanent = (
      await suspend(app, admin.token, { user_id: cara.user.id, suspension_type: 'permanent', reason: 'p' })
    ).body.suspension.id;
    // An expired one and a cancelled one, written directly with past times.
    ids.expired = (
      await insertSuspension(app, {
        userId: alice.user.id,
        suspensionType: 'temporary',
        reason: 'old',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
        createdAt: '2020-01-01T00:00:00.000Z',
      })
    ).id;
    ids.cancelled = (
      await insertSuspension(app, {
        userId: bob.user.id,
        suspensionType: 'permanent',
        reason: 'undone',
        status: 'cancelled',
        createdAt: '2019-01-01T00:00:00.000Z',
      })
    ).id;

    const list = async (query = '') =>
      (await rest(app, 'GET', `/api/admin/suspensions${query}`, { token: admin.token })).body.suspensions.map(
        (s: { id: string }) => s.id,
      );

    expect(await list()).toEqual([ids.permanent, ids.temporary, ids.warning, ids.expired, ids.cancelled]);
    expect(await list('?status=active')).toEqual([ids.permanent, ids.temporary, ids.warning]);
    expect(await list('?status=expired')).toEqual([ids.expired]);
    expect(await list('?status=cancelled')).toEqual([ids.cancelled]);
    expect(await list('?suspension_type=temporary')).toEqual([ids.temporary, ids.expired]);
    expect(await list('?search=VERMA')).toEqual([ids.warning, ids.expired]);
    expect(await list('?search=shop.example')).toEqual([ids.temporary, ids.cancelled]);
    expect(await list('?search=%25')).toEqual([]);
    expect(await list('?limit=2&offset=1')).toEqual([ids.temporary, ids.warning]);
    expect(
      (await rest(app, 'GET', '/api/admin/suspensions?status=gone', { token: admin.token })).status,
    ).toBe(400);

    const stats = await rest(app, 'GET', '/api/admin/suspensions/stats', { token: admin.token });
    expect(stats.body.stats).toEqual({
      total_suspensions: 5,
      active_suspensions: 3,
      temporary_suspensions: 2,
      permanent_suspensions: 2,
    });
    expect((await admin.caller.suspensions.stats()).stats.total_suspensions).toBe(5);
  });
});

describe('PUT /api/admin/suspensions/{id}', () => {
  it('cancels an active suspension with the default note, letting the user back in; only once', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const { id } = (
      await suspend(t, admin.token, { user_id: creator.user.id, suspension_type: 'permanent', reason: 'x' })
    ).body.suspension;

    const res = await rest(t, 'PUT', `/api/admin/suspensions/${id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    expect(res.body.suspension).toMatchObject({
      id,
      status: 'cancelled',
      admin_notes: 'Suspension cancelled by admin',
    });
    expect(res.body.suspension.ended_at).toEqual(expect.any(String));
    expect((await login(t, creator.user.email)).status).toBe(200);
    // The session the suspension ended does not come back with the account.
    expect((await rest(t, 'GET', '/api/auth/profile', { token: creator.token })).status).toBe(401);

    const again = await rest(t, 'PUT', `/api/admin/suspensions/${id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'Only an active suspension can be cancelled' },
    });
  });

  it('keeps the admin notes given, refuses an expired one (409), an unknown id (404) and other statuses (400)', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const { id } = (
      await suspend(t, admin.token, { user_id: creator.user.id, suspension_type: 'warning', reason: 'x' })
    ).body.suspension;
    const { suspension } = await admin.caller.suspensions.update({
      id,
      status: 'cancelled',
      admin_notes: 'Appealed',
    });
    expect(suspension.admin_notes).toBe('Appealed');

    const expired = await insertSuspension(t, {
      userId: creator.user.id,
      suspensionType: 'temporary',
      reason: 'old',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(
      await rest(t, 'PUT', `/api/admin/suspensions/${expired.id}`, {
        token: admin.token,
        body: { status: 'cancelled' },
      }),
    ).toMatchObject({
      status: 409,
    });
    expect(
      (
        await rest(t, 'PUT', `/api/admin/suspensions/${crypto.randomUUID()}`, {
          token: admin.token,
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(404);
    expect(
      await rest(t, 'PUT', `/api/admin/suspensions/${id}`, {
        token: admin.token,
        body: { status: 'active' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Status can only be set to cancelled' },
    });
  });
});

describe('suspended check and unsuspend', () => {
  it('reports the flag, and unsuspend lifts every active suspension with optional notes', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const check = async () =>
      (await rest(t, 'GET', `/api/admin/users/${creator.user.id}/suspended`, { token: admin.token })).body
        .suspended;
    expect(await check()).toBe(false);

    await suspend(t, admin.token, { user_id: creator.user.id, suspension_type: 'warning', reason: 'w' });
    await suspend(t, admin.token, {
      user_id: creator.user.id,
      suspension_type: 'temporary',
      reason: 't',
      expires_at: inDays(5),
    });
    await suspend(t, admin.token, { user_id: creator.user.id, suspension_type: 'permanent', reason: 'p' });
    expect(await check()).toBe(true);
    expect(await admin.caller.suspensions.isSuspended({ id: creator.user.id })).toEqual({ suspended: true });

    const res = await rest(t, 'POST', `/api/admin/users/${creator.user.id}/unsuspend`, {
      token: admin.token,
      body: { admin_notes: 'Appeal accepted' },
    });
    expect(res).toMatchObject({ status: 200, body: { message: 'User unsuspended successfully', lifted: 3 } });
    expect(await check()).toBe(false);
    expect((await login(t, creator.user.email)).status).toBe(200);
    const rows = await t.db.select().from(suspensions).where(eq(suspensions.userId, creator.user.id));
    expect(rows.every((r) => r.status === 'cancelled' && r.adminNotes === 'Appeal accepted')).toBe(true);

    // Nothing left to lift; a body-less call is fine (notes are optional).
    const none = await rest(t, 'POST', `/api/admin/users/${creator.user.id}/unsuspend`, {
      token: admin.token,
    });
    expect(none).toMatchObject({
      status: 200,
      body: { message: 'User has no active suspension', lifted: 0 },
    });
  });

  it('uses a default note, leaves expired ones expired, and answers 404 for an unknown user', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const expired = await insertSuspension(t, {
      userId: creator.user.id,
      suspensionType: 'temporary',
      reason: 'old',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    await suspend(t, admin.token, { user_id: creator.user.id, suspension_type: 'permanent', reason: 'p' });
    const res = await admin.caller.suspensions.unsuspend({ id: creator.user.id });
    expect(res.lifted).toBe(1);
    const rows = await t.db.select().from(suspensions).where(eq(suspensions.userId, creator.user.id));
    expect(rows.find((r) => r.id === expired.id)?.status).toBe('active');
    expect(rows.find((r) => r.id !== expired.id)?.adminNotes).toBe('User unsuspended by admin');

    expect(
      (await rest(t, 'POST', `/api/admin/users/${crypto.randomUUID()}/unsuspend`, { token: admin.token }))
        .status,
    ).toBe(404);
    expect(
      (await rest(t, 'GET', `/api/admin/users/${crypto.randomUUID()}/suspended`, { token: admin.token }))
        .status,
    ).toBe(404);
  });
});
