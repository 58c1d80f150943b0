import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '@db/schema';
import type { Email } from '@server/mail/mailer';
import { requestPasswordReset } from '@server/services/auth/password-reset';
import { queueEmails } from '@server/services/outbox/queue';
import { INTERRUPTED, OutboxWorker } from '@server/services/outbox/worker';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { readOutbox } from '../kit/mail';
import { rest } from '../kit/rest';

/** docs/product.md#email-outbox */
const t = createTestApp({ APP_URL: 'https://collab.example' });
const realMailer = t.deps.mailer;

afterEach(() => {
  t.deps.mailer = realMailer;
  t.deps.now = Date.now;
});

let n = 0;
const email = (to: string) => ({
  to,
  subject: `Hello ${++n}`,
  category: 'account' as const,
  content: { heading: 'Hello', paragraphs: ['A test email.'] },
});

const rowsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));

describe('the email outbox', () => {
  it('keeps an email exactly when its change commits: a rolled back change queues nothing', async () => {
    const to = `rollback-${++n}@example.com`;
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmails(tx, [email(to)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsTo(to)).toEqual([]);
    await t.db.transaction((tx) => queueEmails(tx, [email(to)]));
    expect(await rowsTo(to)).toHaveLength(1);
  });

  it('sends each email at most once, with its own Message-ID, however many workers race for it', async () => {
    const sent: Email[] = [];
    const mailer = {
      send: (e: Email) => {
        sent.push(e);
        return Promise.resolve({ sent: true as const });
      },
    };
    const to = Array.from({ length: 30 }, (_, i) => `race-${i}-${++n}@example.com`);
    await t.db.transaction((tx) => queueEmails(tx, to.map(email)));
    const workers = Array.from({ length: 4 }, () => new OutboxWorker({ ...t.deps, mailer }));
    await Promise.all(workers.map((w) => w.round().then(() => w.round())));
    const mine = sent.filter((e) => to.includes(e.to));
    expect(mine.map((e) => e.to).sort()).toEqual([...to].sort());
    const rows = await t.db.select().from(emailOutbox);
    for (const e of mine) {
      const row = rows.find((r) => r.recipient === e.to)!;
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(e.messageId).toBe(`<${row.id}@collab.example>`);
    }
  });

  it('never sends again an email cut off while sending: past its lease it is failed, for an admin to look at', async () => {
    const to = `cut-off-${++n}@example.com`;
    await t.db.transaction((tx) => queueEmails(tx, [email(to)]));
    const [row] = await rowsTo(to);
    // As a worker that claimed it and stopped before it could say how it went.
    await t.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() + 60_000).toISOString() })
      .where(eq(emailOutbox.id, row!.id));
    const sent: Email[] = [];
    t.deps.mailer = { send: (e) => (sent.push(e), Promise.resolve({ sent: true })) };
    await t.deps.emails.round();
    expect((await rowsTo(to))[0]!.status).toBe('sending');
    t.deps.now = () => Date.now() + 10 * 60_000;
    await t.deps.emails.round();
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'failed', lastError: INTERRUPTED });
    expect(sent.filter((e) => e.to === to)).toEqual([]);
  });

  it('is idle only once the emails a request left to make after its answer have gone out', async () => {
    const { user } = await createCreator(t);
    const later: (() => void)[] = [];
    await requestPasswordReset({ ...t.deps, afterAnswer: (work) => later.push(work) }, user.email, 'idle');
    // What the outbox holds is read as idle resolves; the email is made only once the test lets it.
    const idle = t.deps.emails
      .idle()
      .then(async () => (await readOutbox(t)).filter((e) => e.to === user.email));
    later[0]!();
    expect(await idle).toHaveLength(1);
  });

  it('lists emails for admins only, and sends a failed one again only once', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    for (const who of [creator, brand])
      expect((await rest(t, 'GET', '/api/admin/emails', { token: who.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/admin/emails')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/admin/emails?status=lost', { token: admin.token })).status).toBe(400);

    const to = `failed-${++n}@example.com`;
    await t.db.transaction((tx) => queueEmails(tx, [email(to)]));
    const [row] = await rowsTo(to);
    await t.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 5, lastError: 'Mailbox unavailable' })
      .where(eq(emailOutbox.id, row!.id));
    const page = await rest(t, 'GET', '/api/admin/emails?status=failed&limit=100', { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body.emails.map((e: { id: string }) => e.id)).toContain(row!.id);
    expect(page.body.emails.every((e: { status: string }) => e.status === 'failed')).toBe(true);

    const retries = await Promise.all(
      [admin, admin, admin].map((a) =>
        rest(t, 'POST', `/api/admin/emails/${row!.id}/retry`, { token: a.token }),
      ),
    );
    expect(retries.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(
      (await rest(t, 'POST', `/api/admin/emails/${crypto.randomUUID()}/retry`, { token: admin.token }))
        .status,
    ).toBe(404);
    await t.deps.emails.idle();
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent' });
  });

  it("finds one person's emails by words of the address or the subject, ignoring case", async () => {
    const admin = await createAdmin(t);
    const person = `Search-Me-${++n}@Example.com`;
    await t.db.transaction((tx) =>
      queueEmails(tx, [
        email(person),
        { ...email('someone-else@example.com'), subject: 'Quarterly 100%_report' },
      ]),
    );
    const found = async (search: string) => {
      const res = await rest(t, 'GET', `/api/admin/emails?search=${encodeURIComponent(search)}&limit=100`, {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      return (res.body.emails as { recipient: string }[]).map((e) => e.recipient);
    };
    expect(await found(person.slice(0, 12).toLowerCase())).toEqual([person]);
    // % and _ are letters here, not wildcards.
    expect(await found('100%_rep')).toEqual(['someone-else@example.com']);
    expect(await found('100%xrep')).toEqual([]);
    const caller = t.caller(admin.token);
    expect((await caller.adminEmails.list({ search: person })).emails.map((e) => e.recipient)).toEqual([
      person,
    ]);
    const tooLong = await rest(t, 'GET', `/api/admin/emails?search=${'a'.repeat(201)}`, {
      token: admin.token,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toContain('search must be at most 200 characters');
  });
});

describe('links that sign their holder in', () => {
  it('are sealed in the outbox (no token readable in the database) and opened only to be sent', async () => {
    const creator = await createCreator(t);
    expect(
      (await rest(t, 'POST', '/api/auth/forgot-password', { body: { email: creator.user.email } })).status,
    ).toBe(200);
    await expect.poll(async () => (await rowsTo(creator.user.email)).length).toBeGreaterThan(0);
    await t.deps.emails.idle();
    const [row] = (await rowsTo(creator.user.email)).filter((r) => r.category === 'account');
    expect(row!.content.action!.url).toMatch(/^sealed:/);
    expect(JSON.stringify(row!.content)).not.toContain('token=');
    expect(row).toMatchObject({ status: 'sent' });
    const sent = (await readOutbox(t)).filter((e) => e.to === creator.user.email);
    expect(sent.at(-1)!.links.some((l) => l.startsWith('https://collab.example/auth/reset?token='))).toBe(
      true,
    );
  });
});
