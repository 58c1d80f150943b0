import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '@server/seed/demo-data';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';
import { startServerProcess } from '../kit/server-process';

/*
 * The server as an operator starts it on PostgreSQL (`DATABASE_URL=postgres://…`, the demo seeded),
 * driven over HTTP: every list the product pages or orders by insertion answers, in the demo's
 * order. A child process, because the engine is chosen once, at import, from DATABASE_URL.
 */

type Json = Record<string, unknown> & { total?: number };
type Titled = { title: string };

describePostgres('the server on PostgreSQL, through REST, with the demo data', () => {
  const db = usePostgresDatabase();
  let base = '';
  const tokens: Record<string, string> = {};
  const stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    // Resolves once the server says it listens, with the demo seeded before that.
    const server = await startServerProcess(
      'pg-smoke',
      { DATABASE_URL: db.url, SEED_DEMO: 'true', NODE_ENV: 'development' },
      ({ stop }) => stops.push(stop),
    );
    base = `${server.url}/api`;
    for (const who of ['creator', 'brand', 'admin']) {
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${who}@demo.test`, password: 'demo1234' }),
      });
      tokens[who] = ((await res.json()) as { token: string }).token;
    }
  }, 60_000);

  afterAll(() => Promise.all(stops.map((stop) => stop())));

  async function call(who: string, url: string, init: RequestInit = {}) {
    const res = await fetch(`${base}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
    });
    expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
    return res;
  }
  const get = async <T = Json>(who: string, url: string) => (await (await call(who, url)).json()) as T;
  const titles = (body: Json, key = 'campaigns') => (body[key] as Titled[]).map((c) => c.title);

  it('lists the active campaigns newest first, page by page, filtered and sorted', async () => {
    // Priya is invited to the demo's invite-only campaign, so she sees it among the others.
    const newest = [
      'Private preview: Winter Heritage Edit',
      'Masala Chai Morning Ritual',
      'Monsoon Kurta Lookbook',
      'Smart Home Unboxing Series',
    ];
    const all = await get('creator', '/campaigns?status=active');
    expect(titles(all)).toEqual(newest);
    expect(all.total).toBe(4);
    const pages = [];
    for (const offset of [0, 1, 2, 3])
      pages.push(...titles(await get('creator', `/campaigns?limit=1&offset=${offset}`)));
    expect(pages).toEqual(newest);
    expect(titles(await get('creator', '/campaigns?tags=fashion'))).toEqual([
      'Private preview: Winter Heritage Edit',
      'Monsoon Kurta Lookbook',
    ]);
    expect(titles(await get('creator', '/campaigns?collab_type=barter'))).toEqual([
      'Masala Chai Morning Ritual',
    ]);
    expect(titles(await get('creator', '/campaigns?sort=budget&order=desc'))[0]).toBe(
      'Private preview: Winter Heritage Edit',
    );
  });

  it("searches by a word of a title, by the brand's name, through the index, and deep pages", async () => {
    expect(titles(await get('creator', '/campaigns?search=ritual'))).toEqual(['Masala Chai Morning Ritual']);
    expect(titles(await get('creator', '/campaigns?search=saffron'))).toEqual([
      'Private preview: Winter Heritage Edit',
      'Monsoon Kurta Lookbook',
    ]);
    expect(titles(await get('creator', '/campaigns?search=chaibox%20masala'))).toEqual([
      'Masala Chai Morning Ritual',
    ]);
    // A word LIKE cannot read alike (non-ASCII) goes to campaign_search, kept as a list of matches.
    await call('brand', '/campaigns', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Crème Festival Reels',
        description: 'Desserts of the season',
        collab_type: 'barter',
        status: 'active',
      }),
    });
    expect(titles(await get('creator', '/campaigns?search=CRÈME'))).toEqual(['Crème Festival Reels']);
    expect(titles(await get('creator', '/campaigns?search=crème%20threads'))).toEqual([
      'Crème Festival Reels',
    ]);
    // A deep page is served from the index too: the count stays, the page is empty.
    const deep = await get('creator', '/campaigns?search=kurta&offset=5000');
    expect([deep.total, titles(deep)]).toEqual([1, []]);
  });

  it("lists the brand's own campaigns, applications and work", async () => {
    const own = await get('brand', '/campaigns/my?status=all&sort=title&order=asc');
    expect(titles(own)).toEqual([
      'Bandhani Dupatta Styling',
      'Crème Festival Reels',
      'Diwali Festive Edit',
      'Handloom Heritage Stories',
      'Monsoon Kurta Lookbook',
      'Private preview: Winter Heritage Edit',
      'Sangeet Night Looks',
      'Winter Pashmina Barter',
    ]);
    expect((await get('brand', '/campaigns/my/tags')).tags).toContain('handloom');
    // Priya (creator@demo.test) applied to these demo campaigns.
    const priyas = DEMO_CAMPAIGNS.filter((c) => c.applications.some((a) => a.creator === 'priya'));
    expect(((await get('creator', '/applications/my')).applications as unknown[]).length).toBe(priyas.length);
    const priyasWork = priyas
      .flatMap((c) => c.applications.filter((a) => a.creator === 'priya'))
      .flatMap((a) => a.work ?? []);
    expect(((await get('creator', '/work-submissions/my')).submissions as unknown[]).length).toBe(
      priyasWork.length,
    );
    const received = (await get('brand', '/applications/my')).applications as { campaign_id: string }[];
    const kurta = (await get('creator', '/campaigns?search=kurta')).campaigns as { id: string }[];
    const ofKurta = await get('brand', `/applications/campaign/${kurta[0]!.id}`);
    expect(ofKurta.total).toBe(received.filter((a) => a.campaign_id === kurta[0]!.id).length);
    expect(
      ((await get('brand', `/work-submissions/campaign/${kurta[0]!.id}`)).submissions as unknown[]).length,
    ).toBeGreaterThan(0);
  });

  it('pages the inbox by cursor, each notification once, those written together in insertion order', async () => {
    const [creator] = (
      await db().execute<{ id: string }>(sql`select id from users where email = 'creator@demo.test'`)
    ).rows;
    const together = ['n1', 'n2', 'n3', 'n4', 'n5'];
    for (const title of together)
      await db().execute(sql`insert into notifications (id, user_id, type, title, message, created_at)
        values (${`smoke-${title}`}, ${creator!.id}, 'system', ${title}, 'Same instant', '2099-01-01T00:00:00.000Z')`);
    const seen: { id: string; title: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await get<{ notifications: { id: string; title: string }[]; next_cursor: string | null }>(
        'creator',
        `/notifications?limit=2${query}`,
      );
      seen.push(...page.notifications);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.slice(0, 5).map((n) => n.title)).toEqual([...together].reverse());
    expect(new Set(seen.map((n) => n.id)).size).toBe(seen.length);
    // Every one of the demo creator's notifications, each once.
    const [stored] = (
      await db().execute<{ n: string }>(
        sql`select count(*) as n from notifications where user_id = ${creator!.id}`,
      )
    ).rows;
    expect(seen.length).toBe(Number(stored!.n));

    // The stream resumes after the last one the client saw, in insertion order.
    const controller = new AbortController();
    const res = await fetch(
      `${base}/trpc/notifications.stream?input=${encodeURIComponent(JSON.stringify({ lastEventId: 'smoke-n3' }))}`,
      { headers: { authorization: `Bearer ${tokens.creator}` }, signal: controller.signal },
    );
    const reader = res.body!.getReader();
    let text = '';
    while ((text.match(/^id: /gm) ?? []).length < 2)
      text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect([...text.matchAll(/^id: (.*)$/gm)].map((m) => m[1])).toEqual(['smoke-n4', 'smoke-n5']);
  });

  it('answers the admin lists, analytics and the CSV', async () => {
    // The demo's campaigns, its invite-only one (demo-invitations.ts) and the one the search test made.
    expect(((await get('admin', '/campaigns/admin/all')).campaigns as unknown[]).length).toBe(
      DEMO_CAMPAIGNS.length + 2,
    );
    // One transaction per paid participant of the demo's completed campaigns.
    const paidDeals = DEMO_CAMPAIGNS.flatMap((c) => c.applications).filter((a) => a.payment).length;
    expect(((await get('admin', '/admin/transactions')).transactions as unknown[]).length).toBe(paidDeals);
    expect((await get('admin', '/transactions/summary/admin')).summary).toMatchObject({
      totalTransactions: paidDeals,
    });
    expect((await get('admin', '/campaigns/admin/stats')).stats).toMatchObject({
      total_campaigns: DEMO_CAMPAIGNS.length + 2,
    });
    for (const period of ['7d', '30d', '90d', '1y'])
      expect((await get('admin', `/admin/analytics?period=${period}`)).analytics).toMatchObject({ period });
    for (const list of ['/admin/suspensions', '/reports', '/payments/all', '/profiles/detailed-influencers'])
      await call('admin', list);
    const csv = await (await call('admin', '/admin/transactions/export.csv')).text();
    expect(csv.trim().split('\n')).toHaveLength(1 + paidDeals);
    // The demo's money (docs/product.md#funds): payouts in every status, claims to confirm, the bank file.
    const payouts = (await get('admin', '/admin/payouts?limit=100')).payouts as {
      status: string;
      waiting_for: string | null;
    }[];
    expect(new Set(payouts.map((p) => p.status))).toEqual(
      new Set(['pending', 'due', 'on_hold', 'paid', 'cancelled']),
    );
    const fundings = (await get('admin', '/admin/fundings')).fundings as { status: string }[];
    expect(fundings.some((f) => f.status === 'awaiting_confirmation')).toBe(true);
    // The bank file lists the due payouts that can be paid now (money held, details on file).
    const due = payouts.filter((p) => p.status === 'due' && p.waiting_for === null).length;
    const bankFile = await (await call('admin', '/admin/payouts/export?status=due')).text();
    expect(bankFile.trim().split('\n')).toHaveLength(1 + due);
    expect((await get('creator', '/payouts/my')).statement).toMatchObject({ fy: expect.any(String) });
  });
});
