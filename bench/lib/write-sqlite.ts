/**
 * Loads the generated rows into a new SQLite file: migrated by the app's own migrations, then filled
 * in one transaction of prepared statements with foreign keys off (the generator only makes rows
 * that refer to rows it made) and every secondary index dropped, built again after the load. The
 * triggers stay on and keep the rollups and the search index as the app's writes do. Built beside
 * the target and renamed over it at the end, so a failed build leaves no half database.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDb } from '@db/engines/sqlite/connection';
import { runMigrations } from '@db/engines/sqlite/migrate';
import type { Sink } from './sink';

/** Drops every named index (the ones the migration created) and returns the SQL to build them again. */
function dropIndexes(sqlite: Database.Database) {
  const rows = sqlite
    .prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null`)
    .all() as { name: string; sql: string }[];
  for (const r of rows) sqlite.exec(`drop index "${r.name}"`);
  return rows.map((r) => r.sql);
}

export async function writeSqlite<T>(
  file: string,
  log: (line: string) => void,
  fill: (sink: Sink) => Promise<T>,
): Promise<T> {
  const tmp = `${file}.building`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });

  const migrated = openDb(tmp);
  runMigrations(migrated);
  migrated.$client.close();

  const sqlite = new Database(tmp);
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('cache_size = -524288');
  sqlite.pragma('locking_mode = EXCLUSIVE');
  const indexSql = dropIndexes(sqlite);

  const sink: Sink = {
    table: (name, columns) => {
      const insert = sqlite.prepare(
        `insert into ${name} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      return (...values) => {
        insert.run(...values);
      };
    },
  };
  // One transaction by hand: better-sqlite3's transaction() takes no async function. Nothing else
  // uses this connection, and the fill awaits no I/O on SQLite.
  sqlite.exec('begin');
  const result = await fill(sink);
  sqlite.exec('commit');

  log(`  indexes (${indexSql.length})...`);
  for (const s of indexSql) sqlite.exec(s);
  sqlite.pragma('locking_mode = NORMAL');
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  fs.renameSync(tmp, file);
  return result;
}
