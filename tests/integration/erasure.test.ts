import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@db/client';
import { rows } from '@db/dialect';
import { aadhaarVault, applications, auditLog, messages, paymentDetails, users } from '@db/schema';
import {
  ERASED_MESSAGE,
  ERASED_NAME,
  ERASURE_ADMIN_REFUSAL,
  ERASURE_REFUSALS,
  ERASURE_WRONG_PASSWORD,
} from '@shared/schemas/data-rights';
import { createSession } from '@server/services/auth/sessions';
import { STORED_KINDS } from '@server/services/uploads/storage';
import { createTestApp } from '../kit/app';
import { tableNames } from '../kit/catalog';
import { acceptedDeal, openDispute } from '../kit/deals';
import { createAdmin, createBrand, createCreator, TEST_PASSWORD } from '../kit/factories';
import { form, jpeg, png } from '../kit/file-bytes';
import { runJobsAt } from '../kit/jobs';
import { postCampaign, type Actor } from '../kit/marketplace';
import { paidCollaboration, savePaymentDetails, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const clock = testClock(t);
const admin = await createAdmin(t);

/** The records the law makes us keep as they were (decision 089): the only places their values may stay. */
const KEPT_TABLES = new Set([
  'transactions',
  'payouts',
  'invoices',
  'invoice_counters',
  'ledger_entries',
  'audit_log',
  'agreements',
]);

const erase = (actor: Actor, password = TEST_PASSWORD) =>
  rest(t, 'POST', '/api/privacy/erasure', { token: actor.token, body: { password } });
const send = (from: Actor, applicationId: string, body: string) =>
  rest(t, 'POST', `/api/conversations/${applicationId}/messages`, { token: from.token, body: { body } });

/** Every value of every column of every table the database has (its catalogue, on each engine), as text. */
async function everyValue(db: Db) {
  const found: { table: string; column: string; value: string }[] = [];
  for (const table of await tableNames(db))
    for (const row of await rows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)}`))
      for (const [column, v] of Object.entries(row)) {
        if (v === null || v === undefined) continue;
        const value =
          typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('latin1') : JSON.stringify(v);
        found.push({ table, column, value });
      }
  return found;
}

/** Every file in the store, by kind and name, with its bytes as text. */
async function everyFile() {
  const files: { kind: string; name: string; text: string }[] = [];
  for (const kind of STORED_KINDS)
    for (const name of await t.deps.files.list(kind))
      files.push({ kind, name, text: (await t.deps.files.get(kind, name))!.toString('latin1') });
  return files;
}

let people = 0;
/**
 * A creator with everything personal filled in (profile, handles, public page, avatar, identity
 * documents, payment details), a paid and paid-out collaboration, messages both ways, a contact
 * message and a prepared data export: what erasure must take away.
 */
async function fullPerson() {
  const n = ++people;
  const fullName = `Zubeida Quasar${n}`;
  const creator = await createCreator(t, { fullName, email: `zubeida.quasar${n}@example.com` });
  const values = {
    fullName,
    email: creator.user.email,
    phone: `+91 93456 7812${n}`,
    location: `Quasarpur Sector ${n}`,
    bio: `Quasar${n} shoots monsoon food reels`,
    instagram: `zubeida.quasar${n}`,
    youtube: `zubeidaquasartube${n}`,
    x: `zquasar${n}`,
    username: `zubeidaq${n}`,
    pan: `ZQXPE432${n}K`,
    aadhaar: '234567890124',
    account: `5566778899001${n}`,
    upi: `zubeida${n}@okicici`,
  };
  const profile = await rest(t, 'PUT', '/api/profiles/me', {
    token: creator.token,
    body: {
      phone: values.phone,
      location: values.location,
      bio: values.bio,
      instagram_handle: values.instagram,
      youtube_handle: values.youtube,
      x_handle: values.x,
      username: values.username,
      public_profile: true,
    },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const avatarForm = new FormData();
  avatarForm.append('avatar', new File([new Uint8Array(png(`avatar ${fullName}`))], 'a.png'));
  const avatar = await rest(t, 'POST', '/api/uploads/avatar', { token: creator.token, body: avatarForm });
  expect(avatar.status, JSON.stringify(avatar.body)).toBe(200);
  await savePaymentDetails(t, creator, {
    pan_number: values.pan,
    aadhaar_number: values.aadhaar,
    account_number: values.account,
    upi_id: values.upi,
    account_holder_name: fullName,
  });
  const [record] = await t.db.select().from(paymentDetails).where(eq(paymentDetails.userId, creator.user.id));
  const doc = await rest(t, 'POST', `/api/payments/upload/${record!.id}`, {
    token: creator.token,
    body: form('document', jpeg(fullName), 'pan'),
  });
  expect(doc.status, JSON.stringify(doc.body)).toBe(200);

  const brand = await createBrand(t);
  const made = await paidCollaboration(t, brand, 5_000, { creator, fundedBy: admin });
  expect((await send(creator, made.application.id, `Thanks! Call me on ${values.phone}`)).status).toBe(200);
  expect((await send(brand, made.application.id, `Thank you ${fullName}, lovely work`)).status).toBe(200);
  // The payout falls due and is paid: nothing is left unsettled.
  clock.set(Date.parse(made.payout.dueAt) + 1000);
  await runJobsAt(t, clock.now());
  const paid = await rest(t, 'POST', `/api/admin/payouts/${made.payout.id}/paid`, {
    token: admin.token,
    body: { utr: String(880000000000 + n) },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  clock.real();
  expect(
    (
      await rest(t, 'POST', '/api/contact', {
        body: {
          name: fullName,
          email: values.email,
          phone: values.phone,
          subject: 'support',
          message: 'How do payouts work for creators?',
        },
      })
    ).status,
  ).toBe(200);
  expect((await rest(t, 'POST', '/api/privacy/export', { token: creator.token })).status).toBe(202);
  await runJobsAt(t, Date.now());

  const [secrets] = await t.db
    .select({
      pan: paymentDetails.panNumberEnc,
      account: paymentDetails.accountNumberEnc,
      ref: paymentDetails.aadhaarRef,
    })
    .from(paymentDetails)
    .where(eq(paymentDetails.userId, creator.user.id));
  const [vault] = await t.db.select().from(aadhaarVault).where(eq(aadhaarVault.id, secrets!.ref!));
  const ciphertexts = [secrets!.pan!, secrets!.account!, vault!.numberEnc];
  return { creator, brand, made, values, ciphertexts };
}

describe('erasing an account', () => {
  it('leaves none of their values in any table or file but the records the law keeps', async () => {
    const { creator, brand, made, values, ciphertexts } = await fullPerson();
    const filesBefore = (await everyFile()).map((f) => `${f.kind}/${f.name}`);

    const res = await erase(creator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const searched = [...Object.values(values), ...ciphertexts, values.email.toLowerCase()];
    const leaks = (await everyValue(t.db)).filter(
      (v) => !KEPT_TABLES.has(v.table) && searched.some((s) => v.value.includes(s)),
    );
    expect(leaks).toEqual([]);
    const fileLeaks = (await everyFile()).filter((f) => searched.some((s) => f.text.includes(s)));
    expect(fileLeaks).toEqual([]);
    // The avatar, the identity document and the export left the store.
    const filesAfter = (await everyFile()).map((f) => `${f.kind}/${f.name}`);
    const removed = filesBefore.filter((f) => !filesAfter.includes(f));
    expect(removed.filter((f) => f.startsWith('avatars/'))).toHaveLength(1);
    expect(removed.filter((f) => f.startsWith('documents/'))).toHaveLength(1);
    expect(removed.filter((f) => f.startsWith('exports/'))).toHaveLength(1);

    const [row] = await t.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(row).toMatchObject({
      fullName: ERASED_NAME,
      email: `erased-${creator.user.id}@invalid`,
      avatarUrl: null,
    });
    expect(row!.erasedAt).not.toBeNull();
    const sent = await t.db.select().from(messages).where(eq(messages.senderId, creator.user.id));
    expect(sent.map((m) => m.body)).toEqual([ERASED_MESSAGE]);
    // The brand's message to them stays the brand's, with the name gone.
    const theirs = await t.db.select().from(messages).where(eq(messages.senderId, brand.user.id));
    expect(theirs.map((m) => m.body)).toEqual([`Thank you ${ERASED_NAME}, lovely work`]);
    // The kept records are as they were.
    const payout = await rest(t, 'GET', '/api/admin/payouts', { token: admin.token });
    expect(JSON.stringify(payout.body)).toContain(made.payout.id);

    // No sign-in: like a wrong password, by the old email or the new one; the old token is 401.
    const login = await rest(t, 'POST', '/api/auth/login', {
      body: { email: values.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    expect(login.body.error).toBe('Invalid credentials');
    const byNewAddress = await rest(t, 'POST', '/api/auth/login', {
      body: { email: `erased-${creator.user.id}@invalid`, password: TEST_PASSWORD },
    });
    expect([400, 401]).toContain(byNewAddress.status);
    expect((await rest(t, 'GET', '/api/profiles/me', { token: creator.token })).status).toBe(401);
    expect((await rest(t, 'GET', `/api/public/creators/${values.username}`)).status).toBe(404);

    // Audited, with nothing personal in the entry.
    const audit = await rest(t, 'GET', '/api/admin/audit-log?action=account.erase', { token: admin.token });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain(creator.user.id);
  });

  it("takes a brand's name, company, address, phone and website from every table but the kept records", async () => {
    const n = ++people;
    const fullName = `Quorvex Brandname${n}`;
    const brand = await createBrand(t, { fullName, email: `quorvex${n}@example.com` });
    const values = {
      fullName,
      email: brand.user.email,
      address: `Quorvex Towers ${n}, Lower Parel, Mumbai`,
      phone: `+91 91234 5678${n}`,
      company: `Quorvex Foods${n} Private Limited`,
      website: `https://quorvex${n}.example.in`,
    };
    const profile = await rest(t, 'PUT', '/api/profiles/me', {
      token: brand.token,
      body: {
        address: values.address,
        phone: values.phone,
        company_name: values.company,
        company_website: values.website,
      },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const campaign = await postCampaign(t, brand, { title: `Quorvex launch ${n}` });
    const creator = await createCreator(t);
    const applied = await rest(t, 'POST', '/api/applications', {
      token: creator.token,
      body: { campaign_id: campaign.id, message: 'I would love to' },
    });
    expect(applied.status).toBe(200);
    expect((await send(brand, applied.body.application.id, 'Hi from the brand')).status).toBe(200);
    const closed = await rest(t, 'DELETE', `/api/campaigns/${campaign.id}`, { token: brand.token });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const res = await erase(brand);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const searched = Object.values(values);
    const leaks = (await everyValue(t.db)).filter(
      (v) => !KEPT_TABLES.has(v.table) && searched.some((s) => v.value.includes(s)),
    );
    expect(leaks).toEqual([]);
  });

  it('is refused with the reason while a dispute is open, a payout unpaid, a collaboration or a campaign active', async () => {
    const disputed = await acceptedDeal(t);
    expect((await openDispute(t, disputed.brand, disputed.application.id)).status).toBe(200);
    for (const who of [disputed.creator, disputed.brand]) {
      const res = await erase(who);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(ERASURE_REFUSALS.openDispute);
    }

    const unpaid = await paidCollaboration(t, await createBrand(t), 4_000);
    const payoutRes = await erase(unpaid.creator);
    expect(payoutRes.status).toBe(409);
    expect(payoutRes.body.error).toBe(ERASURE_REFUSALS.unpaidPayout);

    const ongoing = await acceptedDeal(t);
    const collab = await erase(ongoing.creator);
    expect(collab.status).toBe(409);
    expect(collab.body.error).toBe(ERASURE_REFUSALS.activeCollaboration);

    const brand = await createBrand(t);
    await postCampaign(t, brand, { title: 'Still running' });
    const campaign = await erase(brand);
    expect(campaign.status).toBe(409);
    expect(campaign.body.error).toBe(ERASURE_REFUSALS.activeCampaign);

    const wrong = await erase(await createCreator(t), 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: 'password', message: ERASURE_WRONG_PASSWORD }]);
    const missing = await rest(t, 'POST', '/api/privacy/erasure', { token: brand.token, body: {} });
    expect(missing.status).toBe(400);

    const self = await erase(admin);
    expect(self.status).toBe(403);
    expect(self.body.error).toBe(ERASURE_ADMIN_REFUSAL);
    expect((await rest(t, 'POST', '/api/privacy/erasure', { body: { password: 'x' } })).status).toBe(401);

    // Nothing of theirs changed.
    const [still] = await t.db.select().from(users).where(eq(users.id, ongoing.creator.user.id));
    expect(still!.erasedAt).toBeNull();
  });

  it('done twice at once, erases once; racing their own messages and applications, leaves nothing half-done', async () => {
    const creator = await createCreator(t, { fullName: 'Racing Ravindra' });
    const second = await createSession(t.db, creator.user.id);
    const answers = await Promise.all([erase(creator), erase({ ...creator, token: second.token })]);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const a of answers) expect([200, 401]).toContain(a.status);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.erase'));
    expect(entries.filter((e) => e.actorId === creator.user.id)).toHaveLength(1);
    expect((await erase(creator)).status).toBe(401);

    // A finished collaboration to talk in, and another brand's open campaign to apply to.
    for (let round = 0; round < 3; round++) {
      const brand = await createBrand(t);
      const done = await paidCollaboration(t, brand, 2_000, { fundedBy: admin });
      const racer = done.creator;
      // Their payout paid, so erasure is allowed.
      clock.set(Date.parse(done.payout.dueAt) + 1000);
      await runJobsAt(t, clock.now());
      await rest(t, 'POST', `/api/admin/payouts/${done.payout.id}/paid`, {
        token: admin.token,
        body: { utr: String(990000000000 + round) },
      });
      clock.real();
      const other = await createBrand(t);
      const open = await postCampaign(t, other, { title: `Open call ${round}` });
      const results = await Promise.all([
        send(racer, done.application.id, 'first racing message'),
        rest(t, 'POST', '/api/applications', {
          token: racer.token,
          body: { campaign_id: open.id, message: 'My racing pitch' },
        }),
        erase(racer),
        send(racer, done.application.id, 'second racing message'),
      ]);
      expect(results[2].status, JSON.stringify(results[2].body)).toBe(200);
      for (const r of results) expect([200, 401]).toContain(r.status);
      const [row] = await t.db.select().from(users).where(eq(users.id, racer.user.id));
      expect(row!.erasedAt).not.toBeNull();
      const bodies = (await t.db.select().from(messages).where(eq(messages.senderId, racer.user.id))).map(
        (m) => m.body,
      );
      for (const b of bodies) expect(b).toBe(ERASED_MESSAGE);
      const pitches = await t.db
        .select({ message: applications.message })
        .from(applications)
        .where(eq(applications.creatorId, racer.user.id));
      for (const p of pitches) expect(p.message).toBeNull();
    }
  });
});
