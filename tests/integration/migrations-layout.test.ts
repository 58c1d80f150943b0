// SQLite only: SQLite's migrations folder layout and drizzle's SQLite migrator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { openDb } from '@db/engines/sqlite/connection';
import { MIGRATIONS_DIR, runMigrations } from '@db/engines/sqlite/migrate';

/*
 * SQLite's migrations moved from drizzle/ to drizzle/sqlite/ unchanged (docs/decisions/030). Drizzle
 * records each applied migration by its journal timestamp, not its path, so a database migrated from
 * the old folder goes on from where it was.
 */

/** A database migrated from the migrations laid out as before (drizzle/ at the top), all but the last `leaveOut`. */
function migratedFromOldLayout(leaveOut: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-layout-'));
  const old = path.join(dir, 'drizzle');
  fs.cpSync(MIGRATIONS_DIR, old, { recursive: true });
  const journalFile = path.join(old, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, journal.entries.length - leaveOut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const db = openDb(path.join(dir, 'app.db'));
  migrate(db, { migrationsFolder: old });
  return db;
}

const journalLength = () =>
  (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
const applied = (db: ReturnType<typeof openDb>) =>
  db.$client.prepare('select count(*) from __drizzle_migrations').pluck().get() as number;

describe('a SQLite database migrated from the old drizzle/ folder', () => {
  it('has nothing to apply from drizzle/sqlite when it was up to date', () => {
    const db = migratedFromOldLayout(0);
    db.$client.exec(
      `insert into users (id, email, password_hash, full_name) values ('u1', 'a@example.com', 'x', 'A')`,
    );
    runMigrations(db);
    expect(applied(db)).toBe(journalLength());
    expect(db.$client.prepare('select full_name from users').pluck().all()).toEqual(['A']);
  });

  it('applies only the migrations it lacks, once', () => {
    const db = migratedFromOldLayout(2);
    expect(applied(db)).toBe(journalLength() - 2);
    runMigrations(db);
    runMigrations(db);
    expect(applied(db)).toBe(journalLength());
  });
});
