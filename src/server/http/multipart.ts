import type { Context } from 'hono';
import { AppError } from '../errors';

/** Room for the multipart envelope around the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** Reads one file field from a multipart body (already capped by a streaming body limit). */
export async function readUploadedFile(c: Context, field: string, maxBytes: number, tooLargeMessage: string) {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send the file as multipart/form-data in the field "${field}"`,
    );
  }
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('BAD_REQUEST', 'The upload could not be read as multipart/form-data');
  });
  const file = form[field];
  if (!(file instanceof File))
    throw new AppError('BAD_REQUEST', `${field}: a file is required in the field "${field}"`);
  if (file.size === 0) throw new AppError('BAD_REQUEST', `${field}: the file is empty`);
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
  return { file, bytes: new Uint8Array(await file.arrayBuffer()), fields: form };
}
