import { parseArgs } from 'node:util';
import { CopyRefused, copySqliteToPostgres, type TableCount } from '@db/engines/copy';

function countsTable(counts: TableCount[]) {
  const rows = [
    ['table', 'sqlite', 'postgres', ''],
    ...counts.map((c) => [
      c.table,
      String(c.sqlite),
      String(c.postgres),
      c.sqlite === c.postgres ? '' : 'DIFFERS',
    ]),
  ];
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows
    .map(([name, sqlite, postgres, note]) =>
      [name!.padEnd(widths[0]!), sqlite!.padStart(widths[1]!), postgres!.padStart(widths[2]!), note]
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The two options, or nothing when the line holds anything else (the usage is printed). */
function readArgs(args: string[]): { from?: string; to?: string } {
  try {
    return parseArgs({ args, options: { from: { type: 'string' }, to: { type: 'string' } } }).values;
  } catch {
    return {};
  }
}

/**
 * `db-copy --from <sqlite-file> --to <postgres-url>`: moves an existing SQLite marketplace into an
 * empty PostgreSQL database (docs/decisions/033-sqlite-to-postgres-copy.md). Exits 0 only when
 * every table holds as many rows on both sides.
 */
export async function run(args: string[], usage: string) {
  const { from, to } = readArgs(args);
  if (!from || !to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error(usage);
    return 1;
  }
  try {
    return await copy(from, to);
  } catch (e) {
    console.error(e instanceof CopyRefused ? e.message : e);
    return 1;
  }
}

async function copy(from: string, to: string) {
  const counts = await copySqliteToPostgres(from, to, {
    onTable: (table, rows) => console.log(`copied ${rows} row(s) of ${table}`),
  });
  console.log(`\n${countsTable(counts)}\n`);
  // Uploaded files are not in the database (docs/decisions/032-file-store.md).
  console.log(
    'Uploaded avatars and identity documents are not in the database: copy DATA_DIR/uploads to the ' +
      'new servers, or point STORAGE_URL at the store the old one used. Keep the same encryption key ' +
      '(ENCRYPTION_KEY, or DATA_DIR/encryption.key and encryption-retired.keys): the copied ciphertexts need it.',
  );
  const differing = counts.filter((c) => c.sqlite !== c.postgres);
  if (differing.length === 0) return 0;
  console.error(`Row counts differ in ${differing.map((c) => c.table).join(', ')}.`);
  return 1;
}
