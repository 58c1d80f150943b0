import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@server/errors';

/**
 * Judges a file by its bytes, not its name or declared type, and refuses what is not allowed.
 * Returns the detected extension and MIME type.
 */
export async function detectFileType(bytes: Uint8Array, allowed: Record<string, string>, message: string) {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in allowed)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
  return { ext: allowed[type.mime]!, mime: type.mime };
}

/** `exports`: the prepared "Download my data" files (docs/product.md#download-my-data), encrypted. */
export const STORED_KINDS = ['avatars', 'documents', 'exports'] as const;
export type StoredKind = (typeof STORED_KINDS)[number];

const NAME_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|webp|pdf|json)$/;
/** Whether `name` is one the server could have made (anything else is never read or written). */
export const isStoredName = (name: string) => NAME_PATTERN.test(name);

/** A new random name for a stored file of type `ext`. */
export const newStoredName = (ext: string) => `${crypto.randomUUID()}.${ext}`;

const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  json: 'application/json',
};
export const mimeOf = (name: string) =>
  MIME_BY_EXT[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
