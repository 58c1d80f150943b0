import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, conversationMembers, conversations, notifications } from '@db/schema';
import { ADMIN_READ_ACTION } from '@server/services/conversations/read';
import { CONVERSATION_MESSAGES as M, FLAG_NOTICE, MESSAGE_BODY_MAX } from '@shared/conversations';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { apply, decide, notificationsOf, postCampaign, type Actor } from '../kit/marketplace';
import { rest } from '../kit/rest';

/** Conversations (docs/product.md#conversations), through REST as the client and curl call them. */
const t = createTestApp();

const path = (applicationId: string) => `/api/conversations/${applicationId}`;
const send = (who: Actor, applicationId: string, body: unknown) =>
  rest(t, 'POST', `${path(applicationId)}/messages`, { token: who.token, body: { body } });
const read = (who: Actor, applicationId: string, query = '') =>
  rest(t, 'GET', `${path(applicationId)}/messages${query}`, { token: who.token });
const markRead = (who: Actor, applicationId: string) =>
  rest(t, 'PUT', `${path(applicationId)}/read`, { token: who.token });
const list = (who: Actor, query = '') => rest(t, 'GET', `/api/conversations${query}`, { token: who.token });
const unread = async (who: Actor) =>
  (await rest(t, 'GET', '/api/conversations/unread', { token: who.token })).body.unread_count as number;

/** A brand, a creator who applied to its campaign, and the application: one conversation. */
async function pair(opts: { companyName?: string; title?: string } = {}) {
  const brand = await createBrand(t, { profile: { companyName: opts.companyName ?? 'GlowCo' } });
  const creator = await createCreator(t);
  const campaign = await postCampaign(t, brand, { title: opts.title ?? 'Monsoon Glow' });
  const application = await apply(t, creator, campaign.id);
  return { brand, creator, campaign, applicationId: application.id };
}

async function sent(who: Actor, applicationId: string, body: string) {
  const res = await send(who, applicationId, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.message as { id: string; body: string; flags: string[]; created_at: string };
}

const messageNotifications = async (userId: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.type === 'message');

describe('posting and reading', () => {
  it('lets the two parties talk: the message, trimmed, oldest first for both', async () => {
    const { brand, creator, applicationId } = await pair();
    const first = await send(creator, applicationId, '  Hi! Loved the brief.\nTwo reels ok?  ');
    expect(first.status).toBe(200);
    expect(first.body.message).toEqual({
      id: expect.any(String),
      sender_id: creator.user.id,
      body: 'Hi! Loved the brief.\nTwo reels ok?',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      flags: [],
    });
    await sent(brand, applicationId, 'Yes, two reels. <b>Not bold</b>');

    for (const who of [creator, brand]) {
      const res = await read(who, applicationId);
      expect(res.status).toBe(200);
      expect(res.body.messages.map((m: { body: string }) => m.body)).toEqual([
        'Hi! Loved the brief.\nTwo reels ok?',
        'Yes, two reels. <b>Not bold</b>',
      ]);
    }
  });

  it('works through tRPC as through REST', async () => {
    const { brand, creator, applicationId } = await pair();
    const { message } = await creator.caller.conversations.send({ applicationId, body: 'Over tRPC' });
    expect(message.body).toBe('Over tRPC');
    const { messages } = await brand.caller.conversations.messages({ applicationId });
    expect(messages.map((m) => m.id)).toEqual([message.id]);
    await expect(brand.caller.conversations.markRead({ applicationId })).resolves.toEqual({
      unread_count: 0,
    });
    await expect(creator.caller.conversations.send({ applicationId, body: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(M.empty),
    });
  });

  it('takes 1-2,000 characters after trimming, else 400 with the rule', async () => {
    const { creator, applicationId } = await pair();
    for (const body of ['', '   \n ']) {
      const res = await send(creator, applicationId, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(M.empty);
    }
    const long = await send(creator, applicationId, 'x'.repeat(MESSAGE_BODY_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('Message must be at most 2,000 characters');
    expect((await send(creator, applicationId, 42)).status).toBe(400);
    const max = await sent(creator, applicationId, ` ${'y'.repeat(MESSAGE_BODY_MAX)} `);
    expect(max.body).toHaveLength(MESSAGE_BODY_MAX);
    expect((await read(creator, applicationId)).body.messages).toHaveLength(1);
  });
});

describe('who may read and post', () => {
  it('hides a conversation from everyone but its parties and admins (404), before and after it has messages', async () => {
    const { creator, applicationId } = await pair();
    const otherCreator = await createCreator(t);
    const otherBrand = await createBrand(t);
    for (const round of ['empty', 'with messages']) {
      for (const stranger of [otherCreator, otherBrand]) {
        expect((await read(stranger, applicationId)).status, round).toBe(404);
        expect((await send(stranger, applicationId, 'Hello')).status, round).toBe(404);
        expect((await markRead(stranger, applicationId)).status, round).toBe(404);
        expect((await read(stranger, applicationId)).body.error).toBe(M.notFound);
      }
      if (round === 'empty') await sent(creator, applicationId, 'Now it has one');
    }
    expect((await read(creator, crypto.randomUUID())).status).toBe(404);
    expect((await rest(t, 'GET', `${path(applicationId)}/messages`)).status).toBe(401);
  });

  it('lets an admin read (each read audited) but neither post nor mark read (403)', async () => {
    const { creator, brand, applicationId } = await pair();
    const admin = await createAdmin(t);
    const message = await sent(creator, applicationId, 'Can we talk price?');

    const res = await read(admin, applicationId);
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
    await read(admin, applicationId, '?limit=5');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.action, ADMIN_READ_ACTION)));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      targetType: 'conversation',
      targetIds: [applicationId],
      ip: expect.any(String),
      metadata: { creator_id: creator.user.id, brand_id: brand.user.id, message_ids: [message.id] },
    });

    const post = await send(admin, applicationId, 'Admin here');
    expect(post.status).toBe(403);
    expect(post.body.error).toBe(M.adminReadOnly);
    expect((await markRead(admin, applicationId)).status).toBe(403);
    expect((await read(creator, applicationId)).body.messages).toHaveLength(1);

    // The parties' own reads are not audited.
    await read(brand, applicationId);
    const all = await t.db.select().from(auditLog).where(eq(auditLog.action, ADMIN_READ_ACTION));
    expect(all.every((e) => e.actorId === admin.user.id)).toBe(true);
  });

  it('keeps a rejected application readable but closed to new messages (409); reading still clears it', async () => {
    const { brand, creator, applicationId } = await pair();
    await sent(brand, applicationId, 'Thanks for applying');
    await decide(t, brand, applicationId, 'rejected');
    for (const who of [creator, brand]) {
      const res = await send(who, applicationId, 'One more thing');
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(M.rejected);
      expect((await read(who, applicationId)).body.messages).toHaveLength(1);
    }
    expect((await markRead(creator, applicationId)).body).toEqual({ unread_count: 0 });
    const [row] = (await list(creator)).body.conversations;
    expect(row).toMatchObject({
      application_id: applicationId,
      application_status: 'rejected',
      can_send: false,
    });
  });

  it('keeps a withdrawn application open (only rejection closes it), listed once it has a message', async () => {
    const { brand, creator, applicationId } = await pair();
    expect(
      (await rest(t, 'POST', `/api/applications/${applicationId}/withdraw`, { token: creator.token })).status,
    ).toBe(200);
    expect((await list(creator)).body.conversations).toEqual([]);
    expect((await list(brand)).body.conversations).toEqual([]);
    await sent(creator, applicationId, 'Sorry, I withdrew: dates clash');
    for (const who of [creator, brand]) {
      const [row] = (await list(who)).body.conversations;
      expect(row).toMatchObject({
        application_id: applicationId,
        application_status: 'withdrawn',
        can_send: true,
      });
    }
  });
});

describe('contact details', () => {
  it('delivers a message carrying them, flagged; an ordinary one is not', async () => {
    const { brand, creator, applicationId } = await pair();
    expect((await sent(creator, applicationId, 'Budget ₹5000 for 2 reels?')).flags).toEqual([]);
    const flagged = await sent(brand, applicationId, 'WhatsApp me on +91 98765 43210');
    expect(flagged.flags).toEqual(['contact_details']);
    const { messages } = (await read(creator, applicationId)).body;
    expect(messages.map((m: { flags: string[] }) => m.flags)).toEqual([[], ['contact_details']]);
    expect(FLAG_NOTICE).toMatch(/on the platform/);
  });

  it("tells every admin on a sender's 3rd flagged message, and every 3rd after, linking the conversation", async () => {
    const admins = [await createAdmin(t), await createAdmin(t)];
    const { brand, creator, applicationId } = await pair({ companyName: 'Flagged Co', title: 'Flag Run' });
    const otherBrand = await createBrand(t);
    const elsewhere = await apply(t, creator, (await postCampaign(t, otherBrand)).id);
    const alerts = async (admin: Actor) =>
      (await notificationsOf(t, admin.user.id)).filter((n) => n.type === 'flagged_content');

    await sent(creator, applicationId, 'mail me: priya@gmail.com');
    await sent(creator, applicationId, 'no contact here');
    await sent(brand, applicationId, 'pay to glowco@okaxis'); // the brand's own count
    await sent(brand, applicationId, 'or call 9876543210');
    // A sender's flags count across their conversations.
    await sent(creator, elsewhere.id, 't.me/priya');
    for (const admin of admins) expect(await alerts(admin)).toEqual([]);
    const third = await sent(creator, applicationId, 'or wa.me/919876543210');

    for (const admin of admins) {
      const got = await alerts(admin);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({
        priority: 'high',
        read: 0,
        action_url: `/messages?conversation=${applicationId}`,
        metadata: {
          application_id: applicationId,
          sender_id: creator.user.id,
          message_id: third.id,
          flagged_count: 3,
        },
      });
      expect(got[0]!.message).toContain('Flag Run');
    }
    for (const body of ['+44 20 7946 0958', 'priya@ybl']) await sent(creator, applicationId, body);
    expect(await alerts(admins[0]!)).toHaveLength(1);
    await sent(creator, applicationId, 'telegram.me/priya');
    expect(await alerts(admins[0]!)).toHaveLength(2);
    // Admins may open it: their read is the audited one.
    expect((await read(admins[0]!, applicationId)).status).toBe(200);
  });
});

describe('unread counts and the message notification', () => {
  it('counts what the other side has not read, collapses their notification to one, and clears both on read', async () => {
    const { brand, creator, applicationId } = await pair({ companyName: 'Collapse Co', title: 'Collapse' });
    await sent(brand, applicationId, 'First');
    await sent(brand, applicationId, 'Second');
    await sent(brand, applicationId, 'Third, the latest');
    expect(await unread(creator)).toBe(3);
    expect(await unread(brand)).toBe(0);

    let notes = await messageNotifications(creator.user.id);
    expect(notes).toEqual([
      {
        type: 'message',
        title: 'New message from Collapse Co',
        message: 'Collapse: Third, the latest',
        priority: 'medium',
        action_url: `/messages?conversation=${applicationId}`,
        metadata: { application_id: applicationId, sender_id: brand.user.id },
        read: 0,
      },
    ]);
    expect(await messageNotifications(brand.user.id)).toEqual([]);

    expect((await markRead(creator, applicationId)).body).toEqual({ unread_count: 0 });
    expect(await unread(creator)).toBe(0);
    notes = await messageNotifications(creator.user.id);
    expect(notes.map((n) => n.read)).toEqual([1]);
    const [member] = await t.db
      .select()
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.applicationId, applicationId),
          eq(conversationMembers.userId, creator.user.id),
        ),
      );
    expect(member!.lastReadAt).toEqual(expect.any(String));

    // Read, so the next message makes a new unread one.
    await sent(brand, applicationId, 'Fourth');
    notes = await messageNotifications(creator.user.id);
    expect(notes.map((n) => [n.message, n.read])).toEqual([
      ['Collapse: Third, the latest', 1],
      ['Collapse: Fourth', 0],
    ]);
    expect(await unread(creator)).toBe(1);
  });

  it('moves the collapsed notification to the top of the bell with the latest time', async () => {
    const { brand, creator, applicationId } = await pair({ companyName: 'Top Co' });
    await sent(brand, applicationId, 'Early');
    const other = await createBrand(t);
    const campaign = await postCampaign(t, other, { title: 'Other campaign' });
    const application = await apply(t, creator, campaign.id);
    await decide(t, other, application.id, 'accepted');
    // A later millisecond than the acceptance's notification, whatever the machine's speed.
    const realNow = t.deps.now;
    t.deps.now = () => realNow() + 1000;
    const latest = await sent(brand, applicationId, 'Late').finally(() => (t.deps.now = realNow));
    const bell = (await rest(t, 'GET', '/api/notifications', { token: creator.token })).body;
    expect(bell.notifications[0]).toMatchObject({ type: 'message', message: 'Monsoon Glow: Late' });
    expect(bell.notifications[0].created_at).toBe(latest.created_at);
  });

  it('sums unread messages over all conversations for the header badge', async () => {
    const creator = await createCreator(t);
    const brandA = await createBrand(t);
    const brandB = await createBrand(t);
    const a = await apply(t, creator, (await postCampaign(t, brandA)).id);
    const b = await apply(t, creator, (await postCampaign(t, brandB)).id);
    await sent(brandA, a.id, 'a1');
    await sent(brandA, a.id, 'a2');
    await sent(brandB, b.id, 'b1');
    expect(await unread(creator)).toBe(3);
    const rows = (await list(creator)).body.conversations;
    expect(
      Object.fromEntries(
        rows.map((r: { application_id: string; unread_count: number }) => [r.application_id, r.unread_count]),
      ),
    ).toEqual({
      [a.id]: 2,
      [b.id]: 1,
    });
    await markRead(creator, a.id);
    expect(await unread(creator)).toBe(1);
  });

  it('counts concurrent messages exactly, with one unread notification and the right last message', async () => {
    const { brand, creator, applicationId } = await pair();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 4 === 0 ? creator : brand, applicationId, `m${i}`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await unread(creator)).toBe(15);
    expect(await unread(brand)).toBe(5);
    expect((await messageNotifications(creator.user.id)).filter((n) => n.read === 0)).toHaveLength(1);
    expect((await messageNotifications(brand.user.id)).filter((n) => n.read === 0)).toHaveLength(1);
    const { messages } = (await read(brand, applicationId)).body;
    expect(messages).toHaveLength(20);
    const [convo] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.applicationId, applicationId));
    expect(convo!.lastMessageId).toBe(messages[19].id);
  });

  it(`refuses the 31st message a minute from one user (429 with Retry-After), concurrent or not; others still post`, async () => {
    const { brand, creator, applicationId } = await pair();
    // A brand writing to eight creators at once: the limit is the sender's, over all conversations.
    const others = await Promise.all(Array.from({ length: 7 }, () => createCreator(t)));
    const campaign = await postCampaign(t, brand, { title: 'Burst' });
    const threads = [
      applicationId,
      ...(await Promise.all(others.map((c) => apply(t, c, campaign.id)))).map((a) => a.id),
    ];
    const results = await Promise.all(
      Array.from({ length: 31 }, (_, i) => send(brand, threads[i % threads.length]!, `burst ${i}`)),
    );
    const refused = results.filter((r) => r.status === 429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.error).toBe(M.rateLimited);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(brand, applicationId, 'one more')).status).toBe(429);
    expect((await send(creator, applicationId, 'the creator may still answer')).status).toBe(200);
    const counts = await Promise.all(threads.map(async (id) => (await read(brand, id)).body.messages.length));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(31);
  });

  it("shares one count between REST, the web client's tRPC and in-process callers (RATE_LIMIT_MESSAGES)", async () => {
    const small = createTestApp({ RATE_LIMIT_MESSAGES: '4' });
    const brand = await createBrand(small);
    const creator = await createCreator(small);
    const application = await apply(small, creator, (await postCampaign(small, brand)).id);
    const url = `/api/conversations/${application.id}/messages`;
    const viaRest = () => rest(small, 'POST', url, { token: creator.token, body: { body: 'rest' } });
    const viaTrpc = async () =>
      (
        await small.app.request('/api/trpc/conversations.send', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.token}` },
          body: JSON.stringify({ applicationId: application.id, body: 'trpc' }),
        })
      ).status;
    const viaCaller = () =>
      creator.caller.conversations.send({ applicationId: application.id, body: 'caller' }).then(
        () => 200,
        (e: { code?: string }) => (e.code === 'TOO_MANY_REQUESTS' ? 429 : 500),
      );
    const statuses = await Promise.all([
      viaRest().then((r) => r.status),
      viaTrpc(),
      viaCaller(),
      viaRest().then((r) => r.status),
      viaTrpc(),
      viaCaller(),
    ]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it('does not count refused sends (404, 409, 400) against the limit', async () => {
    const { brand, creator, applicationId } = await pair();
    const other = await pair();
    await decide(t, other.brand, other.applicationId, 'rejected');
    for (let i = 0; i < 31; i++) {
      expect((await send(creator, other.applicationId, 'closed')).status).toBe(404);
      expect((await send(other.creator, other.applicationId, 'closed')).status).toBe(409);
    }
    expect((await send(creator, applicationId, 'still fine')).status).toBe(200);
    expect((await send(brand, applicationId, '')).status).toBe(400);
  });
});

describe('paging', () => {
  it('gives the newest page oldest first, and older pages with before', async () => {
    const { brand, creator, applicationId } = await pair();
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await sent(i % 2 ? creator : brand, applicationId, `#${i}`)).id);
    const bodies = (res: { body: { messages: { body: string }[] } }) => res.body.messages.map((m) => m.body);

    expect(bodies(await read(creator, applicationId))).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7']);
    const newest = await read(creator, applicationId, '?limit=3');
    expect(bodies(newest)).toEqual(['#5', '#6', '#7']);
    const older = await read(creator, applicationId, `?limit=3&before=${newest.body.messages[0].id}`);
    expect(bodies(older)).toEqual(['#2', '#3', '#4']);
    const oldest = await read(creator, applicationId, `?limit=3&before=${older.body.messages[0].id}`);
    expect(bodies(oldest)).toEqual(['#1']);
    expect(bodies(await read(creator, applicationId, `?limit=3&before=${ids[0]}`))).toEqual([]);
    // At most 100 a page: more is clamped, not refused.
    expect((await read(creator, applicationId, '?limit=500')).status).toBe(200);
    expect((await read(creator, applicationId, '?limit=0')).status).toBe(400);
  });

  it('refuses a before that is not a message of this conversation (400)', async () => {
    const { creator, applicationId } = await pair();
    const other = await pair();
    const elsewhere = await sent(other.creator, other.applicationId, 'elsewhere');
    for (const before of [crypto.randomUUID(), elsewhere.id]) {
      const res = await read(creator, applicationId, `?before=${before}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(M.unknownBefore);
    }
  });

  it('keeps messages of the same millisecond in the order they were sent, across pages', async () => {
    const { brand, creator, applicationId } = await pair();
    const realNow = t.deps.now;
    const frozen = Date.parse('2026-11-24T10:00:00.000Z');
    t.deps.now = () => frozen;
    try {
      for (let i = 1; i <= 5; i++) await sent(i % 2 ? creator : brand, applicationId, `same ${i}`);
    } finally {
      t.deps.now = realNow;
    }
    const all = (await read(brand, applicationId)).body.messages;
    expect(new Set(all.map((m: { created_at: string }) => m.created_at)).size).toBe(1);
    expect(all.map((m: { body: string }) => m.body)).toEqual([
      'same 1',
      'same 2',
      'same 3',
      'same 4',
      'same 5',
    ]);
    const page = await read(brand, applicationId, `?limit=2&before=${all[3].id}`);
    expect(page.body.messages.map((m: { body: string }) => m.body)).toEqual(['same 2', 'same 3']);
  });
});

describe('the list of conversations', () => {
  it('lists every application of the caller, latest activity first, with the counterpart and the last message', async () => {
    const creator = await createCreator(t, { fullName: 'Priya Sharma' });
    const brandA = await createBrand(t, { profile: { companyName: 'Alpha Foods' } });
    const brandB = await createBrand(t, { fullName: 'Bina Owner', profile: { companyName: '  ' } });
    const campaignA = await postCampaign(t, brandA, { title: 'Alpha campaign' });
    const a = await apply(t, creator, campaignA.id);
    const b = await apply(t, creator, (await postCampaign(t, brandB, { title: 'Beta campaign' })).id);

    // Nothing said yet: the newer application first.
    let rows = (await list(creator)).body.conversations;
    expect(rows.map((r: { application_id: string }) => r.application_id)).toEqual([b.id, a.id]);
    expect(rows[0]).toEqual({
      application_id: b.id,
      campaign_id: expect.any(String),
      campaign_title: 'Beta campaign',
      application_status: 'pending',
      can_send: true,
      counterpart: { id: brandB.user.id, name: 'Bina Owner', avatar_url: null },
      last_message: null,
      unread_count: 0,
    });

    const last = await sent(brandA, a.id, 'Welcome aboard');
    rows = (await list(creator)).body.conversations;
    expect(rows.map((r: { application_id: string }) => r.application_id)).toEqual([a.id, b.id]);
    expect(rows[0]).toMatchObject({
      campaign_id: campaignA.id,
      campaign_title: 'Alpha campaign',
      counterpart: { id: brandA.user.id, name: 'Alpha Foods' },
      last_message: {
        id: last.id,
        sender_id: brandA.user.id,
        body: 'Welcome aboard',
        created_at: last.created_at,
        flags: [],
      },
      unread_count: 1,
    });

    const brandRows = (await list(brandA)).body.conversations;
    expect(brandRows).toHaveLength(1);
    expect(brandRows[0]).toMatchObject({
      application_id: a.id,
      counterpart: { id: creator.user.id, name: 'Priya Sharma', avatar_url: null },
      unread_count: 0,
    });
    expect((await list(await createAdmin(t))).body).toEqual({ conversations: [], has_more: false });
  });

  it('pages with limit and offset, saying whether more follow', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await apply(t, await createCreator(t), campaign.id)).id);
    const first = (await list(brand, '?limit=2')).body;
    expect(first.conversations).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const last = (await list(brand, '?limit=2&offset=4')).body;
    expect(last.conversations).toHaveLength(1);
    expect(last.has_more).toBe(false);
    const everything = (await list(brand, '?limit=100')).body.conversations.map(
      (r: { application_id: string }) => r.application_id,
    );
    expect(everything).toEqual([...ids].reverse());
    const pages = [];
    for (let offset = 0; offset < 5; offset += 2)
      pages.push(...(await list(brand, `?limit=2&offset=${offset}`)).body.conversations);
    expect(pages.map((r) => r.application_id)).toEqual(everything);
  });
});

describe('the rows behind a conversation', () => {
  it('are made with the first message, not before', async () => {
    const { creator, applicationId } = await pair();
    const rowsOf = async () => ({
      conversation: await t.db
        .select()
        .from(conversations)
        .where(eq(conversations.applicationId, applicationId)),
      members: await t.db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.applicationId, applicationId)),
    });
    expect(await rowsOf()).toEqual({ conversation: [], members: [] });
    const m = await sent(creator, applicationId, 'Hello');
    const after = await rowsOf();
    expect(after.conversation).toEqual([
      expect.objectContaining({ lastMessageId: m.id, lastMessageAt: m.created_at }),
    ]);
    expect(after.members.map((r) => r.unreadCount).sort()).toEqual([0, 1]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.type, 'message'));
    expect(notes.filter((n) => n.userId === creator.user.id)).toEqual([]);
  });
});
