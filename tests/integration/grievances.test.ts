import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, grievances } from '@db/schema';
import { GRIEVANCE_ANSWER_ACTION } from '@server/services/grievances/grievances';
import { GRIEVANCES_PER_DAY } from '@shared/schemas/grievances';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { jobOf, runJobsAt } from '../kit/jobs';
import { readOutbox } from '../kit/mail';
import { notificationsOf } from '../kit/marketplace';
import { testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

/** docs/product.md#grievances, on whichever engine the project runs. */
const t = createTestApp();
const clock = testClock(t);
const admin = await createAdmin(t, { fullName: 'Asha Admin' });

afterEach(() => clock.real());

const DAY = 86_400_000;
const BODY = {
  subject: 'My old phone number',
  details: 'Please remove my old phone number from my messages.',
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const raise = (token: string | null, body: unknown = BODY) =>
  rest(t, 'POST', '/api/privacy/grievances', { token, body });
const mine = (token: string) => rest(t, 'GET', '/api/privacy/grievances', { token });
const answer = (
  token: string | null,
  id: string,
  body: unknown = { response: 'We removed it everywhere.' },
) => rest(t, 'PUT', `/api/admin/grievances/${id}`, { token, body });
const adminList = (query = '') => rest(t, 'GET', `/api/admin/grievances${query}`, { token: admin.token });

const mailsTo = async (email: string) => {
  await t.deps.emails.idle();
  return (await readOutbox(t)).filter((m) => m.to === email);
};

describe('raising a grievance', () => {
  it('gives a grievance due 90 days later, listed newest first for its owner only', async () => {
    const at = Date.parse('2026-11-28T10:00:00.000Z');
    clock.set(at);
    const creator = await createCreator(t);
    const res = await raise(creator.token);
    expect(res.status).toBe(200);
    expect(res.body.grievance).toEqual({
      id: expect.any(String),
      subject: BODY.subject,
      details: BODY.details,
      status: 'open',
      due_at: new Date(at + 90 * DAY).toISOString(),
      response: null,
      answered_at: null,
      created_at: new Date(at).toISOString(),
    });
    clock.set(at + 1000);
    const second = await raise(creator.token, {
      subject: 'Second one',
      details: 'Another thing to look at, please.',
    });
    const list = await mine(creator.token);
    expect(list.body.grievances.map((g: { id: string }) => g.id)).toEqual([
      second.body.grievance.id,
      res.body.grievance.id,
    ]);

    const other = await createBrand(t);
    expect((await mine(other.token)).body.grievances).toEqual([]);
  });

  it('tells every admin in the bell that one was raised, with its due date', async () => {
    const creator = await createCreator(t);
    const { body } = await raise(creator.token, { subject: 'Bell test subject', details: BODY.details });
    const notes = (await notificationsOf(t, admin.user.id)).filter(
      (n) => (n.metadata as { grievance_id?: string }).grievance_id === body.grievance.id,
    );
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'grievance',
        title: 'New grievance',
        action_url: '/admin-dashboard?tab=grievances',
        metadata: { grievance_id: body.grievance.id, due_at: body.grievance.due_at },
      }),
    ]);
    expect((await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'grievance')).toEqual([]);
  });

  it('refuses bad input with the rule, and a caller who is not signed in', async () => {
    const creator = await createCreator(t);
    expect(await raise(creator.token, { subject: 'ab', details: BODY.details })).toMatchObject({
      status: 400,
      body: { error: 'Subject must be at least 3 characters' },
    });
    expect(await raise(creator.token, { subject: 'x'.repeat(201), details: BODY.details })).toMatchObject({
      status: 400,
      body: { error: 'Subject must be at most 200 characters' },
    });
    expect(await raise(creator.token, { subject: BODY.subject, details: 'too short' })).toMatchObject({
      status: 400,
      body: { error: 'Details must be at least 10 characters' },
    });
    expect(await raise(creator.token, { subject: BODY.subject, details: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { error: 'Details must be at most 2,000 characters' },
    });
    expect((await raise(creator.token, { subject: BODY.subject })).status).toBe(400);
    expect((await raise(null)).status).toBe(401);
    expect((await rest(t, 'GET', '/api/privacy/grievances')).status).toBe(401);
  });

  it(`allows ${GRIEVANCES_PER_DAY} a day, even when more arrive at once (429 after)`, async () => {
    const creator = await createCreator(t);
    const answers = await Promise.all(
      Array.from({ length: GRIEVANCES_PER_DAY + 3 }, () => raise(creator.token)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(GRIEVANCES_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toMatch(/at most 5 grievances a day/);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const stored = await t.db.select().from(grievances).where(eq(grievances.userId, creator.user.id));
    expect(stored).toHaveLength(GRIEVANCES_PER_DAY);
  });
});

describe('answering a grievance', () => {
  it('answers and closes it: the owner sees the answer, gets a bell notification and an email; audited', async () => {
    const creator = await createCreator(t, { fullName: 'Priya Sharma' });
    const { body } = await raise(creator.token);
    const id = body.grievance.id as string;

    const res = await answer(admin.token, id, { response: 'We removed the old number.\n\nThank you.' });
    expect(res.status).toBe(200);
    expect(res.body.grievance).toMatchObject({
      id,
      status: 'answered',
      response: 'We removed the old number.\n\nThank you.',
      answered_by_name: 'Asha Admin',
      user_name: 'Priya Sharma',
      user_email: creator.user.email,
    });

    const [own] = (await mine(creator.token)).body.grievances;
    expect(own).toMatchObject({
      id,
      status: 'answered',
      response: 'We removed the old number.\n\nThank you.',
    });
    expect(own.answered_at).toEqual(expect.any(String));

    const notes = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'grievance');
    expect(notes).toEqual([
      expect.objectContaining({
        title: 'Your grievance was answered',
        action_url: '/privacy',
        metadata: { grievance_id: id },
      }),
    ]);
    const [mail] = await mailsTo(creator.user.email);
    expect(mail!.subject).toContain('grievance');
    expect(mail!.text).toContain('We removed the old number.');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, GRIEVANCE_ANSWER_ACTION));
    expect(audit.filter((a) => a.targetIds.includes(id))).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        targetType: 'grievance',
        targetIds: [id, creator.user.id],
      }),
    ]);
  });

  it('emails the answer even when the owner turned every email switch off (account mail)', async () => {
    const creator = await createCreator(t);
    const off = {
      applications: false,
      work: false,
      payments: false,
      messages: false,
      disputes: false,
      broadcasts: false,
    };
    expect(
      (await rest(t, 'PUT', '/api/notifications/preferences', { token: creator.token, body: { email: off } }))
        .status,
    ).toBe(200);
    const { body } = await raise(creator.token);
    await answer(admin.token, body.grievance.id);
    expect(await mailsTo(creator.user.email)).toHaveLength(1);
  });

  it('refuses a second answer with 409, and lets exactly one of two concurrent answers through', async () => {
    const creator = await createCreator(t);
    const { body } = await raise(creator.token);
    const id = body.grievance.id as string;
    const both = await Promise.all([
      answer(admin.token, id, { response: 'First answer.' }),
      answer(admin.token, id, { response: 'Second answer.' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error).toBe('This grievance has already been answered');
    const won = both.find((r) => r.status === 200)!.body.grievance.response;
    expect((await mine(creator.token)).body.grievances[0].response).toBe(won);
    expect((await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'grievance')).toHaveLength(1);
    expect(await mailsTo(creator.user.email)).toHaveLength(1);

    expect(await answer(admin.token, id)).toMatchObject({ status: 409 });
  });

  it('is for admins only, needs a response, and 404s an unknown grievance', async () => {
    const creator = await createCreator(t);
    const { body } = await raise(creator.token);
    const id = body.grievance.id as string;
    expect((await answer(creator.token, id)).status).toBe(403);
    expect((await answer(null, id)).status).toBe(401);
    expect((await rest(t, 'GET', '/api/admin/grievances', { token: creator.token })).status).toBe(403);
    expect(await answer(admin.token, id, { response: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'Response is required' },
    });
    expect(await answer(admin.token, UNKNOWN)).toMatchObject({
      status: 404,
      body: { error: 'Grievance not found' },
    });
  });
});

describe("the admin's list", () => {
  it('puts open grievances first by due date, then answered ones', async () => {
    const app = createTestApp();
    const appClock = testClock(app);
    const boss = await createAdmin(app);
    const person = await createCreator(app);
    const raiseAt = async (iso: string, subject: string) => {
      appClock.set(iso);
      const res = await rest(app, 'POST', '/api/privacy/grievances', {
        token: person.token,
        body: { subject, details: BODY.details },
      });
      return res.body.grievance.id as string;
    };
    const late = await raiseAt('2026-10-01T00:00:00.000Z', 'Raised second');
    const early = await raiseAt('2026-09-01T00:00:00.000Z', 'Raised first');
    const done = await raiseAt('2026-08-01T00:00:00.000Z', 'Answered one');
    await rest(app, 'PUT', `/api/admin/grievances/${done}`, {
      token: boss.token,
      body: { response: 'Done.' },
    });

    const res = await rest(app, 'GET', '/api/admin/grievances', { token: boss.token });
    expect(res.status).toBe(200);
    expect(res.body.grievances.map((g: { id: string }) => g.id)).toEqual([early, late, done]);
    expect(res.body.total).toBe(3);
    const open = await rest(app, 'GET', '/api/admin/grievances?status=open', { token: boss.token });
    expect(open.body.grievances.map((g: { id: string }) => g.id)).toEqual([early, late]);
    expect(
      (await rest(app, 'GET', '/api/admin/grievances?status=closed', { token: boss.token })).status,
    ).toBe(400);
    await app.close();
  });

  it('answers the admin list through REST with who raised each', async () => {
    const res = await adminList();
    expect(res.status).toBe(200);
    expect(res.body.grievances[0]).toHaveProperty('user_email');
  });
});

describe('the reminder 7 days before a grievance falls due', () => {
  it('is stored with the grievance and tells every admin, bell and email, once, while it is still open', async () => {
    const at = Date.parse('2026-12-01T06:00:00.000Z');
    clock.set(at);
    const creator = await createCreator(t);
    const other = await createAdmin(t);
    const subject = 'Reminder test: my address';
    const { body } = await raise(creator.token, { subject, details: BODY.details });
    const id = body.grievance.id as string;
    const remindAt = at + 83 * DAY;
    const job = await jobOf(t, 'grievance_reminder', id);
    expect(job).toMatchObject({ status: 'pending', runAt: new Date(remindAt).toISOString() });

    const mine = async (userId: string) =>
      (await notificationsOf(t, userId)).filter(
        (n) =>
          n.title === 'A grievance falls due in 7 days' &&
          (n.metadata as { grievance_id?: string }).grievance_id === id,
      );
    await runJobsAt(t, remindAt - 1);
    expect(await mine(admin.user.id)).toEqual([]);

    clock.set(remindAt);
    await Promise.all([runJobsAt(t, remindAt), runJobsAt(t, remindAt)]);
    for (const a of [admin, other]) {
      expect(await mine(a.user.id)).toEqual([
        expect.objectContaining({
          title: 'A grievance falls due in 7 days',
          action_url: '/admin-dashboard?tab=grievances',
          priority: 'high',
        }),
      ]);
    }
    // Earlier tests' grievances fall due before this one: their reminders went out in the same run.
    const mails = (await mailsTo(other.user.email)).filter((m) => m.text.includes(subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^A grievance falls due on /);
    expect(await jobOf(t, 'grievance_reminder', id)).toMatchObject({ status: 'done' });
  });

  it('reminds nobody of a grievance answered before then', async () => {
    const at = Date.parse('2027-01-01T06:00:00.000Z');
    clock.set(at);
    const creator = await createCreator(t);
    const { body } = await raise(creator.token);
    const id = body.grievance.id as string;
    await answer(admin.token, id);
    await runJobsAt(t, at + 83 * DAY);
    const notes = (await notificationsOf(t, admin.user.id)).filter(
      (n) => (n.metadata as { grievance_id?: string }).grievance_id === id,
    );
    expect(notes.map((n) => n.title)).toEqual(['New grievance']);
    expect(await jobOf(t, 'grievance_reminder', id)).toMatchObject({ status: 'done' });
  });
});
