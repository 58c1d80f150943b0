import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonArrayHas } from '@db/dialect';
import { auditLog, broadcasts, contactMessages, reports } from '@db/schema';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/audit-actions';
import { setReportStatus } from '@server/services/reports/admin-reports';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { insertCampaign, insertTransaction } from '../kit/money-rows';
import { rest } from '../kit/rest';

// docs/product.md#audit-log: every admin change writes one entry, in its own transaction.
const t = createTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof createAdmin>>;
let creator: Awaited<ReturnType<typeof createCreator>>;
let brand: Awaited<ReturnType<typeof createBrand>>;

beforeAll(async () => {
  admin = await createAdmin(t, { fullName: 'Audit Admin' });
  otherAdmin = await createAdmin(t, { fullName: 'Other Admin' });
  creator = await createCreator(t, { fullName: 'Asha Rao' });
  brand = await createBrand(t, { fullName: 'Chai Co' });
});

const entriesOf = (action: AuditAction) =>
  t.db
    .select({
      actorId: auditLog.actorId,
      targetType: auditLog.targetType,
      targetIds: auditLog.targetIds,
      metadata: auditLog.metadata,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(auditLog.createdAt, auditLog.id);
const auditCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]!.n);
const anId = () => crypto.randomUUID();

/** Five identical requests at once: how many succeeded, and the statuses of the others. */
async function race(send: () => Promise<{ status: number }>) {
  const statuses = (await Promise.all(Array.from({ length: 5 }, send))).map((r) => r.status);
  return { ok: statuses.filter((s) => s === 200).length, others: statuses.filter((s) => s !== 200) };
}

async function newSuspension(userId: string, type: 'warning' | 'temporary' = 'temporary') {
  const res = await rest(t, 'POST', '/api/admin/suspensions', {
    token: admin.token,
    body: {
      user_id: userId,
      suspension_type: type,
      reason: 'Spam in messages',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(res.status).toBe(200);
  return res.body.suspension.id as string;
}

async function newReport(values: Partial<typeof reports.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(reports)
    .values({
      reporterId: brand.user.id,
      reportedUserId: creator.user.id,
      reportType: 'spam',
      reason: 'Spam',
      ...values,
    })
    .returning({ id: reports.id });
  return row!.id;
}

describe('campaign.status', () => {
  it('records the status before and after, about the campaign and its brand; a repeat or unknown one writes none', async () => {
    const campaign = await insertCampaign(t, brand.user.id, { title: 'Summer Launch' });
    const res = await rest(t, 'PUT', `/api/admin/campaigns/${campaign.id}/status`, {
      token: admin.token,
      body: { status: 'flagged' },
    });
    expect(res.status).toBe(200);
    expect(await entriesOf('campaign.status')).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'campaign',
        targetIds: [campaign.id, brand.user.id],
        metadata: { before: { status: 'active' }, after: { status: 'flagged' } },
        ip: expect.any(String),
      },
    ]);

    const before = await auditCount();
    await admin.caller.adminCampaigns.setStatus({ id: campaign.id, status: 'flagged' });
    const unknown = await rest(t, 'PUT', `/api/admin/campaigns/${anId()}/status`, {
      token: admin.token,
      body: { status: 'paused' },
    });
    expect(unknown.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('five admins setting one status at once: one entry', async () => {
    const campaign = await insertCampaign(t, brand.user.id);
    const { ok } = await race(() =>
      rest(t, 'PUT', `/api/admin/campaigns/${campaign.id}/status`, {
        token: admin.token,
        body: { status: 'paused' },
      }),
    );
    expect(ok).toBe(5);
    const entries = (await entriesOf('campaign.status')).filter((e) => e.targetIds[0] === campaign.id);
    expect(entries.map((e) => e.metadata)).toEqual([
      { before: { status: 'active' }, after: { status: 'paused' } },
    ]);
  });
});

describe('suspensions', () => {
  it('user.suspend: about the user and the new suspension; suspending an admin writes none', async () => {
    const target = await createCreator(t);
    const id = await newSuspension(target.user.id);
    const [entry] = (await entriesOf('user.suspend')).filter((e) => e.targetIds[0] === target.user.id);
    expect(entry).toEqual({
      actorId: admin.user.id,
      targetType: 'user',
      targetIds: [target.user.id, id],
      metadata: {
        suspension_id: id,
        before: {},
        after: {
          status: 'active',
          suspension_type: 'temporary',
          reason: 'Spam in messages',
          expires_at: expect.any(String),
        },
      },
      ip: expect.any(String),
    });

    const before = await auditCount();
    const refused = await rest(t, 'POST', '/api/admin/suspensions', {
      token: admin.token,
      body: { user_id: otherAdmin.user.id, suspension_type: 'permanent', reason: 'No' },
    });
    expect(refused.status).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it('suspension.cancel: once, of five at once; a cancelled or unknown one writes none', async () => {
    const target = await createCreator(t);
    const id = await newSuspension(target.user.id);
    const { ok, others } = await race(() =>
      rest(t, 'PUT', `/api/admin/suspensions/${id}`, {
        token: otherAdmin.token,
        body: { status: 'cancelled', admin_notes: 'Appeal accepted' },
      }),
    );
    expect([ok, others]).toEqual([1, [409, 409, 409, 409]]);
    const entries = (await entriesOf('suspension.cancel')).filter((e) => e.targetIds[0] === id);
    expect(entries).toEqual([
      {
        actorId: otherAdmin.user.id,
        targetType: 'suspension',
        targetIds: [id, target.user.id],
        metadata: {
          before: { status: 'active', admin_notes: null, ended_at: null },
          after: { status: 'cancelled', admin_notes: 'Appeal accepted', ended_at: expect.any(String) },
        },
        ip: expect.any(String),
      },
    ]);
    const before = await auditCount();
    const unknown = await rest(t, 'PUT', `/api/admin/suspensions/${anId()}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(unknown.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('user.unsuspend: one entry naming every suspension lifted; lifting nothing writes none', async () => {
    const target = await createCreator(t);
    const first = await newSuspension(target.user.id);
    const second = await newSuspension(target.user.id, 'warning');
    const res = await admin.caller.suspensions.unsuspend({ id: target.user.id });
    expect(res.lifted).toBe(2);
    const entries = (await entriesOf('user.unsuspend')).filter((e) => e.targetIds[0] === target.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'user',
      ip: 'test',
      metadata: {
        before: { status: 'active', ended_at: null },
        after: {
          status: 'cancelled',
          admin_notes: 'User unsuspended by admin',
          ended_at: expect.any(String),
        },
      },
    });
    expect([...entries[0]!.targetIds].sort()).toEqual([target.user.id, first, second].sort());

    const before = await auditCount();
    const again = await rest(t, 'POST', `/api/admin/users/${target.user.id}/unsuspend`, {
      token: admin.token,
      body: {},
    });
    expect(again.body).toMatchObject({ lifted: 0 });
    const unknown = await rest(t, 'POST', `/api/admin/users/${anId()}/unsuspend`, {
      token: admin.token,
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('reports', () => {
  it('report.status: the changed fields only, about the report and the reported user', async () => {
    const id = await newReport();
    const resolved = await rest(t, 'PUT', `/api/reports/${id}`, {
      token: admin.token,
      body: { status: 'resolved', admin_notes: 'Warned the creator' },
    });
    expect(resolved.status).toBe(200);
    await admin.caller.reports.update({ id, status: 'resolved', admin_notes: 'Warned again' });
    const entries = (await entriesOf('report.status')).filter((e) => e.targetIds[0] === id);
    expect(entries).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'report',
        targetIds: [id, creator.user.id],
        metadata: {
          before: { status: 'pending', admin_notes: null },
          after: { status: 'resolved', admin_notes: 'Warned the creator' },
        },
        ip: expect.any(String),
      },
      {
        actorId: admin.user.id,
        targetType: 'report',
        targetIds: [id, creator.user.id],
        metadata: { before: { admin_notes: 'Warned the creator' }, after: { admin_notes: 'Warned again' } },
        ip: 'test',
      },
    ]);

    const before = await auditCount();
    await admin.caller.reports.update({ id, status: 'resolved' });
    const unknown = await rest(t, 'PUT', `/api/reports/${anId()}`, {
      token: admin.token,
      body: { status: 'dismissed' },
    });
    expect(unknown.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('report.status about a campaign names the campaign and its brand', async () => {
    const campaign = await insertCampaign(t, brand.user.id);
    const id = await newReport({
      reporterId: creator.user.id,
      reportedUserId: null,
      reportedCampaignId: campaign.id,
    });
    await admin.caller.reports.update({ id, status: 'dismissed' });
    expect((await entriesOf('report.status')).filter((e) => e.targetIds[0] === id)).toMatchObject([
      {
        targetIds: [id, campaign.id, brand.user.id],
        metadata: { before: { status: 'pending' }, after: { status: 'dismissed' } },
      },
    ]);
  });

  it('report.suspend: one entry for the suspension and the resolution; a report about an admin writes none', async () => {
    const reported = await createCreator(t);
    const id = await newReport({ reportedUserId: reported.user.id });
    const res = await rest(t, 'POST', `/api/reports/${id}/suspend`, {
      token: admin.token,
      body: {
        reason: 'Fake followers',
        suspension_type: 'temporary',
        duration: 3,
        unit: 'days',
        admin_notes: 'Checked',
      },
    });
    expect(res.status).toBe(200);
    const suspensionId = res.body.suspension.id;
    const ofThis = async (action: AuditAction) =>
      (await entriesOf(action)).filter((e) => e.targetIds.includes(reported.user.id));
    expect(await ofThis('report.suspend')).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'report',
        targetIds: [id, reported.user.id, suspensionId],
        metadata: {
          suspension_id: suspensionId,
          before: { status: 'pending', admin_notes: null },
          after: {
            status: 'resolved',
            admin_notes: 'Checked',
            suspension: {
              status: 'active',
              suspension_type: 'temporary',
              reason: 'Fake followers',
              expires_at: expect.any(String),
            },
          },
        },
        ip: expect.any(String),
      },
    ]);
    expect([...(await ofThis('user.suspend')), ...(await ofThis('report.status'))]).toEqual([]);

    const before = await auditCount();
    const aboutAdmin = await newReport({ reportedUserId: otherAdmin.user.id });
    const refused = await rest(t, 'POST', `/api/reports/${aboutAdmin}/suspend`, {
      token: admin.token,
      body: { reason: 'No' },
    });
    expect(refused.status).toBe(403);
    expect(await auditCount()).toBe(before);
  });
});

describe('transaction.status', () => {
  it('records the payment status before and after, about the transaction and its creator; a repeat writes none', async () => {
    const campaign = await insertCampaign(t, brand.user.id);
    const row = await insertTransaction(t, { campaign, creatorId: creator.user.id, deal: 10_000 });
    const res = await rest(t, 'PUT', `/api/transactions/${row.id}`, {
      token: admin.token,
      body: { payment_status: 'failed' },
    });
    expect(res.status).toBe(200);
    expect((await entriesOf('transaction.status')).filter((e) => e.targetIds[0] === row.id)).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'transaction',
        targetIds: [row.id, creator.user.id],
        metadata: {
          campaign_id: campaign.id,
          before: { payment_status: 'pending' },
          after: { payment_status: 'failed' },
        },
        ip: expect.any(String),
      },
    ]);
    const before = await auditCount();
    await admin.caller.transactions.update({ id: row.id, payment_status: 'failed' });
    const unknown = await rest(t, 'PUT', `/api/transactions/${anId()}`, {
      token: admin.token,
      body: { payment_status: 'completed' },
    });
    expect(unknown.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('broadcast.send', () => {
  it('records what was sent, to whom, about the broadcast; a refused one writes none', async () => {
    const res = await rest(t, 'POST', '/api/notifications/broadcast', {
      token: admin.token,
      body: { title: 'Maintenance', message: 'Down at noon', target_audience: 'brands' },
    });
    expect(res.status).toBe(200);
    const [sent] = await t.db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(eq(broadcasts.title, 'Maintenance'));
    expect(await entriesOf('broadcast.send')).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'broadcast',
        targetIds: [sent!.id],
        metadata: {
          before: {},
          after: {
            title: 'Maintenance',
            message: 'Down at noon',
            target_audience: 'brands',
            priority: 'medium',
            broadcast_type: expect.any(String),
            recipient_count: res.body.recipientCount,
          },
        },
        ip: expect.any(String),
      },
    ]);
    const before = await auditCount();
    const refused = await rest(t, 'POST', '/api/notifications/broadcast', {
      token: admin.token,
      body: { title: '  ', message: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(await auditCount()).toBe(before);
  });
});

describe('contact_message.status', () => {
  it('records the mark once, of five at once; marking it as it is writes none', async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Kavya', email: 'kavya@example.com', subject: 'general', message: 'Hello' })
      .returning({ id: contactMessages.id });
    const id = message!.id;
    const { ok } = await race(() =>
      rest(t, 'PUT', `/api/admin/contact-messages/${id}/status`, {
        token: admin.token,
        body: { status: 'answered' },
      }),
    );
    expect(ok).toBe(5);
    expect((await entriesOf('contact_message.status')).filter((e) => e.targetIds[0] === id)).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'contact_message',
        targetIds: [id],
        metadata: {
          before: { status: 'new' },
          after: { status: 'answered', answered_by: admin.user.id, answered_at: expect.any(String) },
        },
        ip: expect.any(String),
      },
    ]);
    await admin.caller.adminContact.setStatus({ id, status: 'new' });
    const entries = (await entriesOf('contact_message.status')).filter((e) => e.targetIds[0] === id);
    expect(entries.map((e) => e.metadata)).toEqual([
      expect.anything(),
      { before: { status: 'answered' }, after: { status: 'new', answered_by: null, answered_at: null } },
    ]);
    const unknown = await rest(t, 'PUT', `/api/admin/contact-messages/${anId()}/status`, {
      token: admin.token,
      body: { status: 'answered' },
    });
    expect(unknown.status).toBe(404);
    expect(await entriesOf('contact_message.status')).toHaveLength(entries.length);
  });
});

describe('GET /api/admin/audit-log', () => {
  type Entry = { action: string; actor_id: string; target_ids: string[]; created_at: string };
  const get = async (query: string, token = admin.token) => {
    const res = await rest(t, 'GET', `/api/admin/audit-log?${query}`, { token });
    expect(res.status).toBe(200);
    return res.body as { entries: Entry[]; total: number };
  };

  it('filters by actor, action and a record id, alone and combined, newest first with the total', async () => {
    const target = await createCreator(t);
    const suspension = await newSuspension(target.user.id);
    await rest(t, 'PUT', `/api/admin/suspensions/${suspension}`, {
      token: otherAdmin.token,
      body: { status: 'cancelled' },
    });
    const report = await newReport({ reportedUserId: target.user.id });
    await admin.caller.reports.update({ id: report, status: 'dismissed' });

    const aboutTarget = await get(`target_id=${target.user.id}`);
    // Sorted: entries written in the same millisecond may come in either order.
    expect(aboutTarget.entries.map((e) => e.action).sort()).toEqual([
      'report.status',
      'suspension.cancel',
      'user.suspend',
    ]);
    expect(aboutTarget.total).toBe(3);
    const sorted = [...aboutTarget.entries].sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(aboutTarget.entries).toEqual(sorted);

    const bySuspension = await get(`target_id=${suspension}`);
    expect(bySuspension.entries.map((e) => e.action).sort()).toEqual(['suspension.cancel', 'user.suspend']);

    const byOther = await get(`actor_id=${otherAdmin.user.id}&target_id=${target.user.id}`);
    expect(byOther).toMatchObject({
      total: 1,
      entries: [{ action: 'suspension.cancel', actor_id: otherAdmin.user.id }],
    });

    const suspends = await get(`action=user.suspend&target_id=${target.user.id}&actor_id=${admin.user.id}`);
    expect(suspends.entries.map((e) => [e.action, e.target_ids])).toEqual([
      ['user.suspend', [target.user.id, suspension]],
    ]);
    expect((await get(`action=user.unsuspend&target_id=${target.user.id}`)).total).toBe(0);

    const all = await get(`actor_id=${admin.user.id}`);
    expect(all.total).toBe(all.entries.length);
    const paged = await get(`actor_id=${admin.user.id}&limit=2&offset=1`);
    expect(paged).toMatchObject({ total: all.total, entries: all.entries.slice(1, 3) });
    expect(all.entries.every((e) => e.actor_id === admin.user.id)).toBe(true);

    const viaTrpc = await admin.caller.adminPayments.auditLog({ target_id: target.user.id });
    expect(viaTrpc.entries.map((e) => e.action)).toEqual(aboutTarget.entries.map((e) => e.action));
    // The ids of the page are named: people by their name, campaigns by their title.
    expect(viaTrpc.names[target.user.id]).toBe(target.user.fullName);
    // The filter by admin offers those who have entries, by name.
    const { actors } = await admin.caller.adminPayments.auditActors();
    expect(actors).toContainEqual({ id: admin.user.id, name: admin.user.fullName, email: admin.user.email });
  });

  it('every recorded action is one the Audit Log tab can offer', async () => {
    const actions = await t.db.selectDistinct({ action: auditLog.action }).from(auditLog);
    expect(actions.length).toBeGreaterThan(5);
    for (const { action } of actions) expect(Object.keys(AUDIT_ACTIONS)).toContain(action);
  });

  it('is 403 for a creator or a brand, through REST and tRPC', async () => {
    for (const who of [creator, brand]) {
      expect(
        (await rest(t, 'GET', `/api/admin/audit-log?target_id=${who.user.id}`, { token: who.token })).status,
      ).toBe(403);
      await expect(who.caller.adminPayments.auditLog({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('entries belong to their transaction', () => {
  it('an action rolled back after its entry was written leaves neither the change nor the entry', async () => {
    const id = await newReport();
    const before = await auditCount();
    await expect(
      t.db.transaction(async (tx) => {
        await setReportStatus(tx, { id: admin.user.id, ip: 'test' }, id, 'dismissed', 'Rolled back');
        expect(await tx.select().from(auditLog).where(jsonArrayHas(auditLog.targetIds, id))).toHaveLength(1);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await auditCount()).toBe(before);
    expect(
      (await t.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id)))[0],
    ).toEqual({
      status: 'pending',
    });
  });
});
