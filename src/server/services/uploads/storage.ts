import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@server/errors';

export type StoredKind = 'avatars' | 'documents';

/**
 * Judges a file by its bytes, not its name or declared type, and refuses what is not allowed.
 * Returns the detected extension and MIME type.
 */
export async function detectFileType(bytes: Uint8Array, allowed: Record<string, string>, message: string) {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in allowed)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
  return { ext: allowed[type.mime]!, mime: type.mime };
}

const NAME_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;
/** Whether `name` is one the server could have made (anything else is never read or written). */
export const isStoredName = (name: string) => NAME_PATTERN.test(name);

export const storedFilePath = (dataDir: string, kind: StoredKind, name: string) =>
  path.join(dataDir, 'uploads', kind, name);

/** A new random name for a stored file of type `ext`. */
export const newStoredName = (ext: string) => `${crypto.randomUUID()}.${ext}`;

/**
 * Writes (or replaces) a stored file, owner-only, through a temporary file and a rename, so a
 * reader or a crash never sees half a file.
 */
export async function writeStoredFile(dataDir: string, kind: StoredKind, name: string, bytes: Uint8Array) {
  const dir = path.join(dataDir, 'uploads', kind);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${name}.${crypto.randomUUID()}.tmp`);
  await fs.writeFile(temporary, bytes, { mode: 0o600 });
  await fs.rename(temporary, path.join(dir, name));
}

/** Writes bytes under DATA_DIR/uploads/<kind> with a name the server makes; returns that name. */
export async function storeFile(dataDir: string, kind: StoredKind, bytes: Uint8Array, ext: string) {
  const name = newStoredName(ext);
  await writeStoredFile(dataDir, kind, name, bytes);
  return name;
}

/** Reads a stored file; names that the server could not have made are "not found". */
export async function readStoredFile(dataDir: string, kind: StoredKind, name: string) {
  if (!isStoredName(name)) return null;
  try {
    return await fs.readFile(storedFilePath(dataDir, kind, name));
  } catch {
    return null;
  }
}

const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
export const mimeOf = (name: string) =>
  MIME_BY_EXT[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

export async function removeStoredFile(dataDir: string, kind: StoredKind, name: string | null | undefined) {
  if (name && isStoredName(name)) await fs.rm(storedFilePath(dataDir, kind, name), { force: true });
}
