import { afterEach, describe, expect, it } from 'vitest';
import { ENGINE } from '@db/engine';
import { conversationMembers, suspensions } from '@db/schema';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/enums';
import { EMAIL_KIND_OF } from '@shared/schemas/notification-preferences';
import type { Email, Mailer } from '@server/mail/mailer';
import { notify, type NewNotification } from '@server/services/notifications/notify';
import type { SharedEvents } from '@server/create-events';
import { OutboxWorker } from '@server/services/outbox/worker';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { readOutbox } from '../kit/mail';
import { apply, postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp({ APP_URL: 'https://collab.example' });
const HOUR = 60 * 60 * 1000;
const realMailer = t.deps.mailer;

afterEach(() => {
  t.deps.mailer = realMailer;
  t.deps.now = Date.now;
});

/** Every email the app has finished sending to `email`, once the queue is empty. */
async function emailsTo(app: TestApp, email: string) {
  await app.deps.emails.idle();
  return (await readOutbox(app)).filter((e) => e.to === email);
}

const note = (userId: string, type: NotificationType, extra: Partial<NewNotification> = {}) => ({
  userId,
  type,
  title: `A ${type} notice`,
  message: `What happened: ${type}`,
  ...extra,
});

/** A creator's application to a brand's campaign, and the two sides' conversation rows. */
async function conversation() {
  const brand = await createBrand(t);
  const creator = await createCreator(t);
  const campaign = await postCampaign(t, brand);
  const application = await apply(t, creator, campaign.id);
  await t.db.insert(conversationMembers).values([
    { applicationId: application.id, userId: creator.user.id },
    { applicationId: application.id, userId: brand.user.id },
  ]);
  return { brand, creator, applicationId: application.id };
}

const messageNote = (userId: string, applicationId: string, text: string) =>
  note(userId, 'message', {
    title: 'New message',
    message: text,
    actionUrl: `/messages?conversation=${applicationId}`,
    metadata: { application_id: applicationId },
  });

describe('notification emails', () => {
  it('go out for each type with a kind, and never for the admins’ queue', async () => {
    const creator = await createCreator(t);
    await notify(t.deps, ...NOTIFICATION_TYPES.map((type) => note(creator.user.id, type)));
    const subjects = (await emailsTo(t, creator.user.email)).map((e) => e.subject).sort();
    const emailed = NOTIFICATION_TYPES.filter((type) => EMAIL_KIND_OF[type] !== null);
    expect(subjects).toEqual(emailed.map((type) => `A ${type} notice`).sort());
    expect(emailed).not.toContain('report');
    expect(emailed).not.toContain('flagged_content');
  });

  it('carry the title as subject, the message, a link into the app, and how to turn them off', async () => {
    const creator = await createCreator(t);
    await notify(
      t.deps,
      note(creator.user.id, 'application_status', {
        title: 'Application accepted',
        message: 'Saffron accepted your application to Summer Launch.',
        actionUrl: '/creator-dashboard?tab=applications',
      }),
    );
    const [email] = await emailsTo(t, creator.user.email);
    expect(email!.subject).toBe('Application accepted');
    expect(email!.text).toContain('Saffron accepted your application to Summer Launch.');
    expect(email!.links).toContain('https://collab.example/creator-dashboard?tab=applications');
    expect(email!.text).toContain('"Applications" is on under Email notifications on your profile');
    expect(email!.html).toContain('href="https://collab.example/creator-dashboard?tab=applications"');
  });

  it('link to the dashboard when the notification has no link of its own', async () => {
    const creator = await createCreator(t);
    await notify(t.deps, note(creator.user.id, 'broadcast', { title: 'Diwali offers' }));
    const [email] = await emailsTo(t, creator.user.email);
    expect(email!.links[0]).toBe('https://collab.example/activity-center');
  });

  it('follow each kind’s preference, per user', async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const kinds = ['applications', 'work', 'payments', 'messages', 'broadcasts'] as const;
    const typeOf = {
      applications: 'application_status',
      work: 'work_reviewed',
      payments: 'payment_released',
      messages: 'message',
      broadcasts: 'broadcast',
    } as const;
    for (const off of kinds) {
      await rest(t, 'PUT', '/api/notifications/preferences', {
        token: creator.token,
        body: { email: { ...Object.fromEntries(kinds.map((k) => [k, true])), [off]: false } },
      });
      const before = (await emailsTo(t, creator.user.email)).length;
      await notify(t.deps, ...kinds.map((k) => note(creator.user.id, typeOf[k], { title: `${off}/${k}` })));
      const got = (await emailsTo(t, creator.user.email)).slice(before).map((e) => e.subject);
      expect(got.sort()).toEqual(
        kinds
          .filter((k) => k !== off)
          .map((k) => `${off}/${k}`)
          .sort(),
      );
    }
    await notify(t.deps, note(other.user.id, 'broadcast'));
    expect(await emailsTo(t, other.user.email)).toHaveLength(1);
  });

  it('reach real call sites: an application emails its brand, a broadcast every wanting recipient', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const quiet = await createCreator(t);
    await rest(t, 'PUT', '/api/notifications/preferences', {
      token: quiet.token,
      body: { email: { broadcasts: false } },
    });
    const campaign = await postCampaign(t, brand, { title: 'Monsoon Reels' });
    await apply(t, creator, campaign.id);
    const [toBrand] = await emailsTo(t, brand.user.email);
    expect(toBrand!.subject).toMatch(/application/i);

    const admin = await createAdmin(t);
    const sent = await rest(t, 'POST', '/api/notifications/broadcast', {
      token: admin.token,
      body: {
        title: 'Platform update',
        message: 'Payouts now arrive faster.',
        target_audience: 'influencers',
      },
    });
    expect(sent.status).toBe(200);
    expect((await emailsTo(t, creator.user.email)).map((e) => e.subject)).toContain('Platform update');
    expect(await emailsTo(t, quiet.user.email)).toEqual([]);
    expect(await emailsTo(t, admin.user.email)).toEqual([]);
  });

  it('are not sent to an account blocked by a suspension, but are to one only warned', async () => {
    const admin = await createAdmin(t);
    const blocked = await createCreator(t);
    const warned = await createCreator(t);
    await t.db.insert(suspensions).values([
      { userId: blocked.user.id, suspendedBy: admin.user.id, suspensionType: 'temporary', reason: 'Spam' },
      { userId: warned.user.id, suspendedBy: admin.user.id, suspensionType: 'warning', reason: 'Tone' },
    ]);
    await notify(t.deps, note(blocked.user.id, 'broadcast'), note(warned.user.id, 'broadcast'));
    expect(await emailsTo(t, blocked.user.email)).toEqual([]);
    expect(await emailsTo(t, warned.user.email)).toHaveLength(1);
  });

  it('never fail the request when the mail server fails, and go out once it is back, each once', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand);
    t.deps.mailer = { send: () => Promise.reject(new Error('SMTP is down')) };
    const first = await rest(t, 'POST', '/api/applications', {
      token: (await createCreator(t)).token,
      body: { campaign_id: campaign.id },
    });
    expect(first.status).toBe(200);
    t.deps.mailer = {
      send: () => {
        throw new Error('The mailer broke');
      },
    };
    const second = await rest(t, 'POST', '/api/applications', {
      token: (await createCreator(t)).token,
      body: { campaign_id: campaign.id },
    });
    expect(second.status).toBe(200);
    expect(await emailsTo(t, brand.user.email)).toEqual([]);

    // Kept in the outbox and tried again after a pause: both go out once the server is back.
    t.deps.mailer = realMailer;
    const later = Date.now() + 2 * 60 * 1000;
    t.deps.now = () => later;
    t.deps.emails.wake();
    expect(await emailsTo(t, brand.user.email)).toHaveLength(2);
    t.deps.emails.wake();
    expect(await emailsTo(t, brand.user.email)).toHaveLength(2);
  });

  it('of a broadcast to many do not hold up the request, and go out a few at a time', async () => {
    const recipients = await Promise.all(Array.from({ length: 40 }, () => createBrand(t)));
    const admin = await createAdmin(t);
    let inFlight = 0;
    let most = 0;
    const sent: Email[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow: Mailer = {
      async send(email) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await gate;
        sent.push(email);
        inFlight -= 1;
        return { sent: true };
      },
    };
    t.deps.mailer = slow;
    const res = await rest(t, 'POST', '/api/notifications/broadcast', {
      token: admin.token,
      body: { title: 'Brand week', message: 'Meet creators.', target_audience: 'brands' },
    });
    // The admin has the answer while every email is still waiting on the mail server.
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(0);
    open();
    await t.deps.emails.idle();
    const mine = new Set(recipients.map((r) => r.user.email));
    expect(sent.filter((e) => mine.has(e.to))).toHaveLength(40);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });
});

describe('when the server stops', () => {
  it('the emails in flight finish, the rest stay queued, and the next start sends them: none lost, none twice', async () => {
    const app = createTestApp();
    const brands = await Promise.all(Array.from({ length: 10 }, () => createBrand(app)));
    const sent: Email[] = [];
    let inFlight = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    app.deps.mailer = {
      async send(email) {
        inFlight += 1;
        await gate;
        sent.push(email);
        return { sent: true };
      },
    };
    await notify(app.deps, ...brands.map((b) => note(b.user.id, 'broadcast')));
    await expect.poll(() => inFlight).toBe(4);

    // Closing waits for the emails the mail server is taking (held by the gate): when it resolves,
    // all four have gone out. The count is read as it resolves, so the turn of the event loop before
    // the gate opens can only give a close that does not wait the time to show it, never hide it.
    const closing = app.deps.emails.close().then(() => sent.length);
    await new Promise((resolve) => setImmediate(resolve));
    open();
    expect(await closing).toBe(4);

    // The next start of the server (a new worker on the same database) sends the six left, once.
    const next = new OutboxWorker({ ...app.deps, mailer: app.deps.mailer });
    next.wake();
    await next.idle();
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((e) => e.to))).toEqual(new Set(brands.map((b) => b.user.email)));
    next.wake();
    await next.idle();
    expect(sent).toHaveLength(10);
  });
});

describe('message emails', () => {
  it('go out once per conversation per hour, however many messages arrive at once', async () => {
    const { creator, brand, applicationId } = await conversation();
    const other = await conversation();
    const start = Date.parse('2026-11-24T10:00:00.000Z');
    t.deps.now = () => start;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        notify(t.deps, messageNote(creator.user.id, applicationId, `Hello ${i}`)),
      ),
    );
    // Another conversation of the same day is its own.
    await notify(t.deps, messageNote(other.creator.user.id, other.applicationId, 'Hi from another brand'));
    const first = await emailsTo(t, creator.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.links).toContain(`https://collab.example/messages?conversation=${applicationId}`);
    expect(await emailsTo(t, other.creator.user.email)).toHaveLength(1);
    // The brand, the other member of the conversation, has its own hour.
    await notify(t.deps, messageNote(brand.user.id, applicationId, 'Thanks!'));
    expect((await emailsTo(t, brand.user.email)).filter((e) => e.subject === 'New message')).toHaveLength(1);

    t.deps.now = () => start + 59 * 60 * 1000;
    await notify(t.deps, messageNote(creator.user.id, applicationId, 'Still there?'));
    expect(await emailsTo(t, creator.user.email)).toHaveLength(1);

    t.deps.now = () => start + HOUR + 1;
    await Promise.all(
      ['One', 'Two', 'Three'].map((text) =>
        notify(t.deps, messageNote(creator.user.id, applicationId, text)),
      ),
    );
    expect(await emailsTo(t, creator.user.email)).toHaveLength(2);
  });

  it('of real conversations: a burst of messages sent at once is one email to the other side', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const campaign = await postCampaign(t, brand, { title: 'Festive Looks' });
    const application = await apply(t, creator, campaign.id);
    const sent = await Promise.all(
      ['Hello!', 'Are you free this week?', 'I can post on Friday.'].map((body) =>
        rest(t, 'POST', `/api/conversations/${application.id}/messages`, {
          token: creator.token,
          body: { body },
        }),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    const emails = (await emailsTo(t, brand.user.email)).filter((e) => e.subject.startsWith('New message'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('Festive Looks');
    expect(emails[0]!.links).toContain(`https://collab.example/messages?conversation=${application.id}`);
    // The sender is not emailed about their own messages.
    expect(
      (await emailsTo(t, creator.user.email)).filter((e) => e.subject.startsWith('New message')),
    ).toEqual([]);
  });

  it('follow the messages preference, and a turned-off hour does not count as emailed', async () => {
    const { creator, applicationId } = await conversation();
    await rest(t, 'PUT', '/api/notifications/preferences', {
      token: creator.token,
      body: { email: { messages: false } },
    });
    await notify(t.deps, messageNote(creator.user.id, applicationId, 'Are you free?'));
    expect(await emailsTo(t, creator.user.email)).toEqual([]);
    await rest(t, 'PUT', '/api/notifications/preferences', {
      token: creator.token,
      body: { email: { messages: true } },
    });
    await notify(t.deps, messageNote(creator.user.id, applicationId, 'Hello again'));
    expect(await emailsTo(t, creator.user.email)).toHaveLength(1);
  });
});

describe.skipIf(ENGINE !== 'postgres')('notification emails with two server processes (PostgreSQL)', () => {
  it('are sent by the process that wrote the notification, never by the one that heard of it', async () => {
    const u = createTestApp({ DATABASE_URL: t.env.DATABASE_URL });
    await (u.deps.events as SharedEvents).listening();
    const creator = await createCreator(t);
    const heard: string[] = [];
    const stop = u.deps.events.onNotification(creator.user.id, (e) => {
      if (e.notificationId) heard.push(e.notificationId);
    });
    await notify(t.deps, note(creator.user.id, 'broadcast', { title: 'Heard everywhere' }));
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(1);
    stop();
    expect(await emailsTo(u, creator.user.email)).toEqual([]);
    expect((await emailsTo(t, creator.user.email)).map((e) => e.subject)).toEqual(['Heard everywhere']);
  });
});
