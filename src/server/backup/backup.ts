import fs from 'node:fs';
import path from 'node:path';
import { copyDatabaseFile } from '@db/engines/sqlite/backup';
import type { Env } from '../env';
import { GENERATED_KEY_FILE, RETIRED_KEYS_FILE } from '../services/crypto';
import { createFileStore, type FileStore } from '../services/uploads/file-store';
import { STORED_KINDS } from '../services/uploads/storage';

/** What a backup folder holds, beside manifest.json. */
export const BACKUP_DB = 'app.db';
export const BACKUP_UPLOADS = 'uploads';
export const MANIFEST = 'manifest.json';
export const KEY_FILES = [GENERATED_KEY_FILE, RETIRED_KEYS_FILE];

export type Manifest = {
  created_at: string;
  /** Where the uploaded files were copied from: DATA_DIR/uploads or s3://bucket/prefix. */
  files_from: string;
  /** Key files of DATA_DIR copied in; empty when ENCRYPTION_KEY holds the key (kept elsewhere). */
  key_files: string[];
  /** Ids of the keys the database's data needs (its key_checks rows). */
  key_ids: string[];
  documents: number;
  /** Documents the database names whose file was replaced while the backup ran (normally none). */
  missing_documents: string[];
};

const copyOwnerOnly = (from: string, to: string) => {
  fs.copyFileSync(from, to);
  fs.chmodSync(to, 0o600);
};

/** Copies every stored file into <dir>/uploads/<kind>/, from whichever store holds them. */
async function copyStoredFiles(files: FileStore, dir: string) {
  for (const kind of STORED_KINDS) {
    const to = path.join(dir, BACKUP_UPLOADS, kind);
    fs.mkdirSync(to, { recursive: true, mode: 0o700 });
    for (const name of await files.list(kind)) {
      const bytes = await files.get(kind, name);
      // Null when replaced since it was listed: the manifest then names a missing document.
      if (bytes) fs.writeFileSync(path.join(to, name), bytes, { mode: 0o600 });
    }
  }
}

/**
 * A consistent copy of the database made with SQLite's online backup API while the server keeps
 * running (it restarts by itself if a write lands mid-copy), then the key files and the uploaded
 * files, from DATA_DIR or the S3 bucket alike (docs/decisions/032-file-store.md).
 * The database goes first: a document uploaded during the copy is at worst an unused extra file.
 *
 * SQLite only: it reads the database file through its own better-sqlite3 connections, not the
 * services' handle; a PostgreSQL installation is backed up with pg_dump
 * (docs/decisions/031-one-service-layer-for-two-engines.md).
 */
export async function backupDataDir(
  env: Env,
  parentDir: string,
  now = new Date(),
  files: FileStore = createFileStore(env),
) {
  const dir = path.join(path.resolve(parentDir), now.toISOString().replace(/[:.]/g, '-'));
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o700 });
  // Never writes into an existing backup.
  fs.mkdirSync(dir, { mode: 0o700 });

  const { names, keyIds } = await copyDatabaseFile(env.DATABASE_URL, path.join(dir, BACKUP_DB), (copy) => ({
    names: copy.column(
      'select pan_document as name from payment_details where pan_document is not null union all select aadhaar_document from payment_details where aadhaar_document is not null',
    ),
    keyIds: copy.column('select kid from key_checks order by kid'),
  }));

  const keyFiles = KEY_FILES.filter((f) => fs.existsSync(path.join(env.DATA_DIR, f)));
  for (const f of keyFiles) copyOwnerOnly(path.join(env.DATA_DIR, f), path.join(dir, f));
  await copyStoredFiles(files, dir);

  const manifest: Manifest = {
    created_at: now.toISOString(),
    files_from: files.location,
    key_files: keyFiles,
    key_ids: keyIds,
    documents: names.length,
    missing_documents: names.filter((n) => !fs.existsSync(path.join(dir, BACKUP_UPLOADS, 'documents', n))),
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return { dir, manifest };
}
