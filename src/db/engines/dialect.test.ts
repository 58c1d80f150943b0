import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineOf } from '@db/engine';
import * as chosen from '@db/dialect';
import * as postgres from './postgres/dialect';
import * as sqlite from './sqlite/dialect';

/** Each export's name and arity (declared parameters before the first default). */
const shape = (module: object) =>
  Object.entries(module)
    .map(
      ([name, value]) =>
        `${name}/${typeof value === 'function' ? (value as () => unknown).length : typeof value}`,
    )
    .sort();

describe('the engine dialects', () => {
  it('export the same names with the same arity on both engines, and the chosen one exports them all', () => {
    expect(shape(postgres)).toEqual(shape(sqlite));
    expect(shape(chosen)).toEqual(shape(sqlite));
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("give PostgreSQL's fragments to a process whose DATABASE_URL names PostgreSQL, SQLite's otherwise", async () => {
    const render = (picked: typeof chosen) => new PgDialect().sqlToQuery(picked.greatest(sql`1`, sql`2`)).sql;
    vi.stubEnv('DATABASE_URL', 'postgres://u@h:5432/db');
    vi.resetModules();
    expect(render(await import('@db/dialect'))).toBe('greatest(1, 2)');
    vi.stubEnv('DATABASE_URL', '/data/app.db');
    vi.resetModules();
    expect(render(await import('@db/dialect'))).toBe('max(1, 2)');
  });

  it('choose the engine by the scheme of DATABASE_URL', () => {
    expect(engineOf('postgres://u@h:5432/db')).toBe('postgres');
    expect(engineOf('postgresql://u@h/db')).toBe('postgres');
    expect(engineOf('/data/app.db')).toBe('sqlite');
    expect(engineOf(':memory:')).toBe('sqlite');
    expect(engineOf(undefined)).toBe('sqlite');
  });
});
