import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, emailOutbox } from '@db/schema';
import { createSmtpMailer } from '@server/mail/smtp';
import { CONTACT_REPLY_ACTION } from '@server/services/contact/reply';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { readOutbox } from '../kit/mail';
import { rest } from '../kit/rest';
import { startSmtpServer } from '../kit/smtp';

const t = createTestApp({ APP_URL: 'https://collab.example' });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const realMailer = t.deps.mailer;
let messageId = '';
let sender = '';

beforeEach(async () => {
  sender = `kavya-${crypto.randomUUID().slice(0, 8)}@brand.example`;
  const [row] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Kavya Rao',
      email: sender,
      subject: 'partnership',
      message: 'We would like to partner with your creators.',
      createdAt: '2026-11-20T06:00:00.000Z',
    })
    .returning({ id: contactMessages.id });
  messageId = row!.id;
});

afterEach(() => {
  t.deps.mailer = realMailer;
});

const reply = (
  token: string | null,
  id = messageId,
  body: unknown = { subject: 'Re: Partnership', message: 'Hi Kavya,\n\nYes, let us talk.\nThanks' },
) => rest(t, 'POST', `/api/admin/contact-messages/${id}/reply`, { token, body });

const statusOf = (id: string) =>
  t.db
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .then(([row]) => row!.status);

/** What went out to the sender, once the outbox worker is done. */
const emailsToSender = async () => {
  await t.deps.emails.idle();
  return (await readOutbox(t)).filter((e) => e.to === sender);
};

const auditOf = (id: string) =>
  t.db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      metadata: auditLog.metadata,
      targetIds: auditLog.targetIds,
    })
    .from(auditLog)
    .where(eq(auditLog.action, CONTACT_REPLY_ACTION))
    .then((rows) => rows.filter((r) => r.targetIds.includes(id)));

describe('replying to a contact message', () => {
  it('emails the sender, marks the message answered by the admin, and records the reply', async () => {
    const admin = await createAdmin(t, { fullName: 'Asha Admin' });
    const res = await reply(admin.token);
    expect(res.status).toBe(200);
    expect(res.body.contact_message).toMatchObject({
      id: messageId,
      status: 'answered',
      answered_by_name: 'Asha Admin',
    });
    expect(res.body.contact_message.answered_at).toEqual(expect.any(String));

    const [email] = await emailsToSender();
    expect(email!.subject).toBe('Re: Partnership');
    expect(email!.text).toContain('Hi Kavya,');
    expect(email!.text).toContain('Yes, let us talk.\nThanks');
    // The sender's own words come back quoted, and the way to write again is the contact page.
    expect(email!.text).toContain('We would like to partner with your creators.');
    expect(email!.links).toContain('https://collab.example/contact');

    expect(await auditOf(messageId)).toEqual([
      {
        actorId: admin.user.id,
        action: CONTACT_REPLY_ACTION,
        targetIds: [messageId],
        metadata: {
          to: sender,
          subject: 'Re: Partnership',
          message: 'Hi Kavya,\n\nYes, let us talk.\nThanks',
        },
      },
    ]);
  });

  it('is for admins only: 403 for creators and brands, 401 signed out, nothing sent', async () => {
    for (const user of [await createCreator(t), await createBrand(t)]) {
      expect((await reply(user.token)).status).toBe(403);
    }
    expect((await reply(null)).status).toBe(401);
    expect(await emailsToSender()).toEqual([]);
    expect(await auditOf(messageId)).toEqual([]);
  });

  it('answers 404 for an unknown message', async () => {
    const admin = await createAdmin(t);
    const res = await reply(admin.token, UNKNOWN);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Contact message not found');
  });

  it('refuses an empty or too long subject or reply (400), sending nothing', async () => {
    const admin = await createAdmin(t);
    const cases = [
      [{ subject: '  ', message: 'Hello' }, 'Subject is required'],
      [{ subject: 'Re: Hi', message: ' \n ' }, 'Message is required'],
      [{ subject: 'x'.repeat(201), message: 'Hello' }, 'Subject must be at most 200 characters'],
      [{ subject: 'Re: Hi', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ] as const;
    for (const [body, error] of cases) {
      const res = await reply(admin.token, messageId, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    expect(await emailsToSender()).toEqual([]);
    const [row] = await t.db
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    expect(row!.status).toBe('new');
  });

  it('keeps the first answer’s admin and time on a second reply, and records both replies', async () => {
    const first = await createAdmin(t, { fullName: 'First Admin' });
    const second = await createAdmin(t, { fullName: 'Second Admin' });
    const one = await reply(first.token);
    const two = await reply(second.token, messageId, {
      subject: 'Re: Partnership',
      message: 'One more thing.',
    });
    expect(two.status).toBe(200);
    expect(two.body.contact_message.answered_by_name).toBe('First Admin');
    expect(two.body.contact_message.answered_at).toBe(one.body.contact_message.answered_at);
    expect(await emailsToSender()).toHaveLength(2);
    expect((await auditOf(messageId)).map((a) => a.actorId).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
  });

  it('works over tRPC the same way', async () => {
    const admin = await createAdmin(t);
    const { contact_message } = await admin.caller.adminContact.reply({
      id: messageId,
      subject: 'Re: Partnership',
      message: 'Thanks for writing.',
    });
    expect(contact_message.status).toBe('answered');
    expect(await emailsToSender()).toHaveLength(1);
  });
});

describe('a reply the mail server does not take', () => {
  let refusing: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    refusing = await startSmtpServer({ refuse: 'Mailbox unavailable' });
  });
  afterAll(() => refusing.close());
  beforeEach(() => {
    t.deps.mailer = createSmtpMailer(refusing.url, 'no-reply@collab.example', t.deps.log);
  });
  afterEach(() => {
    t.deps.now = Date.now;
  });

  it('is recorded and kept in the outbox, tried again after a pause, failed after five tries, and sent again by an admin', async () => {
    const admin = await createAdmin(t);
    const res = await reply(admin.token);
    expect(res.status).toBe(200);
    expect(await statusOf(messageId)).toBe('answered');
    expect(await auditOf(messageId)).toHaveLength(1);
    await t.deps.emails.idle();
    const queued = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, sender));
    expect(await queued()).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringMatching(/Mailbox unavailable/),
      }),
    ]);
    // Four more tries, each after its pause: then it is failed, waiting for an admin.
    let at = Date.now();
    for (let i = 0; i < 4; i++) {
      at += 2 * 60 * 60 * 1000;
      t.deps.now = () => at;
      await t.deps.emails.round();
    }
    const [failed] = await queued();
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    const listed = await admin.caller.adminEmails.list({ status: 'failed', limit: 100 });
    expect(listed.emails.find((e) => e.id === failed!.id)).toMatchObject({
      recipient: sender,
      subject: 'Re: Partnership',
      category: 'contact',
      attempts: 5,
    });
    expect(listed.counts.failed).toBeGreaterThan(0);

    // The mail server is back: an admin sends it again, and it goes out once.
    t.deps.mailer = realMailer;
    const retried = await rest(t, 'POST', `/api/admin/emails/${failed!.id}/retry`, { token: admin.token });
    expect(retried.status).toBe(200);
    expect(await emailsToSender()).toHaveLength(1);
    expect((await queued())[0]).toMatchObject({ status: 'sent' });
    expect(
      (await rest(t, 'POST', `/api/admin/emails/${failed!.id}/retry`, { token: admin.token })).status,
    ).toBe(409);
    expect(refusing.deliveries).toEqual([]);
  });
});
