import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dataExports, emailOutbox, sessions, users } from '@db/schema';
import { DATA_EXPORT_MESSAGES } from '@shared/schemas/data-rights';
import { createTestApp, type TestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { runJobsAt } from '../kit/jobs';
import { acceptedCreator, notificationsOf, postCampaign, type Actor } from '../kit/marketplace';
import { savePaymentDetails, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

const t = createTestApp();
const clock = testClock(t);
const DAY = 86_400_000;

const ask = (actor: Actor) => rest(t, 'POST', '/api/privacy/export', { token: actor.token });
const status = (actor: Actor, id: string) =>
  rest(t, 'GET', `/api/privacy/exports/${id}`, { token: actor.token });
const download = (app: TestApp, actor: Actor, id: string) =>
  rest(app, 'GET', `/api/privacy/exports/${id}/download`, { token: actor.token });

const PAN = 'ABCDE1234F';
const AADHAAR = '987654321012';
const ACCOUNT = '123456789012';

/** A creator with payment details and a brand in one accepted collaboration, talking. */
async function collaboration() {
  const brand = await createBrand(t);
  expect(
    (
      await rest(t, 'PUT', '/api/profiles/me', {
        token: brand.token,
        body: { phone: '+91 98111 22233', address: 'Brand House, 1 Private Lane, Mumbai' },
      })
    ).status,
  ).toBe(200);
  const campaign = await postCampaign(t, brand, { title: 'Monsoon reels' });
  const { creator, application } = await acceptedCreator(t, brand, campaign.id);
  await savePaymentDetails(t, creator, { aadhaar_number: AADHAAR });
  await rest(t, 'PUT', '/api/profiles/me', { token: creator.token, body: { phone: '+91 90000 11122' } });
  const send = (from: Actor, body: string) =>
    rest(t, 'POST', `/api/conversations/${application.id}/messages`, { token: from.token, body: { body } });
  expect((await send(creator, 'Hello from the creator, draft attached soon')).status).toBe(200);
  expect((await send(brand, 'Brand here: please keep the logo visible')).status).toBe(200);
  return { brand, creator, campaign, application };
}

/** Asks for an export as `actor`, runs the due jobs, and answers the export's id. */
async function readyExport(actor: Actor) {
  const asked = await ask(actor);
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  await runJobsAt(t, clock.now());
  return asked.body.export.id as string;
}

describe('Download my data', () => {
  it('is prepared in the background, announced by the bell and by email, and holds everything about the caller', async () => {
    clock.real();
    const { brand, creator, campaign, application } = await collaboration();
    const asked = await ask(creator);
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ status: 'pending', download_url: null });
    const id = asked.body.export.id as string;
    expect((await status(creator, id)).body.export.status).toBe('pending');
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'data.export'));
    expect(audited.map((a) => [a.actorId, a.targetIds])).toEqual([[creator.user.id, [id]]]);

    await runJobsAt(t, clock.now());
    const ready = await status(creator, id);
    expect(ready.body.export).toMatchObject({
      status: 'ready',
      download_url: `/api/privacy/exports/${id}/download`,
    });
    expect(Date.parse(ready.body.export.expires_at) - Date.parse(ready.body.export.ready_at)).toBe(7 * DAY);
    expect((await notificationsOf(t, creator.user.id)).some((n) => n.type === 'data_export')).toBe(true);
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, creator.user.id), eq(emailOutbox.category, 'account')));
    expect(mail.some((m) => m.subject.includes('data is ready'))).toBe(true);

    const res = await download(t, creator, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-.*\.json"$/);
    const data = res.body;
    const text = JSON.stringify(data);
    expect(data.account).toMatchObject({ id: creator.user.id, email: creator.user.email });
    expect(data.profile.phone).toBe('+91 90000 11122');
    expect(data.applications.map((a: { id: string }) => a.id)).toContain(application.id);
    expect(data.campaigns).toEqual([]);
    // Both sides of the conversation; the brand's message to them is there.
    const bodies = data.messages.map((m: { body: string; direction: string }) => [m.direction, m.body]);
    expect(bodies).toContainEqual(['sent', 'Hello from the creator, draft attached soon']);
    expect(bodies).toContainEqual(['received', 'Brand here: please keep the logo visible']);
    // The other party's private fields never appear.
    const [brandRow] = await t.db.select().from(users).where(eq(users.id, brand.user.id));
    expect(text).not.toContain(brandRow!.email);
    expect(text).not.toContain('98111');
    expect(text).not.toContain('Private Lane');
    // Secrets masked to their last 4; no password hash; no session token hashes.
    expect(text).not.toContain(PAN);
    expect(text).not.toContain(AADHAAR);
    expect(text).not.toContain(ACCOUNT);
    expect(data.payment_details).toMatchObject({
      pan_number: '******234F',
      aadhaar_number: '********1012',
      account_number: '********9012',
    });
    expect(text).not.toContain('password');
    const held = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, creator.user.id));
    expect(held.length).toBeGreaterThan(0);
    for (const s of held) expect(text).not.toContain(s.id);
    expect(data.sessions.length).toBe(held.length);
    for (const key of [
      'work',
      'reviews',
      'payouts',
      'invoices',
      'notifications',
      'consents',
      'grievances',
      'audit_entries',
    ])
      expect(Array.isArray(data[key]), key).toBe(true);

    // The brand's own export has their campaign and the creator's message to them.
    const brandExport = await readyExport(brand);
    const theirs = (await download(t, brand, brandExport)).body;
    expect(theirs.campaigns.map((c: { id: string }) => c.id)).toEqual([campaign.id]);
    expect(JSON.stringify(theirs)).toContain('Hello from the creator');
    expect(JSON.stringify(theirs)).not.toContain(creator.user.email);
    expect(JSON.stringify(theirs)).not.toContain('90000');
  });

  it("is the caller's own: another user's export is 404, and signed out is 401", async () => {
    clock.real();
    const owner = await createCreator(t);
    const other = await createCreator(t);
    const id = await readyExport(owner);
    expect((await status(other, id)).status).toBe(404);
    const theirs = await download(t, other, id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe(DATA_EXPORT_MESSAGES.notFound);
    expect((await rest(t, 'POST', '/api/privacy/export')).status).toBe(401);
    expect((await download(t, { ...owner, token: '' }, id)).status).toBe(401);
    expect((await download(t, owner, 'x'.repeat(65))).status).toBe(400);
  });

  it('is not downloadable before it is ready (409)', async () => {
    clock.real();
    const owner = await createCreator(t);
    const asked = await ask(owner);
    const res = await download(t, owner, asked.body.export.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(DATA_EXPORT_MESSAGES.notReady);
  });

  it('expires 7 days after it was ready: 410, and its file leaves the store', async () => {
    clock.set('2030-03-01T10:00:00.000Z');
    const owner = await createCreator(t);
    const id = await readyExport(owner);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(await t.deps.files.list('exports')).toContain(row!.fileKey);
    // The stored file is encrypted: no plain email in it.
    const stored = await t.deps.files.get('exports', row!.fileKey!);
    expect(stored!.toString('latin1')).not.toContain(owner.user.email);

    clock.set(Date.parse('2030-03-01T10:00:00.000Z') + 7 * DAY - 1000);
    expect((await download(t, owner, id)).status).toBe(200);
    clock.set(Date.parse('2030-03-01T10:00:00.000Z') + 7 * DAY + 1000);
    expect((await status(owner, id)).body.export).toMatchObject({ status: 'expired', download_url: null });
    // The sweep at the expiry removes the file.
    await runJobsAt(t, clock.now());
    expect(await t.deps.files.list('exports')).not.toContain(row!.fileKey);
    const gone = await download(t, owner, id);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toBe(DATA_EXPORT_MESSAGES.expired);

    // Read after the expiry before any sweep: the read removes it.
    clock.set('2030-06-01T10:00:00.000Z');
    const second = await readyExport(owner);
    const [again] = await t.db.select().from(dataExports).where(eq(dataExports.id, second));
    clock.set(Date.parse('2030-06-01T10:00:00.000Z') + 8 * DAY);
    expect((await download(t, owner, second)).status).toBe(410);
    expect(await t.deps.files.list('exports')).not.toContain(again!.fileKey);
  });

  it('is given at most 3 times a day (429), also when asked for at once', async () => {
    clock.set('2030-04-01T08:00:00.000Z');
    const one = await createCreator(t);
    for (let i = 0; i < 3; i++) expect((await ask(one)).status).toBe(202);
    const fourth = await ask(one);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(DATA_EXPORT_MESSAGES.limit);
    clock.advance(DAY + 1000);
    expect((await ask(one)).status).toBe(202);

    const racing = await createCreator(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(racing)));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const rows = await t.db.select().from(dataExports).where(eq(dataExports.userId, racing.user.id));
    expect(rows).toHaveLength(3);
  });
});
