import { sql } from 'drizzle-orm';
import type { PostgresDb } from '../postgres/connection';

type Tx = Parameters<Parameters<PostgresDb['transaction']>[0]>[0];

/**
 * Rows copied with their own values leave a serial or identity column's sequence where it was, and
 * the next insert would take a value already used: each sequence owned by a column of this schema
 * is moved past the column's largest value.
 */
export async function advanceSequences(tx: Tx) {
  const owned = await tx.execute<{ table_name: string; column_name: string; seq: string }>(sql`
    select table_name, column_name, seq from (
      select table_name, column_name, pg_get_serial_sequence(format('%I', table_name), column_name) as seq
      from information_schema.columns where table_schema = current_schema()
    ) c where seq is not null`);
  for (const { table_name, column_name, seq } of owned.rows) {
    await tx.execute(
      sql`select setval(${seq}, coalesce((select max(${sql.identifier(column_name)}) from ${sql.identifier(table_name)}), 0) + 1, false)`,
    );
  }
}
