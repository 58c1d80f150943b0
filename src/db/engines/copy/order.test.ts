import { is } from 'drizzle-orm';
import {
  getTableConfig,
  sqliteTable,
  SQLiteTable,
  text,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { sqliteTables as schema } from '../sqlite/tables';
import { inDependencyOrder } from './order';

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is SQLiteTable =>
  is(v, SQLiteTable),
);

describe('inDependencyOrder', () => {
  it("puts every app table after the tables its foreign keys point to, whatever the input's order", () => {
    for (const input of [tables, [...tables].reverse()]) {
      const ordered = inDependencyOrder(input);
      expect(ordered).toHaveLength(tables.length);
      const position = new Map(ordered.map((t, i) => [t, i]));
      for (const table of ordered)
        for (const fk of getTableConfig(table).foreignKeys)
          expect(position.get(fk.reference().foreignTable)).toBeLessThan(position.get(table)!);
    }
  });

  it('refuses tables whose keys form a cycle, naming them, instead of failing midway through a copy', () => {
    const a = sqliteTable('a', {
      id: text('id').primaryKey(),
      b: text('b').references((): AnySQLiteColumn => b.id),
    });
    const b = sqliteTable('b', { id: text('id').primaryKey(), a: text('a').references(() => a.id) });
    expect(() => inDependencyOrder([a, b, schema.users])).toThrow(/keys of a, b form a cycle/);
  });
});
