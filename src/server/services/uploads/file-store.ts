import type { Env } from '@server/env';
import { localFileStore } from './local-store';
import { s3FileStore } from './s3-store';
import type { StoredKind } from './storage';

/**
 * Where uploaded files live: DATA_DIR/uploads (one process) or an S3 bucket (several processes
 * sharing one database). Names are always ones the server made (`isStoredName`); any other name is
 * never read or written. Files are at most a few MB and documents are decrypted whole, so the store
 * deals in whole buffers, not streams (docs/decisions/032-file-store.md).
 */
export interface FileStore {
  /** Where the files are, for messages: a folder or s3://bucket/prefix. */
  readonly location: string;
  /** Writes or replaces a file; a reader never sees half of it. */
  put(kind: StoredKind, name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file (or the name is not one the server makes). */
  get(kind: StoredKind, name: string): Promise<Buffer | null>;
  /** At most the first `length` bytes of a file (null when absent): a header without the whole file. */
  head(kind: StoredKind, name: string, length: number): Promise<Buffer | null>;
  /** Removes a file; removing one that is not there is not an error. */
  delete(kind: StoredKind, name: string): Promise<void>;
  /** The names of every file of `kind`. */
  list(kind: StoredKind): Promise<string[]>;
  /** Removes every file (the demo reload deletes the rows they belonged to). */
  clear(): Promise<void>;
  /** Throws a readable error when the store cannot be used (checked at start-up). */
  check(): Promise<void>;
}

/** The store the environment configures (STORAGE_URL), chosen once at start-up. */
export function createFileStore(env: Env): FileStore {
  return env.storage.type === 's3' ? s3FileStore(env.storage) : localFileStore(env.DATA_DIR);
}
