import { beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { contactMessages } from '@db/schema';
import { createTestApp } from '../kit/app';
import { databaseBefore } from '../kit/before-migration';
import { describeSqlite } from '../kit/engine';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let admin: Awaited<ReturnType<typeof createAdmin>>;
let other: Awaited<ReturnType<typeof createAdmin>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await createAdmin(t, { fullName: 'Asha Admin' });
  other = await createAdmin(t, { fullName: 'Omar Admin' });
  const rows = await t.db
    .insert(contactMessages)
    .values([
      {
        name: 'Old',
        email: 'old@example.com',
        subject: 'general',
        message: 'First',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      {
        name: 'New',
        email: 'new@example.com',
        subject: 'feedback',
        message: 'Second',
        createdAt: '2026-02-01T00:00:00.000Z',
      },
      {
        name: 'Mid',
        email: 'kavya@brand.example',
        subject: 'partnership',
        message: 'We would like to partner.',
        phone: '9876543210',
        createdAt: '2026-01-15T00:00:00.000Z',
      },
    ])
    .returning({ id: contactMessages.id, name: contactMessages.name });
  for (const r of rows) ids[r.name] = r.id;
});

const names = (body: { contact_messages: { name: string }[] }) => body.contact_messages.map((m) => m.name);
const setStatus = (id: string, status: string, token = admin.token) =>
  rest(t, 'PUT', `/api/admin/contact-messages/${id}/status`, { token, body: { status } });

describe('contact messages for admins', () => {
  it('are refused to creators and brands (403) and without a session (401), over REST and tRPC', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    for (const token of [creator.token, brand.token]) {
      expect((await rest(t, 'GET', '/api/admin/contact-messages', { token })).status).toBe(403);
      expect((await setStatus(ids.Old!, 'answered', token)).status).toBe(403);
    }
    expect((await rest(t, 'GET', '/api/admin/contact-messages')).status).toBe(401);
    expect((await setStatus(ids.Old!, 'answered', null as unknown as string)).status).toBe(401);
    await expect(creator.caller.adminContact.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t.caller().adminContact.setStatus({ id: ids.Old!, status: 'answered' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('list newest first, every one new at first, with paging', async () => {
    const res = await rest(t, 'GET', '/api/admin/contact-messages', { token: admin.token });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['New', 'Mid', 'Old']);
    expect(res.body.contact_messages[1]).toEqual({
      id: ids.Mid,
      name: 'Mid',
      email: 'kavya@brand.example',
      phone: '9876543210',
      subject: 'partnership',
      message: 'We would like to partner.',
      status: 'new',
      answered_at: null,
      answered_by_name: null,
      created_at: '2026-01-15T00:00:00.000Z',
    });
    const paged = await admin.caller.adminContact.list({ limit: 1, offset: 2 });
    expect(names(paged)).toEqual(['Old']);
  });

  it('search name, email, subject and message text', async () => {
    const search = async (q: string) =>
      names((await rest(t, 'GET', `/api/admin/contact-messages?search=${q}`, { token: admin.token })).body);
    expect(await search('brand.example')).toEqual(['Mid']);
    expect(await search('PARTNER')).toEqual(['Mid']);
    expect(await search('feedback')).toEqual(['New']);
    expect(await search('old')).toEqual(['Old']);
    expect(await search('nobody')).toEqual([]);
  });

  it('mark answered stamps the admin and time; the filter and the counts follow; mark new clears it', async () => {
    const res = await setStatus(ids.Mid!, 'answered');
    expect(res.status).toBe(200);
    expect(res.body.contact_message).toMatchObject({
      id: ids.Mid,
      status: 'answered',
      answered_by_name: 'Asha Admin',
      answered_at: expect.any(String),
    });
    const answered = await rest(t, 'GET', '/api/admin/contact-messages?status=answered', {
      token: admin.token,
    });
    expect(names(answered.body)).toEqual(['Mid']);
    expect(names(await admin.caller.adminContact.list({ status: 'new' }))).toEqual(['New', 'Old']);
    const stats = await rest(t, 'GET', '/api/admin/contact-messages/stats', { token: admin.token });
    expect(stats.body.stats).toEqual({ total_messages: 3, new_messages: 2, answered_messages: 1 });

    const reopened = await admin.caller.adminContact.setStatus({ id: ids.Mid!, status: 'new' });
    expect(reopened.contact_message).toMatchObject({
      status: 'new',
      answered_at: null,
      answered_by_name: null,
    });
    expect((await admin.caller.adminContact.stats()).stats.new_messages).toBe(3);
  });

  it('marking twice, or two admins at once, answers once: the first answer keeps its admin and time', async () => {
    const [a, b] = await Promise.all([
      setStatus(ids.Old!, 'answered'),
      setStatus(ids.Old!, 'answered', other.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.contact_message.answered_at).toBe(b.body.contact_message.answered_at);
    expect(a.body.contact_message.answered_by_name).toBe(b.body.contact_message.answered_by_name);
    const first = a.body.contact_message;

    const again = await other.caller.adminContact.setStatus({ id: ids.Old!, status: 'answered' });
    expect(again.contact_message).toEqual(first);
  });

  it('an unknown message is 404, a status other than new or answered is 400', async () => {
    const missing = await setStatus(UNKNOWN, 'answered');
    expect(missing).toMatchObject({ status: 404, body: { error: 'Contact message not found' } });
    const bad = await setStatus(ids.New!, 'closed');
    expect(bad).toMatchObject({ status: 400, body: { error: 'Status must be new or answered' } });
    const badFilter = await rest(t, 'GET', '/api/admin/contact-messages?status=closed', {
      token: admin.token,
    });
    expect(badFilter.status).toBe(400);
  });
});

// A data migration of SQLite's migration history; PostgreSQL's tables began with the status.
describeSqlite('migration contact_message_status', () => {
  it('makes every message already stored new, answered by nobody', () => {
    const db = databaseBefore('contact_message_status');
    db.$client
      .prepare(
        "insert into contact_messages (id, name, email, subject, message) values ('m1', 'Kavya', 'k@x.in', 'general', 'Hello')",
      )
      .run();
    runMigrations(db);
    expect(db.$client.prepare('select status, answered_by, answered_at from contact_messages').all()).toEqual(
      [{ status: 'new', answered_by: null, answered_at: null }],
    );
    db.$client.close();
  });
});
