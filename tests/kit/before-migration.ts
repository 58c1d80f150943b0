import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { openDb } from '@db/engines/sqlite/connection';
import { MIGRATIONS_DIR } from '@db/engines/sqlite/migrate';

/**
 * A database migrated up to, not including, the migration named `name` (its tag without the
 * number, so renumbering at a merge does not matter): rows written to it are the data that
 * migration finds. `runMigrations` then applies the rest.
 */
export function databaseBefore(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-before-'));
  const before = path.join(dir, 'drizzle');
  fs.cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.replace(/^\d+_/, '') === name);
  if (at < 0) throw new Error(`No migration named ${name}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const db = openDb(path.join(dir, 'app.db'));
  migrate(db, { migrationsFolder: before });
  return db;
}
