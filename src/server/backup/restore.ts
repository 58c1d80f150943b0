import fs from 'node:fs';
import path from 'node:path';
import { databaseInUse } from '@db/engines/sqlite/backup';
import { openDatabase } from '@db/open';
import type { Env } from '../env';
import { GENERATED_KEY_FILE, loadKeyring } from '../services/crypto';
import { verifyKeys } from '../services/payments/key-check';
import { createFileStore } from '../services/uploads/file-store';
import { isStoredName, STORED_KINDS } from '../services/uploads/storage';
import { BACKUP_DB, BACKUP_UPLOADS, KEY_FILES, MANIFEST, type Manifest } from './backup';

export class RestoreError extends Error {}

/**
 * Moves what a restore would replace into DATA_DIR/replaced-<time>/: nothing is deleted. In an S3
 * bucket, files are only added (their names are random, so none is overwritten).
 */
function moveAside(env: Env, now: Date) {
  const aside = path.join(env.DATA_DIR, `replaced-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(aside, { mode: 0o700 });
  const db = env.DATABASE_URL;
  const targets = [
    db,
    `${db}-wal`,
    `${db}-shm`,
    ...[...KEY_FILES, BACKUP_UPLOADS].map((f) => path.join(env.DATA_DIR, f)),
  ];
  for (const target of targets.filter((t) => fs.existsSync(t)))
    fs.renameSync(target, path.join(aside, path.basename(target)));
  return aside;
}

/** Puts the backup's files into the configured store (DATA_DIR/uploads or the S3 bucket). */
async function restoreStoredFiles(env: Env, from: string) {
  const files = createFileStore(env);
  for (const kind of STORED_KINDS) {
    const dir = path.join(from, BACKUP_UPLOADS, kind);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter(isStoredName))
      await files.put(kind, name, fs.readFileSync(path.join(dir, name)));
  }
}

/**
 * Puts a backup (a folder written by `backupDataDir`) back into DATA_DIR and DATABASE_URL. When a
 * database is already there, it refuses unless `force`, and refuses always while that database is
 * open elsewhere (a running server); with `force` the current files are moved aside first.
 * Afterwards the restored data is checked against the configured keys.
 *
 * SQLite only, like backupDataDir: the file and its locks are handled with better-sqlite3 directly;
 * PostgreSQL is restored with pg_restore.
 */
export async function restoreBackup(env: Env, backupDir: string, opts: { force?: boolean; now?: Date } = {}) {
  const from = path.resolve(backupDir);
  if (!fs.existsSync(path.join(from, MANIFEST)) || !fs.existsSync(path.join(from, BACKUP_DB))) {
    throw new RestoreError(`${from} is not a backup: it has no ${MANIFEST} and ${BACKUP_DB}`);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(from, MANIFEST), 'utf8')) as Manifest;
  let replacedDir: string | null = null;
  if (fs.existsSync(env.DATABASE_URL)) {
    if (databaseInUse(env.DATABASE_URL))
      throw new RestoreError(
        `${env.DATABASE_URL} is open in another process (is the server running?). Stop it first.`,
      );
    if (!opts.force) {
      throw new RestoreError(
        `${env.DATABASE_URL} already exists. Stop the server and run again with --force: the current database, keys and uploads are moved to DATA_DIR/replaced-<time>/ first.`,
      );
    }
    replacedDir = moveAside(env, opts.now ?? new Date());
  }

  fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.dirname(env.DATABASE_URL), { recursive: true, mode: 0o700 });
  fs.copyFileSync(path.join(from, BACKUP_DB), env.DATABASE_URL);
  fs.chmodSync(env.DATABASE_URL, 0o600);
  for (const f of manifest.key_files) {
    fs.copyFileSync(path.join(from, f), path.join(env.DATA_DIR, f));
    fs.chmodSync(path.join(env.DATA_DIR, f), 0o600);
  }
  await restoreStoredFiles(env, from);

  // Checked the way start-up checks it, without generating a key that would only hide the problem.
  const hasKey = Boolean(env.ENCRYPTION_KEY) || fs.existsSync(path.join(env.DATA_DIR, GENERATED_KEY_FILE));
  let keyProblem: string | null =
    hasKey || manifest.key_ids.length === 0
      ? null
      : `No encryption key: the backup did not include one (ENCRYPTION_KEY was used). Set ENCRYPTION_KEY to the key of key id ${manifest.key_ids.join(', ') || '(none recorded)'} before starting.`;
  if (hasKey) {
    const opened = openDatabase(env.DATABASE_URL);
    try {
      await verifyKeys(opened.db, loadKeyring(env));
    } catch (e) {
      keyProblem = (e as Error).message;
    } finally {
      await opened.close();
    }
  }
  return { manifest, replacedDir, keyProblem };
}
