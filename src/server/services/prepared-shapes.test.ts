import { eq, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { SQLiteSyncDialect } from '@db/engines/builder';
import { describe, expect, it } from 'vitest';
import { campaigns } from '@db/schema';
import type { CampaignFilters } from '@shared/schemas/campaign';
import type { FindCreatorsInput } from '@shared/schemas/creators';
import type { TransactionFilters } from '@shared/schemas/transactions';
import type { SearchPlan } from './campaigns/filters';
import { activeScope, activeScopeFor, bound, ownScope, type Scope } from './campaigns/list';
import { placeholderBinder } from './prepared';
import { pageOf } from './profiles/find-creators';
import { transactionWhere } from './transactions/filters';

const dialect = new SQLiteSyncDialect();

/**
 * What a prepared query built from `where` would run: its SQL text and, for each parameter, the
 * placeholder it reads or the value built into it. Two calls that need different statements differ here.
 */
function statementOf(where: SQL) {
  const query = dialect.sqlToQuery(where);
  const params = query.params.map((p) => (is(p, Placeholder) ? `:${p.name}` : JSON.stringify(p)));
  return `${query.sql} | ${params.join(', ')}`;
}

/**
 * Builds every case and fails when two cases share a key of prepared() (`shape`) but need different
 * statements: the second would silently run the first one's filter.
 */
function expectOneStatementPerShape<T>(cases: T[], build: (c: T) => { shape: string; where?: SQL }) {
  const byShape = new Map<string, { statement: string; example: T }>();
  for (const c of cases) {
    const { shape, where } = build(c);
    const statement = where ? statementOf(where) : '';
    const seen = byShape.get(shape);
    if (seen) {
      expect(
        statement,
        `shape "${shape}" made two statements for ${JSON.stringify(seen.example)} and ${JSON.stringify(c)}`,
      ).toBe(seen.statement);
    } else {
      byShape.set(shape, { statement, example: c });
    }
  }
  return byShape.size;
}

/** A small seeded generator, so a failure names the same cases on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Each field's values: absent, and values that differ in what they could change in the SQL. */
const campaignChoices: { [K in keyof CampaignFilters]-?: CampaignFilters[K][] } = {
  search: [undefined, 'ab', 'abc', 'Abc', 'abc de', 'éclair', 'a b c d', '"quoted"', 'x%_'],
  collab_type: [undefined, 'paid', 'barter'],
  budget_min: [undefined, 0, 500, 10_000],
  budget_max: [undefined, 0, 900],
  tags: [undefined, [], ['fitness'], ['Food', 'travel'], ['a,b,c'], ['a', 'a']],
  date_from: [undefined, '2025-01-01', '2025-01-01T10:00:00.000Z'],
  date_to: [undefined, '2025-12-31', '2025-12-31T23:00:00.000Z'],
  date_field: ['created', 'timeline'],
  min_applications: [undefined, 0, 3],
};

/** The creator search's fields (limit and offset aside: the page size is in the shape, the offset bound). */
const creatorChoices: { [K in keyof Omit<FindCreatorsInput, 'limit' | 'offset'>]-?: FindCreatorsInput[K][] } =
  {
    q: [undefined, 'asha', 'Asha rao', 'a b c', 'x%_'],
    niche: [undefined, ['Fashion'], ['Food'], ['Food', 'travel'], ['fashion', 'Fashion']],
    location: [undefined, 'pune', 'Navi Mumbai', ', ;'],
    language: [undefined, 'Hindi', 'english'],
    min_followers: [undefined, 0, 10_000],
    max_followers: [undefined, 50_000],
    min_engagement: [undefined, 2.5],
    max_price: [undefined, 5_000],
    min_rating: [undefined, 4],
    available: [undefined, true, false],
    sort: [undefined, 'newest', 'relevance', 'followers', 'engagement', 'rating'],
  };

const scopes: Scope[] = [
  activeScope,
  activeScopeFor('creator-1'),
  ownScope('brand-1', 'all'),
  ownScope('brand-2', 'paused'),
];
const plans: SearchPlan[] = ['index', 'scan'];

function campaignCases(count: number) {
  const next = random(14);
  const pick = <V>(values: readonly V[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: count }, () => ({
    scope: pick(scopes),
    filters: Object.fromEntries(
      Object.entries(campaignChoices).map(([key, values]) => [key, pick(values as unknown[])]),
    ) as CampaignFilters,
    plan: pick(plans),
    matches: pick([undefined, '[1,2]']),
  }));
}

describe('prepared query shapes', () => {
  it('never give one shape of campaign list filters two statements', () => {
    const shapes = expectOneStatementPerShape(campaignCases(5_000), (c) =>
      bound(c.scope, c.filters, c.plan, c.matches),
    );
    // The cases reach many shapes, so the check compares real variety, not one key.
    expect(shapes).toBeGreaterThan(500);
  });

  it('never give one shape of transaction filters two statements', () => {
    const cases: TransactionFilters[] = [];
    for (const status of [undefined, 'all', 'pending', 'completed'] as const)
      for (const startDate of [undefined, '2025-01-01', '2025-01-01T05:00:00.000Z'])
        for (const endDate of [undefined, '2025-02-01', '2025-02-01T05:00:00.000Z'])
          for (const search of [undefined, '', 'TXN', 'a%b'])
            cases.push({ status, startDate, endDate, search });
    const shapes = expectOneStatementPerShape(cases, (c) => {
      const binder = placeholderBinder();
      return { where: transactionWhere(c, binder.bind), shape: binder.shape() };
    });
    expect(shapes).toBeGreaterThan(10);
  });

  it('never give one shape of creator searches two statements', () => {
    const next = random(31);
    const pick = <V>(values: readonly V[]) => values[Math.floor(next() * values.length)]!;
    const cases = Array.from({ length: 5_000 }, () => ({
      input: Object.fromEntries(
        Object.entries(creatorChoices).map(([key, values]) => [key, pick(values as unknown[])]),
      ) as FindCreatorsInput,
      limit: pick([20, 50]),
    }));
    const shapes = expectOneStatementPerShape(cases, ({ input, limit }) => {
      const { where, order, shape } = pageOf(input, limit);
      return { shape, where: sql`${where} order by ${sql.join(order, sql`, `)}` };
    });
    expect(shapes).toBeGreaterThan(500);
  });

  it('catches a condition that builds its value into the SQL instead of binding it', () => {
    const forgetsToBind = (collabType: 'paid' | 'barter'): Scope => ({
      name: 'typed',
      conditions: () => [eq(campaigns.collabType, collabType)],
    });
    const filters: CampaignFilters = { date_field: 'created', search: 'abc' };
    expect(() =>
      expectOneStatementPerShape([forgetsToBind('paid'), forgetsToBind('barter')], (scope) =>
        bound(scope, filters, 'index'),
      ),
    ).toThrow(/made two statements/);
  });
});
