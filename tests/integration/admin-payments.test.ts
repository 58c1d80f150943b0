import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aadhaarVault, auditLog, paymentDetails } from '@db/schema';
import { encrypt } from '@server/services/crypto';
import { contextOf } from '@server/services/payments/details';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let asha: Awaited<ReturnType<typeof createCreator>>;
let vikram: Awaited<ReturnType<typeof createCreator>>;
let brand: Awaited<ReturnType<typeof createBrand>>;
let ashaRecord: string;
let vikramRecord: string;

const seal = (field: 'pan_number' | 'aadhaar_number' | 'account_number', value: string) =>
  encrypt(t.deps.keyring, value, contextOf(field));
const auditCount = async () => (await t.db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]!.n;

beforeAll(async () => {
  admin = await createAdmin(t, { fullName: 'Audit Admin' });
  asha = await createCreator(t, { fullName: 'Asha Rao', profile: { username: 'asha_r' } });
  vikram = await createCreator(t, { fullName: 'Vikram Sen', profile: { username: 'vik' } });
  brand = await createBrand(t);
  ashaRecord = (
    await t.db
      .insert(paymentDetails)
      .values({
        userId: asha.user.id,
        panNumberEnc: seal('pan_number', 'ABCDE1234F'),
        aadhaarRef: (
          await t.db
            .insert(aadhaarVault)
            .values({ numberEnc: seal('aadhaar_number', '123456789012') })
            .returning()
        )[0]!.id,
        accountNumberEnc: seal('account_number', '123456789012345'),
        panDocument: 'pan-file.pdf',
        upiId: 'asha@okaxis',
        accountHolderName: 'Asha Rao',
        ifscCode: 'HDFC0001234',
        bankName: 'HDFC Bank',
        consentGiven: true,
        createdAt: '2026-01-02T00:00:00.000Z',
      })
      .returning()
  )[0]!.id;
  vikramRecord = (
    await t.db
      .insert(paymentDetails)
      .values({
        userId: vikram.user.id,
        upiId: 'vikram@ybl',
        consentGiven: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .returning()
  )[0]!.id;
});

describe('GET /api/payments/all', () => {
  it('lists every record newest first with PAN, Aadhaar and account number masked to their last 4 characters', async () => {
    const before = await auditCount();
    const res = await rest(t, 'GET', '/api/payments/all', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.paymentDetails).toEqual([
      {
        id: ashaRecord,
        user_id: asha.user.id,
        full_name: 'Asha Rao',
        username: 'asha_r',
        email: asha.user.email,
        pan_number: '******234F',
        aadhaar_number: '********9012',
        account_number: '***********2345',
        pan_document_url: `/api/payments/documents/${ashaRecord}/pan`,
        aadhaar_document_url: null,
        upi_id: 'asha@okaxis',
        account_holder_name: 'Asha Rao',
        ifsc_code: 'HDFC0001234',
        bank_name: 'HDFC Bank',
        consent_given: true,
        created_at: '2026-01-02T00:00:00.000Z',
        updated_at: expect.any(String),
      },
      expect.objectContaining({
        id: vikramRecord,
        full_name: 'Vikram Sen',
        pan_number: null,
        aadhaar_number: null,
        account_number: null,
        consent_given: false,
      }),
    ]);
    // Nothing secret was shown, so nothing is audited.
    expect(await auditCount()).toBe(before);
  });

  it('never has the numbers in the database in plain text', async () => {
    const raw = JSON.stringify(await t.db.select().from(paymentDetails));
    for (const secret of ['ABCDE1234F', '123456789012', '123456789012345']) expect(raw).not.toContain(secret);
  });

  it.each([
    ['search=ASHA', ['Asha Rao']],
    ['search=vik', ['Vikram Sen']],
    ['search=okaxis', ['Asha Rao']],
    ['search=nobody', []],
    ['consent_given=false', ['Vikram Sen']],
    ['consent_given=true', ['Asha Rao']],
    ['limit=1&offset=1', ['Vikram Sen']],
  ])('filters by %s', async (query, names) => {
    const res = await rest(t, 'GET', `/api/payments/all?${query}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.paymentDetails.map((p: { full_name: string }) => p.full_name)).toEqual(names);
  });

  it('filters by user through tRPC', async () => {
    const { paymentDetails: list } = await admin.caller.adminPayments.masked({ user_id: vikram.user.id });
    expect(list.map((p) => p.id)).toEqual([vikramRecord]);
  });

  it('refuses a bad filter with 400', async () => {
    expect(
      (await rest(t, 'GET', '/api/payments/all?consent_given=maybe', { token: admin.token })).status,
    ).toBe(400);
  });
});

describe('GET /api/payments/unmasked', () => {
  it('shows the numbers in full and records who saw which records, from where', async () => {
    const res = await rest(t, 'GET', '/api/payments/unmasked?search=asha', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.paymentDetails).toHaveLength(1);
    expect(res.body.paymentDetails[0]).toMatchObject({
      id: ashaRecord,
      pan_number: 'ABCDE1234F',
      aadhaar_number: '123456789012',
      account_number: '123456789012345',
      upi_id: 'asha@okaxis',
    });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment_details.unmask'));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetType: 'payment_details',
      targetIds: [ashaRecord],
      metadata: { user_ids: [asha.user.id], filters: { search: 'asha', limit: 20, offset: 0 } },
    });
    expect(entry!.ip).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(entry!.createdAt)).toBeLessThan(60_000);
  });

  it('records every call, an empty one too', async () => {
    const before = await auditCount();
    await admin.caller.adminPayments.unmasked({});
    await admin.caller.adminPayments.unmasked({ search: 'nobody' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment_details.unmask'));
    expect(await auditCount()).toBe(before + 2);
    expect(entries.map((e) => e.targetIds)).toContainEqual([ashaRecord, vikramRecord]);
    expect(entries.map((e) => e.targetIds)).toContainEqual([]);
    expect(entries.filter((e) => e.ip === 'test')).toHaveLength(2);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists entries newest first with the actor, and filters by action', async () => {
    await t.db.insert(auditLog).values({
      actorId: admin.user.id,
      action: 'payment_document.view',
      targetType: 'payment_details',
      targetIds: [ashaRecord, asha.user.id],
      metadata: { kind: 'pan' },
      ip: '203.0.113.9',
      createdAt: '2999-01-01T00:00:00.000Z',
    });
    const res = await rest(t, 'GET', '/api/admin/audit-log', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.entries[0]).toEqual({
      id: expect.any(String),
      actor_id: admin.user.id,
      actor_name: 'Audit Admin',
      actor_email: admin.user.email,
      action: 'payment_document.view',
      target_type: 'payment_details',
      target_ids: [ashaRecord, asha.user.id],
      metadata: { kind: 'pan' },
      ip: '203.0.113.9',
      created_at: '2999-01-01T00:00:00.000Z',
    });
    expect(res.body.entries).toHaveLength(await auditCount());

    const unmasks = await rest(t, 'GET', '/api/admin/audit-log?action=payment_details.unmask&limit=2', {
      token: admin.token,
    });
    expect(unmasks.body.entries).toHaveLength(2);
    expect(unmasks.body.entries.every((e: { action: string }) => e.action === 'payment_details.unmask')).toBe(
      true,
    );
    const sorted = [...unmasks.body.entries].sort((a, b) => b.created_at.localeCompare(a.created_at));
    expect(unmasks.body.entries).toEqual(sorted);

    const byActor = await admin.caller.adminPayments.auditLog({ actor_id: asha.user.id });
    expect(byActor.entries).toEqual([]);
  });
});

describe('who may call', () => {
  it.each(['/api/payments/all', '/api/payments/unmasked', '/api/admin/audit-log'])(
    'GET %s: 403 for a creator or a brand, 401 signed out, nothing audited',
    async (path) => {
      const before = await auditCount();
      for (const token of [asha.token, brand.token]) {
        expect(await rest(t, 'GET', path, { token })).toMatchObject({
          status: 403,
          body: { error: 'Only admins can do this' },
        });
      }
      expect((await rest(t, 'GET', path)).status).toBe(401);
      expect(await auditCount()).toBe(before);
    },
  );

  it('refuses through tRPC too', async () => {
    await expect(asha.caller.adminPayments.unmasked({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller().adminPayments.masked({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
