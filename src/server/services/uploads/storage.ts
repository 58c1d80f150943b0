import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors';

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

/** Writes bytes under DATA_DIR/uploads/<kind> with a name the server makes; returns that name. */
export async function storeFile(dataDir: string, kind: StoredKind, bytes: Uint8Array, ext: string) {
  const dir = path.join(dataDir, 'uploads', kind);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${crypto.randomUUID()}.${ext}`;
  await fs.writeFile(path.join(dir, name), bytes, { mode: 0o600 });
  return name;
}

/** Reads a stored file; names that the server could not have made are "not found". */
export async function readStoredFile(dataDir: string, kind: StoredKind, name: string) {
  if (!NAME_PATTERN.test(name)) return null;
  try {
    return await fs.readFile(path.join(dataDir, 'uploads', kind, name));
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
export const mimeOf = (name: string) => MIME_BY_EXT[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

export async function removeStoredFile(dataDir: string, kind: StoredKind, name: string | null | undefined) {
  if (name && NAME_PATTERN.test(name)) await fs.rm(path.join(dataDir, 'uploads', kind, name), { force: true });
}
