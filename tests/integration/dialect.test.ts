import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { openDb } from '@db/engines/sqlite/connection';
import * as postgresDialect from '@db/engines/postgres/dialect';
import * as sqliteDialect from '@db/engines/sqlite/dialect';
import { containsPattern } from '@db/dialect/patterns';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { openAsyncDb } from '@db/engines/sqlite/async-db';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';

/*
 * The engine SQL fragments (src/db/dialect) give the same answers on both engines over the same rows,
 * each engine migrated by its own migrations (so search runs through each one's real triggers):
 * docs/decisions/031-one-service-layer-for-two-engines.md, point 3.
 */

type Fragments = Omit<typeof sqliteDialect, 'rows'>;
type Engine = {
  name: 'sqlite' | 'postgres';
  d: Fragments;
  exec: (query: SQL) => Promise<unknown>;
  rows: <T>(query: SQL) => Promise<T[]>;
};

const brands = [
  { id: 'b1', name: 'Asha Menon', company: 'Zephyr Looms' },
  { id: 'b2', name: 'Ravi Kumar', company: null },
  { id: 'b3', name: 'Émile Dubois', company: null },
];

const campaignRows = [
  {
    id: 'c1',
    brand: 'b1',
    title: '100% Cotton Drive',
    description: 'Summer reels',
    tags: ['fashion', '50%'],
    budget: 10_000,
    start: '2025-03-01T18:29:59.999Z',
    end: null,
  },
  {
    id: 'c2',
    brand: 'b1',
    title: 'snake_case tips',
    description: 'For developers',
    tags: ['Tech', 'a_b'],
    budget: 100,
    start: '2025-03-01T18:30:00.000Z',
    end: null,
  },
  {
    id: 'c3',
    brand: 'b2',
    title: 'back\\slash week',
    description: null,
    tags: ['back\\slash', `it's "quoted"`],
    budget: null,
    start: '2025-03-01',
    end: '2025-03-31',
  },
  {
    id: 'c4',
    brand: 'b2',
    title: 'Mixed CASE Launch',
    description: 'Monsoon offers',
    tags: [],
    budget: null,
    start: '2025-03-31T18:30:00.000Z',
    end: null,
  },
  {
    id: 'c5',
    brand: 'b3',
    title: 'Crème Brûlée Fest',
    description: 'ÉCOLE de cuisine',
    tags: ['Café', 'ÜBER'],
    budget: null,
    start: null,
    end: null,
  },
  {
    id: 'c6',
    brand: 'b2',
    title: 'plain',
    description: 'nothing here',
    tags: ['fashion'],
    budget: null,
    start: null,
    end: null,
  },
];

async function seed(engine: Engine) {
  for (const b of brands) {
    await engine.exec(sql`insert into users (id, email, password_hash, full_name, user_type)
      values (${b.id}, ${`${b.id}@example.com`}, 'x', ${b.name}, 'brand')`);
    if (b.company)
      await engine.exec(sql`insert into profiles (user_id, company_name) values (${b.id}, ${b.company})`);
  }
  for (const c of campaignRows) {
    await engine.exec(sql`insert into campaigns (id, user_id, title, description, tags, budget, start_date, end_date, status)
      values (${c.id}, ${c.brand}, ${c.title}, ${c.description}, ${JSON.stringify(c.tags)}, ${c.budget}, ${c.start}, ${c.end}, 'active')`);
  }
}

describePostgres('the engine SQL fragments, on SQLite and PostgreSQL', () => {
  const pg = usePostgresDatabase();
  const liteSync = openDb(':memory:');
  runMigrations(liteSync);
  const lite = openAsyncDb(liteSync.$client);
  const engines: Engine[] = [
    {
      name: 'sqlite',
      d: sqliteDialect,
      exec: (query) => lite.run(query),
      rows: (query) => sqliteDialect.rows(lite, query),
    },
    {
      name: 'postgres',
      d: postgresDialect,
      exec: (query) => pg().execute(query),
      rows: (query) => postgresDialect.rows(pg(), query),
    },
  ];

  beforeAll(async () => {
    for (const e of engines) await seed(e);
  });

  /** The query each engine builds from its own fragments, run on it: one answer per engine. */
  async function onBoth<T>(build: (d: Fragments) => SQL) {
    return Promise.all(engines.map((e) => e.rows<T>(build(e.d))));
  }

  /** The ids the condition keeps, sorted, on each engine. */
  async function idsWhere(condition: (d: Fragments) => SQL | undefined) {
    const answers = await onBoth<{ id: string }>(
      (d) => sql`select id from campaigns where ${condition(d)} order by id`,
    );
    return answers.map((rows) => rows.map((r) => r.id));
  }

  /** Both engines give `expected`. */
  async function expectBoth(condition: (d: Fragments) => SQL | undefined, expected: string[]) {
    expect(await idsWhere(condition)).toEqual([expected, expected]);
  }

  it('jsonArrayHas finds a tag as written, odd characters and all, and nothing else', async () => {
    const has = (tag: string) => (d: Fragments) => d.jsonArrayHas(sql`tags`, tag);
    await expectBoth(has('fashion'), ['c1', 'c6']);
    await expectBoth(has('50%'), ['c1']);
    await expectBoth(has('a_b'), ['c2']);
    await expectBoth(has('back\\slash'), ['c3']);
    await expectBoth(has(`it's "quoted"`), ['c3']);
    await expectBoth(has('Café'), ['c5']);
    await expectBoth(has('café'), []);
    await expectBoth(has('%'), []);
    await expectBoth(has('fash'), []);
  });

  it('jsonArrayElements gives one row per tag, as text, and none for an empty array', async () => {
    const answers = await onBoth<{ id: string; tag: string }>(
      (d) =>
        sql`select c.id as id, e.value as tag from campaigns c, ${d.jsonArrayElements(sql`c.tags`, 'e')}`,
    );
    const expected = campaignRows.flatMap((c) => c.tags.map((tag) => `${c.id} ${tag}`)).sort();
    for (const rows of answers) expect(rows.map((r) => `${r.id} ${r.tag}`).sort()).toEqual(expected);
  });

  it('containsText matches %, _ and \\ literally and ignores ASCII case', async () => {
    const contains = (text: string) => (d: Fragments) =>
      d.containsText([sql`title`, sql`description`], containsPattern(text));
    await expectBoth(contains('%'), ['c1']);
    await expectBoth(contains('0% c'), ['c1']);
    await expectBoth(contains('_'), ['c2']);
    await expectBoth(contains('e_c'), ['c2']);
    await expectBoth(contains('\\'), ['c3']);
    await expectBoth(contains('mixed case'), ['c4']);
    await expectBoth(contains('MONSOON'), ['c4']);
    await expectBoth(contains('crème brûlée'), ['c5']);
    await expectBoth(contains('Crème Brû'), ['c5']);
    await expectBoth(contains('CRèME'), ['c5']);
  });

  it('containsText: only PostgreSQL ignores the case of non-ASCII letters (the one known difference)', async () => {
    const contains = (text: string) => (d: Fragments) => d.containsText([sql`title`], containsPattern(text));
    expect(await idsWhere(contains('CRÈME'))).toEqual([[], ['c5']]);
    expect(await idsWhere(contains('brûLÉE'))).toEqual([[], ['c5']]);
  });

  it('indiaDay and indiaMonth turn at 18:30 UTC and keep a bare date as it is', async () => {
    const answers = await onBoth<{
      id: string;
      day: string | null;
      month: string | null;
      end: string | null;
    }>(
      (d) => sql`select id, ${d.indiaDay(sql`start_date`)} as day, ${d.indiaMonth(sql`start_date`)} as month,
        ${d.indiaMonth(sql`end_date`)} as "end" from campaigns order by id`,
    );
    const expected = [
      { id: 'c1', day: '2025-03-01', month: '2025-03-01', end: null },
      { id: 'c2', day: '2025-03-02', month: '2025-03-01', end: null },
      { id: 'c3', day: '2025-03-01', month: '2025-03-01', end: '2025-03-01' },
      { id: 'c4', day: '2025-04-01', month: '2025-04-01', end: null },
      { id: 'c5', day: null, month: null, end: null },
      { id: 'c6', day: null, month: null, end: null },
    ];
    expect(answers).toEqual([expected, expected]);
  });

  it('indiaDay buckets group as they are selected', async () => {
    const answers = await onBoth<{ day: string; n: number }>(
      (d) => sql`select ${d.indiaDay(sql`start_date`)} as day, count(*) as n from campaigns
        where start_date is not null group by ${d.indiaDay(sql`start_date`)} order by day`,
    );
    const expected = [
      { day: '2025-03-01', n: 2 },
      { day: '2025-03-02', n: 1 },
      { day: '2025-04-01', n: 1 },
    ];
    expect(answers).toEqual([expected, expected]);
  });

  it('greatest and indexedBy', async () => {
    const answers = await onBoth<{ id: string; g: number }>(
      (d) => sql`select id, ${d.greatest(sql`budget`, sql`5000`)} as g
        from ${d.indexedBy(sql`campaigns`, 'campaigns_created_idx')}
        where created_at >= '2000' and budget is not null order by id`,
    );
    const expected = [
      { id: 'c1', g: 10_000 },
      { id: 'c2', g: 5000 },
    ];
    expect(answers).toEqual([expected, expected]);
  });

  it('insertionOrder orders rows as inserted; matchingOrders keeps a search as orders that orderList reads back', async () => {
    const inOrder = await onBoth<{ id: string }>(
      (d) => sql`select id from campaigns order by ${d.insertionOrder(sql`campaigns`)} desc`,
    );
    const newestFirst = campaignRows.map((c) => c.id).reverse();
    expect(inOrder.map((rows) => rows.map((r) => r.id))).toEqual([newestFirst, newestFirst]);
    const kept = (words: string[]) => (d: Fragments) =>
      sql`${d.insertionOrder(sql`campaigns`)} in (${d.orderList(sql`(${d.matchingOrders(words)})`)})`;
    await expectBoth(kept(['fashion']), ['c1', 'c6']);
    await expectBoth(kept(['reels', 'looms']), ['c1']);
    await expectBoth(kept(['nowhere']), []);
  });

  it('search finds a campaign by every word in its title, description, tags or brand name', async () => {
    const search =
      (...words: string[]) =>
      (d: Fragments) =>
        d.matchingCampaign(words);
    await expectBoth(search('cotton'), ['c1']);
    await expectBoth(search('REELS'), ['c1']);
    await expectBoth(search('tech'), ['c2']);
    await expectBoth(search('50%'), ['c1']);
    await expectBoth(search('a_b'), ['c2']);
    await expectBoth(search('k\\s'), ['c3']);
    await expectBoth(search(`"quoted"`), ['c3']);
    await expectBoth(search('zephyr'), ['c1', 'c2']);
    await expectBoth(search('ravi'), ['c3', 'c4', 'c6']);
    await expectBoth(search('école', 'über'), ['c5']);
    await expectBoth(search('émile'), ['c5']);
    await expectBoth(search('reels', 'looms'), ['c1']);
    await expectBoth(search('reels', 'tech'), []);
    // The parts of a campaign are apart: no word spans the end of the title and the description.
    await expectBoth(search('veSum'), []);
  });

  it('search: a word under 3 characters finds nothing in FTS5 and is still read on PostgreSQL', async () => {
    const [lite, postgres] = await idsWhere((d) => d.matchingCampaign(['co']));
    expect(lite).toEqual([]);
    expect(postgres).toEqual(['c1', 'c5']);
  });

  it("search follows the brand's name through each engine's triggers", async () => {
    const search =
      (...words: string[]) =>
      (d: Fragments) =>
        d.matchingCampaign(words);
    for (const e of engines) await e.exec(sql`update users set full_name = 'Kiran Rao' where id = 'b2'`);
    await expectBoth(search('kiran'), ['c3', 'c4', 'c6']);
    await expectBoth(search('ravi'), []);
    for (const e of engines)
      await e.exec(sql`insert into profiles (user_id, company_name) values ('b2', 'Quartz Media')`);
    await expectBoth(search('quartz'), ['c3', 'c4', 'c6']);
    await expectBoth(search('kiran'), []);
    for (const e of engines)
      await e.exec(sql`update campaigns set tags = ${JSON.stringify(['velvet'])} where id = 'c6'`);
    await expectBoth(search('velvet'), ['c6']);
    await expectBoth(search('fashion'), ['c1']);
  });

  it('searchMatch binds its words under the given name (one FTS5 query, or one pattern a word)', () => {
    const bound: Record<string, Record<string, unknown>> = {};
    for (const e of engines) {
      bound[e.name] = {};
      e.d.searchMatch(
        ['cotton', 'drive'],
        (name, value) => {
          bound[e.name]![name] = value;
          return value;
        },
        'q',
      );
    }
    expect(bound).toEqual({
      sqlite: { q: '"cotton" AND "drive"' },
      postgres: { q0: '%cotton%', q1: '%drive%' },
    });
  });
});
