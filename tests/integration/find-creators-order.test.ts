import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

/*
 * "Newest" creators (decision 084): the search orders by the profile's creation time and user id,
 * which indexes give in order, and must list exactly what the users' sign-up time did, ties and
 * pages included, with and without the bench's three filters. Both engines.
 */

const t = createTestApp();
let token: string;

/** Sign-up times of the niche's creators: two pairs share a time, so the id breaks the tie. */
const JOINED = [
  '2026-02-01T08:00:00.000Z',
  '2026-02-03T08:00:00.000Z',
  '2026-02-03T08:00:00.000Z',
  '2026-02-02T08:00:00.000Z',
  '2026-02-05T08:00:00.000Z',
  '2026-02-05T08:00:00.000Z',
  '2026-02-04T08:00:00.000Z',
  '2026-02-06T08:00:00.000Z',
];

beforeAll(async () => {
  token = (await createBrand(t)).token;
  for (const [i, at] of JOINED.entries()) {
    const { user } = await createCreator(t, {
      profile: {
        username: `fashion${i}`,
        niche: i === 7 ? 'Travel' : 'Fashion',
        followerCount: i % 3 === 0 ? 5_000 : 20_000 + i,
        availability: i === 4 ? 'busy' : 'available',
      },
    });
    // The account and its profile are made together (insertPerson): they share their time.
    await t.db.update(users).set({ createdAt: at }).where(eq(users.id, user.id));
    await t.db.update(profiles).set({ createdAt: at }).where(eq(profiles.userId, user.id));
  }
});

/** The creators meeting `keep`, by the users' sign-up time then id, newest first: the order before 084. */
async function bySignUp(keep: (p: typeof profiles.$inferSelect) => boolean) {
  const rows = await t.db
    .select({ id: users.id, createdAt: users.createdAt, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.userType, 'influencer'));
  return rows
    .filter((r) => keep(r.profile))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((r) => r.id);
}

/** Every page of `query`, two at a time, and the total each page gave. */
async function pages(query: string) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let offset = 0; offset < 20; offset += 2) {
    const res = await rest(t, 'GET', `/api/creators?${query}${query ? '&' : ''}limit=2&offset=${offset}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = (res.body.creators as { id: string }[]).map((c) => c.id);
    totals.add(res.body.total as number);
    if (!page.length) break;
    ids.push(...page);
  }
  return { ids, totals: [...totals] };
}

describe('GET /api/creators: newest first, in the order of the sign-up time', () => {
  it.each([
    ['', () => true],
    ['niche=Fashion', (p: typeof profiles.$inferSelect) => p.niche === 'Fashion'],
    ['sort=newest&niche=Fashion', (p: typeof profiles.$inferSelect) => p.niche === 'Fashion'],
    [
      'niche=Fashion&min_followers=10000&available=true',
      (p: typeof profiles.$inferSelect) =>
        p.niche === 'Fashion' && p.followerCount >= 10_000 && p.availability === 'available',
    ],
  ])('%s: the same creators, ties by id, page after page', async (query, keep) => {
    const expected = await bySignUp(keep);
    expect(expected.length).toBeGreaterThan(2);
    const { ids, totals } = await pages(query);
    expect(ids).toEqual(expected);
    expect(totals).toEqual([expected.length]);
  });
});
