import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator, type createUser } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
type Actor = Awaited<ReturnType<typeof createUser>>;

let glow: Actor;
let urban: Actor;
let creator: Actor;
const ids: Record<string, string> = {};

/** Campaigns with known values; created_at is set so "newest" and the date filters are exact. */
const FIXTURES = [
  {
    key: 'serum',
    brand: 'glow',
    title: 'Vitamin C Serum Launch',
    description: 'Reels about our new serum',
    collab_type: 'paid',
    budget: 50000,
    tags: ['Beauty', 'Skincare'],
    created: '2026-01-05T10:00:00.000Z',
    deadline: '2026-03-01',
    start: '2026-02-01',
    end: '2026-02-28',
  },
  {
    key: 'lipstick',
    brand: 'glow',
    title: 'Matte Lipstick Week',
    description: 'Swatches and try-ons',
    collab_type: 'paid',
    budget: 15000,
    tags: ['Beauty', 'Makeup'],
    created: '2026-01-10T10:00:00.000Z',
    deadline: '2026-01-25',
    start: '2026-01-15',
    end: '2026-01-22',
  },
  {
    key: 'hamper',
    brand: 'glow',
    title: 'Festive Hamper',
    description: 'Unbox our gift hamper',
    collab_type: 'barter',
    budget: null,
    tags: ['Festive'],
    created: '2026-01-15T10:00:00.000Z',
    deadline: null,
    start: null,
    end: null,
  },
  {
    key: 'sneakers',
    brand: 'urban',
    title: 'Street Sneakers Drop',
    description: 'Style our new 100% recycled sneakers',
    collab_type: 'paid',
    budget: 30000,
    tags: ['Fashion', 'Streetwear'],
    created: '2026-01-20T10:00:00.000Z',
    deadline: '2026-02-10',
    start: '2026-03-01',
    end: '2026-03-31',
  },
  {
    key: 'tees',
    brand: 'urban',
    title: 'Graphic Tees',
    description: 'Lookbook shoot',
    collab_type: 'paid',
    budget: 8000,
    tags: ['fashion'],
    created: '2026-01-25T10:00:00.000Z',
    deadline: null,
    start: '2026-01-01',
    end: '2026-01-31',
  },
  {
    key: 'draft',
    brand: 'urban',
    title: 'Secret Serum Collab',
    description: 'Not public yet',
    collab_type: 'paid',
    budget: 99000,
    tags: ['Beauty'],
    created: '2026-01-26T10:00:00.000Z',
    deadline: null,
    start: null,
    end: null,
    status: 'draft',
  },
] as const;

beforeAll(async () => {
  glow = await createBrand(t, { profile: { companyName: 'Glow Cosmetics' } });
  urban = await createBrand(t, { fullName: 'Urban Threads' });
  creator = await createCreator(t);
  for (const f of FIXTURES) {
    const owner = f.brand === 'glow' ? glow : urban;
    const { campaign } = await owner.caller.campaigns.create({
      title: f.title,
      description: f.description,
      status: 'status' in f ? f.status : 'active',
      collab_type: f.collab_type,
      budget: f.budget,
      tags: [...f.tags],
      deadline: f.deadline,
      timeline: { start_date: f.start, end_date: f.end },
    });
    ids[f.key] = campaign.id;
    await t.db.update(campaigns).set({ createdAt: f.created }).where(eq(campaigns.id, campaign.id));
  }
});

async function browse(query: string, token = creator.token) {
  const res = await rest(t, 'GET', `/api/campaigns?status=active${query ? `&${query}` : ''}`, { token });
  expect(res.status).toBe(200);
  return res.body as { campaigns: { id: string; brand_name: string }[]; total: number };
}
const keysOf = (list: { id: string }[]) => list.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));

describe("GET /api/campaigns (the creators' browse list)", () => {
  it('lists the active campaigns of every brand, newest first, with brand names', async () => {
    const res = await browse('');
    expect(keysOf(res.campaigns)).toEqual(['tees', 'sneakers', 'hamper', 'lipstick', 'serum']);
    expect(res.total).toBe(5);
    const names = Object.fromEntries(res.campaigns.map((c) => [keysOf([c])[0], c.brand_name]));
    expect(names).toMatchObject({ serum: 'Glow Cosmetics', tees: 'Urban Threads' });
  });

  it('is for signed-in users (401 without a session), brands and admins included', async () => {
    expect((await rest(t, 'GET', '/api/campaigns?status=active')).status).toBe(401);
    const admin = await createAdmin(t);
    expect((await browse('', admin.token)).total).toBe(5);
    expect((await browse('', glow.token)).total).toBe(5);
  });

  it.each([
    ['search=serum', ['serum']], // title; the draft "Secret Serum Collab" is not listed
    ['search=SWATCHES', ['lipstick']], // description, any case
    ['search=streetwear', ['sneakers']], // tag
    ['search=glow%20cosmetics', ['hamper', 'lipstick', 'serum']], // brand company name
    ['search=urban', ['tees', 'sneakers']], // brand full name
    ['search=beauty%20matte', ['lipstick']], // every word must match somewhere
    ['search=100%25', ['sneakers']], // % is literal, not a wildcard
    ['search=_', []],
    ['search=tees%20ur', ['tees']], // a word too short for the index ("ur", in Urban Threads) still matches
    ['search=launchreels', []], // a word does not run on from the title into the description
    ['search=%22serum', []], // a quote is a character to find, not search syntax
    ['search=', ['tees', 'sneakers', 'hamper', 'lipstick', 'serum']],
  ])('searches title, description, tags and brand name: %s', async (query, expected) => {
    expect(keysOf((await browse(query)).campaigns)).toEqual(expected);
  });

  it.each([
    ['collab_type=barter', ['hamper']],
    ['collab_type=paid', ['tees', 'sneakers', 'lipstick', 'serum']],
    // A campaign without a budget is not excluded by a budget filter (docs/product.md#campaign-filters).
    ['budget_min=15000', ['sneakers', 'hamper', 'lipstick', 'serum']],
    ['budget_max=15000', ['tees', 'hamper', 'lipstick']],
    ['budget_min=10000&budget_max=40000&collab_type=paid', ['sneakers', 'lipstick']],
    ['tags=fashion', ['tees', 'sneakers']], // any case
    ['tags=Makeup&tags=Festive', ['hamper', 'lipstick']], // any of
    ['tags=makeup,streetwear', ['sneakers', 'lipstick']],
    ['date_from=2026-01-10&date_to=2026-01-20', ['sneakers', 'hamper', 'lipstick']],
    ['date_from=2026-01-21', ['tees']],
    // Timeline overlap; campaigns without a timeline are not excluded.
    ['date_field=timeline&date_from=2026-03-05', ['sneakers', 'hamper']],
    ['date_field=timeline&date_from=2026-01-20&date_to=2026-01-21', ['tees', 'hamper', 'lipstick']],
  ])('filters: %s', async (query, expected) => {
    const res = await browse(query);
    expect(keysOf(res.campaigns)).toEqual(expected);
    expect(res.total).toBe(expected.length);
  });

  it.each([
    ['sort=newest&order=asc', ['serum', 'lipstick', 'hamper', 'sneakers', 'tees']],
    ['sort=budget', ['serum', 'sneakers', 'lipstick', 'tees', 'hamper']], // highest first, no budget last
    ['sort=budget&order=asc', ['tees', 'lipstick', 'sneakers', 'serum', 'hamper']],
    ['sort=deadline', ['lipstick', 'tees', 'sneakers', 'serum', 'hamper']], // soonest first; tees' timeline end stands in
    ['sort=deadline&order=desc', ['serum', 'sneakers', 'tees', 'lipstick', 'hamper']],
  ])('sorts: %s', async (query, expected) => {
    expect(keysOf((await browse(query)).campaigns)).toEqual(expected);
  });

  it('pages with limit and offset, clamping limit to 100', async () => {
    const first = await browse('limit=2');
    const second = await browse('limit=2&offset=2');
    expect(keysOf(first.campaigns)).toEqual(['tees', 'sneakers']);
    expect(keysOf(second.campaigns)).toEqual(['hamper', 'lipstick']);
    expect(first.total).toBe(5);
    expect((await browse('limit=1000')).campaigns).toHaveLength(5);
  });

  it.each([
    ['status=draft', 'Status must be active'],
    ['sort=popular', 'sort must be newest, budget or deadline'],
    ['order=sideways', 'order must be asc or desc'],
    ['budget_min=-1', 'budget_min must be 0 or more'],
    ['collab_type=gift', 'Collaboration type must be barter or paid'],
    ['date_from=yesterday', 'date_from must be a date (YYYY-MM-DD)'],
    ['limit=0', 'limit must be at least 1'],
  ])('refuses %s with 400', async (query, error) => {
    const res = await rest(t, 'GET', `/api/campaigns?${query}`, { token: creator.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(error);
  });

  it('works through the tRPC caller', async () => {
    const res = await creator.caller.campaigns.list({
      search: 'sneakers',
      status: 'active',
      date_field: 'created',
      sort: 'newest',
    });
    expect(res.campaigns.map((c) => c.id)).toEqual([ids.sneakers]);
  });
});

describe("GET /api/campaigns/my (the brand's own list)", () => {
  async function mine(actor: Actor, query = '') {
    const res = await rest(t, 'GET', `/api/campaigns/my${query ? `?${query}` : ''}`, { token: actor.token });
    expect(res.status).toBe(200);
    return res.body as { campaigns: { id: string; status: string }[]; total: number };
  }

  it("lists only the brand's own campaigns, drafts included, deleted never", async () => {
    expect(keysOf((await mine(urban)).campaigns)).toEqual(['draft', 'tees', 'sneakers']);
    expect(keysOf((await mine(urban, 'status=draft')).campaigns)).toEqual(['draft']);
    expect(keysOf((await mine(urban, 'status=active')).campaigns)).toEqual(['tees', 'sneakers']);
    expect(keysOf((await mine(glow)).campaigns)).toEqual(['hamper', 'lipstick', 'serum']);
  });

  it('searches and filters like the browse list, plus a minimum application count', async () => {
    expect(keysOf((await mine(urban, 'search=serum')).campaigns)).toEqual(['draft']);
    expect(keysOf((await mine(glow, 'tags=beauty')).campaigns)).toEqual(['lipstick', 'serum']);
    expect(keysOf((await mine(glow, 'budget_min=20000')).campaigns)).toEqual(['hamper', 'serum']);
    await t.db.update(campaigns).set({ applicationCount: 4 }).where(eq(campaigns.id, ids.lipstick!));
    await t.db.update(campaigns).set({ applicationCount: 2 }).where(eq(campaigns.id, ids.serum!));
    expect(keysOf((await mine(glow, 'min_applications=2')).campaigns)).toEqual(['lipstick', 'serum']);
    expect(keysOf((await mine(glow, 'min_applications=3')).campaigns)).toEqual(['lipstick']);
  });

  it.each([
    ['sort=title&order=asc', ['hamper', 'lipstick', 'serum']],
    ['sort=title', ['serum', 'lipstick', 'hamper']],
    ['sort=budget&order=desc', ['serum', 'lipstick', 'hamper']],
    ['sort=budget&order=asc', ['lipstick', 'serum', 'hamper']],
    ['sort=application_count&order=desc', ['lipstick', 'serum', 'hamper']],
    ['sort=created_at&order=asc', ['serum', 'lipstick', 'hamper']],
  ])('sorts: %s', async (query, expected) => {
    expect(keysOf((await mine(glow, query)).campaigns)).toEqual(expected);
  });

  it('is for brands only', async () => {
    expect((await rest(t, 'GET', '/api/campaigns/my', { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/campaigns/my')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/campaigns/my?status=deleted', { token: glow.token })).status).toBe(
      400,
    );
  });

  it("gives the distinct tags of the brand's campaigns for the filter popover", async () => {
    const res = await rest(t, 'GET', '/api/campaigns/my/tags', { token: glow.token });
    expect(res).toMatchObject({ status: 200, body: { tags: ['Beauty', 'Festive', 'Makeup', 'Skincare'] } });
    expect((await urban.caller.campaigns.myTags()).tags).toEqual([
      'Beauty',
      'Fashion',
      'fashion',
      'Streetwear',
    ]);
    expect((await rest(t, 'GET', '/api/campaigns/my/tags', { token: creator.token })).status).toBe(403);
  });
});

describe('the search follows edits', () => {
  it('finds a campaign by its new title, its brand by its new name, and no longer by the old ones', async () => {
    const app = createTestApp();
    const brand = await createBrand(app, { profile: { companyName: 'Glow Cosmetics' } });
    const reader = await createCreator(app);
    const { campaign } = await brand.caller.campaigns.create({
      title: 'Café Crème Week',
      description: 'Tasting reels',
      status: 'active',
      collab_type: 'barter',
      tags: ['Food'],
      deliverables: ['1 reel'],
    });
    const found = async (search: string) => {
      const res = await rest(app, 'GET', `/api/campaigns?search=${encodeURIComponent(search)}`, {
        token: reader.token,
      });
      expect(res.status).toBe(200);
      return (res.body.campaigns as { id: string }[]).map((c) => c.id);
    };
    expect(await found('CAFÉ crème')).toEqual([campaign.id]); // case is ignored beyond ASCII too
    expect(await found('glow')).toEqual([campaign.id]);

    expect(
      (
        await rest(app, 'PUT', '/api/profiles/me', {
          token: brand.token,
          body: { company_name: 'Lotus Naturals' },
        })
      ).status,
    ).toBe(200);
    expect(await found('lotus')).toEqual([campaign.id]);
    expect(await found('glow')).toEqual([]);

    expect(
      (
        await rest(app, 'PUT', `/api/campaigns/${campaign.id}`, {
          token: brand.token,
          body: { title: 'Monsoon Chai Week' },
        })
      ).status,
    ).toBe(200);
    expect(await found('chai')).toEqual([campaign.id]);
    expect(await found('café')).toEqual([]);
  });
});

describe('thousands of campaigns', () => {
  it('filters, sorts and pages on the server', async () => {
    const app = createTestApp();
    const brand = await createBrand(app);
    const other = await createBrand(app);
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      userId: i % 3 === 0 ? other.user.id : brand.user.id,
      title: `Campaign ${String(i).padStart(4, '0')}`,
      description: i % 4 === 0 ? 'special reel' : 'plain',
      status: i % 7 === 0 ? ('draft' as const) : ('active' as const),
      budget: i % 5 === 0 ? null : i * 10,
      collabType: 'paid' as const,
      tags: [i % 2 === 0 ? 'even' : 'odd'],
      applicationCount: i % 50,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500) await app.db.insert(campaigns).values(rows.slice(i, i + 500));

    const matching = rows.filter(
      (r) =>
        r.userId === brand.user.id &&
        r.description === 'special reel' &&
        (r.budget === null || r.budget >= 5000) &&
        r.applicationCount >= 10,
    );
    // Budget high to low, campaigns without one last (newest first among them).
    const expected = [
      ...matching.filter((r) => r.budget !== null).sort((a, b) => b.budget! - a.budget!),
      ...matching.filter((r) => r.budget === null).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ].map((r) => r.title);
    const query =
      '/api/campaigns/my?search=special&budget_min=5000&min_applications=10&sort=budget&order=desc&limit=100';
    const first = await rest(app, 'GET', query, { token: brand.token });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(expected.length);
    expect(first.body.campaigns.map((c: { title: string }) => c.title)).toEqual(expected.slice(0, 100));
    const last = await rest(app, 'GET', `${query}&offset=${expected.length - 30}`, { token: brand.token });
    expect(last.body.campaigns.map((c: { title: string }) => c.title)).toEqual(expected.slice(-30));

    const page3 = await rest(app, 'GET', '/api/campaigns?status=active&tags=odd&limit=50&offset=100', {
      token: other.token,
    });
    const odd = rows
      .filter((r) => r.status === 'active' && r.tags[0] === 'odd')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(page3.body.total).toBe(odd.length);
    expect(page3.body.campaigns.map((c: { title: string }) => c.title)).toEqual(
      odd.slice(100, 150).map((r) => r.title),
    );

    // A common word's first pages are read in list order, its deep pages through the index (searchPlan):
    // paging through all of it gives every match once, in order, whichever way each page was found.
    const special = rows
      .filter((r) => r.status === 'active' && r.description === 'special reel')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((r) => r.title);
    const seen: string[] = [];
    for (let offset = 0; offset < special.length; offset += 100) {
      const res = await rest(app, 'GET', `/api/campaigns?search=REEL%20special&limit=100&offset=${offset}`, {
        token: other.token,
      });
      expect(res.body.total).toBe(special.length);
      seen.push(...res.body.campaigns.map((c: { title: string }) => c.title));
    }
    expect(seen).toEqual(special);

    // The index's matches kept for those deep pages are dropped as soon as a campaign changes.
    const oldest = rows.find((r) => r.title === special.at(-1))!;
    await app.db.update(campaigns).set({ description: 'plain' }).where(eq(campaigns.title, oldest.title));
    const offset = special.length - 10;
    const tail = await rest(app, 'GET', `/api/campaigns?search=REEL%20special&limit=100&offset=${offset}`, {
      token: other.token,
    });
    expect(tail.body.total).toBe(special.length - 1);
    expect(tail.body.campaigns.map((c: { title: string }) => c.title)).toEqual(special.slice(offset, -1));
  });
});
