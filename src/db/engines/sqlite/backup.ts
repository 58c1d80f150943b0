import fs from 'node:fs';
import { openSqlite } from './driver';

/*
 * The SQLite file work of `npm run backup` and `npm run restore` (src/server/backup/), which also
 * copy DATA_DIR's keys and uploaded files. A PostgreSQL installation is backed up with pg_dump.
 */

/**
 * A consistent copy of the database file `file` into `to`, made with SQLite's online backup API
 * while the server keeps running (it restarts by itself if a write lands mid-copy): one
 * self-contained file, owner-only, no -wal or -shm beside it (the server turns WAL on again when it
 * opens it). `read` gets the copy before it is closed.
 */
export async function copyDatabaseFile<T>(
  file: string,
  to: string,
  read: (copy: { column: (sql: string) => string[] }) => T,
): Promise<T> {
  const source = openSqlite(file, { fileMustExist: true });
  try {
    await source.backup(to);
  } finally {
    source.close();
  }
  fs.chmodSync(to, 0o600);
  const copy = openSqlite(to);
  try {
    copy.pragma('journal_mode = DELETE');
    return read({ column: (sql) => copy.prepare(sql).pluck().all() as string[] });
  } finally {
    copy.close();
  }
}

/** Whether another connection (a running server, a CLI) has the database open: it then holds a lock. */
export function databaseInUse(file: string) {
  const db = openSqlite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (e) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw e;
  } finally {
    db.close();
  }
}
