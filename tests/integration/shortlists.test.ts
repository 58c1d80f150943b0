import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, shortlistCreators, shortlists, suspensions, users } from '@db/schema';
import { profileRow, userRow } from '@db/rows/people';
import { SHORTLIST_CREATORS_MAX, SHORTLISTS_MAX } from '@shared/schemas/shortlists';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator, type createUser } from '../kit/factories';
import { rest } from '../kit/rest';

/*
 * Shortlists (docs/product.md#shortlists): a brand's named lists of creators with notes, through
 * tRPC (createCaller) and REST (app.request), on both engines: ownership (anyone else 404), the
 * limits under concurrent requests, and the 400s of bad input.
 */

const t = createTestApp();
type Actor = Awaited<ReturnType<typeof createUser>>;

let brand: Actor;
let otherBrand: Actor;
let admin: Actor;
let asha: Actor;
let bina: Actor;
let sam: Actor;

beforeAll(async () => {
  brand = await createBrand(t, { fullName: 'Chai Co' });
  otherBrand = await createBrand(t);
  admin = await createAdmin(t);
  asha = await createCreator(t, {
    fullName: 'Asha Rao',
    profile: { username: 'asha.cooks', niche: 'Food', location: 'Mumbai', followerCount: 50_000 },
  });
  bina = await createCreator(t, { fullName: 'Bina Shah', profile: { niche: 'Travel' } });
  sam = await createCreator(t, { fullName: 'Sam Suspended' });
});

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  rest(t, method, `/api${path}`, { token, body });

describe('shortlists: the brand keeps them', () => {
  it('creates, lists with creator_count, reads, renames and deletes over REST', async () => {
    const created = await api('POST', '/shortlists', brand.token, { name: '  Diwali food  ' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { shortlist } = created.body;
    expect(shortlist).toMatchObject({ name: 'Diwali food', creator_count: 0, creators: [] });

    const added = await api('POST', `/shortlists/${shortlist.id}/creators`, brand.token, {
      creator_id: asha.user.id,
      note: 'Great reels for sweets',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.shortlist.creator_count).toBe(1);
    const [card] = added.body.shortlist.creators;
    expect(card).toMatchObject({
      id: asha.user.id,
      full_name: 'Asha Rao',
      username: 'asha.cooks',
      niche: 'Food',
      follower_count: 50_000,
      email_verified: true,
      completed_collaborations: 0,
      availability: 'available',
      note: 'Great reels for sweets',
    });
    expect(typeof card.added_at).toBe('string');
    for (const key of ['email', 'phone', 'address', 'upi_id', 'pan']) expect(card).not.toHaveProperty(key);

    // The card is the search's card: the same keys as GET /api/creators answers, plus note and added_at.
    const search = await api('GET', '/creators?q=asha', brand.token);
    expect(Object.keys(card).sort()).toEqual(
      [...Object.keys(search.body.creators[0]), 'note', 'added_at'].sort(),
    );

    const list = await api('GET', '/shortlists', brand.token);
    expect(list.status).toBe(200);
    expect(list.body.shortlists).toEqual([
      expect.objectContaining({ id: shortlist.id, name: 'Diwali food', creator_count: 1 }),
    ]);

    const renamed = await api('PUT', `/shortlists/${shortlist.id}`, brand.token, { name: 'Festive food' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.shortlist).toMatchObject({ name: 'Festive food', creator_count: 1 });

    const read = await api('GET', `/shortlists/${shortlist.id}`, brand.token);
    expect(read.body.shortlist.creators.map((c: { id: string }) => c.id)).toEqual([asha.user.id]);

    const removed = await api('DELETE', `/shortlists/${shortlist.id}/creators/${asha.user.id}`, brand.token);
    expect(removed.status).toBe(200);
    expect((await api('GET', `/shortlists/${shortlist.id}`, brand.token)).body.shortlist.creators).toEqual(
      [],
    );
    // Removing it again: it is not there.
    expect(
      (await api('DELETE', `/shortlists/${shortlist.id}/creators/${asha.user.id}`, brand.token)).status,
    ).toBe(404);

    expect((await api('DELETE', `/shortlists/${shortlist.id}`, brand.token)).status).toBe(200);
    expect((await api('GET', `/shortlists/${shortlist.id}`, brand.token)).status).toBe(404);
    expect((await api('DELETE', `/shortlists/${shortlist.id}`, brand.token)).status).toBe(404);
  });

  it('adding a creator already there changes only the note (createCaller)', async () => {
    const { shortlist } = await brand.caller.shortlists.create({ name: 'Travel' });
    const first = await brand.caller.shortlists.addCreator({
      id: shortlist.id,
      creator_id: bina.user.id,
      note: 'first',
    });
    const addedAt = first.shortlist.creators[0]!.added_at;
    await brand.caller.shortlists.addCreator({ id: shortlist.id, creator_id: asha.user.id });
    const again = await brand.caller.shortlists.addCreator({
      id: shortlist.id,
      creator_id: bina.user.id,
      note: 'second',
    });
    expect(again.shortlist.creator_count).toBe(2);
    const binaRow = again.shortlist.creators.find((c) => c.id === bina.user.id)!;
    expect(binaRow).toMatchObject({ note: 'second', added_at: addedAt });
    // Latest added first: Asha was added after Bina.
    expect(again.shortlist.creators.map((c) => c.id)).toEqual([asha.user.id, bina.user.id]);
    const asha_ = again.shortlist.creators.find((c) => c.id === asha.user.id)!;
    expect(asha_.note).toBe('');
    await brand.caller.shortlists.remove({ id: shortlist.id });
  });

  it('adding one that is not a creator (a brand, an unknown id, a suspended creator) is 404', async () => {
    const { shortlist } = await brand.caller.shortlists.create({ name: 'Checks' });
    for (const creatorId of [otherBrand.user.id, admin.user.id, crypto.randomUUID(), 'nope']) {
      const res = await api('POST', `/shortlists/${shortlist.id}/creators`, brand.token, {
        creator_id: creatorId,
      });
      expect(res.status, creatorId).toBe(404);
      expect(res.body.error).toMatch(/Creator not found/);
    }
    await t.db
      .insert(suspensions)
      .values({ userId: sam.user.id, suspensionType: 'permanent', reason: 'Spam' });
    await expect(
      brand.caller.shortlists.addCreator({ id: shortlist.id, creator_id: sam.user.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await brand.caller.shortlists.remove({ id: shortlist.id });
  });

  it('a suspended creator already on a list is neither shown nor counted, and comes back when the suspension ends', async () => {
    const creator = await createCreator(t, { fullName: 'Later Suspended' });
    const { shortlist } = await brand.caller.shortlists.create({ name: 'Suspension' });
    await brand.caller.shortlists.addCreator({ id: shortlist.id, creator_id: creator.user.id });
    const [s] = await t.db
      .insert(suspensions)
      .values({ userId: creator.user.id, suspensionType: 'permanent', reason: 'Spam' })
      .returning();
    const hidden = await brand.caller.shortlists.get({ id: shortlist.id });
    expect(hidden.shortlist).toMatchObject({ creator_count: 0, creators: [] });
    await t.db.update(suspensions).set({ status: 'cancelled' }).where(eq(suspensions.id, s!.id));
    const back = await brand.caller.shortlists.get({ id: shortlist.id });
    expect(back.shortlist.creators.map((c) => c.id)).toEqual([creator.user.id]);
    await brand.caller.shortlists.remove({ id: shortlist.id });
  });
});

describe('shortlists: anyone but the owning brand', () => {
  it('another brand, a creator and an admin get 404 on every call about one; their lists are their own', async () => {
    const { shortlist } = await brand.caller.shortlists.create({ name: 'Private' });
    await brand.caller.shortlists.addCreator({ id: shortlist.id, creator_id: asha.user.id, note: 'mine' });
    for (const who of [otherBrand, asha, admin]) {
      const calls: [string, string, unknown?][] = [
        ['GET', `/shortlists/${shortlist.id}`],
        ['PUT', `/shortlists/${shortlist.id}`, { name: 'Taken' }],
        ['DELETE', `/shortlists/${shortlist.id}`],
        ['POST', `/shortlists/${shortlist.id}/creators`, { creator_id: bina.user.id, note: 'x' }],
        ['DELETE', `/shortlists/${shortlist.id}/creators/${asha.user.id}`],
      ];
      for (const [method, path, body] of calls) {
        const res = await api(method, path, who.token, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error).toBe('Shortlist not found');
      }
      await expect(who.caller.shortlists.get({ id: shortlist.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    // An id that names nothing is the same 404, whatever its form.
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      expect((await api('GET', `/shortlists/${id}`, brand.token)).status).toBe(404);
      expect((await api('PUT', `/shortlists/${id}`, brand.token, { name: 'x' })).status).toBe(404);
    }
    expect((await otherBrand.caller.shortlists.my()).shortlists).toEqual([]);
    // Nothing changed.
    const kept = await brand.caller.shortlists.get({ id: shortlist.id });
    expect(kept.shortlist).toMatchObject({ name: 'Private', creator_count: 1 });
    expect(kept.shortlist.creators[0]!.note).toBe('mine');
    await brand.caller.shortlists.remove({ id: shortlist.id });
  });

  it('listing and creating are for brands: a creator and an admin 403, signed out 401', async () => {
    for (const who of [asha, admin]) {
      expect((await api('GET', '/shortlists', who.token)).status).toBe(403);
      expect((await api('POST', '/shortlists', who.token, { name: 'x' })).status).toBe(403);
    }
    expect((await api('GET', '/shortlists', null)).status).toBe(401);
    expect((await api('GET', `/shortlists/${crypto.randomUUID()}`, null)).status).toBe(401);
    await expect(asha.caller.shortlists.create({ name: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('shortlists: bad input is 400 with a message', () => {
  it('refuses an empty or long name, a long note, a missing creator_id and HTML in a note', async () => {
    const { shortlist } = await brand.caller.shortlists.create({ name: 'Inputs' });
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', '/shortlists', { name: '' }, /Name must be 1 to 100 characters/],
      ['POST', '/shortlists', { name: '   ' }, /Name must be 1 to 100 characters/],
      ['POST', '/shortlists', {}, /Name/],
      ['POST', '/shortlists', { name: 'x'.repeat(101) }, /Name must be 1 to 100 characters/],
      ['POST', '/shortlists', { name: 'two\nlines' }, /Name must be one line/],
      ['PUT', `/shortlists/${shortlist.id}`, { name: '' }, /Name must be 1 to 100 characters/],
      [
        'POST',
        `/shortlists/${shortlist.id}/creators`,
        { creator_id: asha.user.id, note: 'n'.repeat(501) },
        /Note must be at most 500 characters/,
      ],
      ['POST', `/shortlists/${shortlist.id}/creators`, { note: 'hi' }, /Creator id is required/],
      [
        'POST',
        `/shortlists/${shortlist.id}/creators`,
        { creator_id: asha.user.id, note: '<b>hi</b>' },
        /HTML tags are not allowed/,
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await api(method, path, brand.token, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    // A note of exactly 500 characters, on several lines, is fine.
    const ok = await api('POST', `/shortlists/${shortlist.id}/creators`, brand.token, {
      creator_id: asha.user.id,
      note: `line one\n${'n'.repeat(491)}`,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await api('POST', '/shortlists', brand.token, { name: 'x'.repeat(100) })).status).toBe(200);
    for (const s of (await brand.caller.shortlists.my()).shortlists)
      await brand.caller.shortlists.remove({ id: s.id });
  });
});

describe('shortlists: the limits hold under concurrent requests', () => {
  it(`at most ${SHORTLISTS_MAX} shortlists per brand: concurrent creations past it are 409`, async () => {
    const keeper = await createBrand(t);
    await t.db.insert(shortlists).values(
      Array.from({ length: SHORTLISTS_MAX - 2 }, (_, i) => ({
        brandId: keeper.user.id,
        name: `List ${i}`,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api('POST', '/shortlists', keeper.token, { name: `Race ${i}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toMatch(/at most 50 shortlists/);
    expect((await keeper.caller.shortlists.my()).shortlists).toHaveLength(SHORTLISTS_MAX);
    await expect(keeper.caller.shortlists.create({ name: 'One more' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it(`at most ${SHORTLIST_CREATORS_MAX} creators per shortlist: concurrent adds past it are 409; a note change still works`, async () => {
    const { shortlist } = await brand.caller.shortlists.create({ name: 'Big' });
    const stamp = crypto.randomUUID().slice(0, 8);
    const many = await t.db
      .insert(users)
      .values(
        Array.from({ length: SHORTLIST_CREATORS_MAX + 3 }, (_, i) =>
          userRow({
            email: `bulk${i}-${stamp}@example.com`,
            passwordHash: 'not-a-real-hash',
            fullName: `Bulk Creator ${i}`,
            userType: 'influencer',
          }),
        ),
      )
      .returning({ id: users.id });
    await t.db.insert(profiles).values(many.map((u) => ({ userId: u.id, ...profileRow({ niche: 'Food' }) })));
    const filled = many.slice(0, SHORTLIST_CREATORS_MAX - 1);
    await t.db
      .insert(shortlistCreators)
      .values(filled.map((u) => ({ shortlistId: shortlist.id, creatorId: u.id })));
    const racers = many.slice(SHORTLIST_CREATORS_MAX - 1);
    const answers = await Promise.all(
      racers.map((u) =>
        api('POST', `/shortlists/${shortlist.id}/creators`, brand.token, { creator_id: u.id, note: 'race' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toMatch(/at most 500 creators/);
    const full = await brand.caller.shortlists.get({ id: shortlist.id });
    expect(full.shortlist.creator_count).toBe(SHORTLIST_CREATORS_MAX);
    expect(full.shortlist.creators).toHaveLength(SHORTLIST_CREATORS_MAX);
    // A creator already there: only the note changes, the full list does not refuse it.
    const noted = await brand.caller.shortlists.addCreator({
      id: shortlist.id,
      creator_id: filled[0]!.id,
      note: 'still fine',
    });
    expect(noted.shortlist.creators.find((c) => c.id === filled[0]!.id)!.note).toBe('still fine');
    await brand.caller.shortlists.remove({ id: shortlist.id });
  });

  it('the same creator added concurrently is one row, with one of the notes', async () => {
    const { shortlist } = await brand.caller.shortlists.create({ name: 'Same' });
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((note) =>
        api('POST', `/shortlists/${shortlist.id}/creators`, brand.token, { creator_id: bina.user.id, note }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const read = await brand.caller.shortlists.get({ id: shortlist.id });
    expect(read.shortlist.creator_count).toBe(1);
    expect(['a', 'b', 'c', 'd']).toContain(read.shortlist.creators[0]!.note);
    await brand.caller.shortlists.remove({ id: shortlist.id });
  });
});
