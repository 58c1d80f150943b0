import type { Context, Hono } from 'hono';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE, DOCUMENT_MAX_BYTES } from '@shared/constants';
import { idParam } from '@shared/schemas/common';
import { DOCUMENT_SIZE_MESSAGE, documentKind } from '@shared/schemas/payment';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { consumeUpload, findOwnRecord, openDocument, saveDocument } from '../services/payments/documents';
import { consumeAvatarUpload, saveAvatar } from '../services/uploads/avatar';
import { mimeOf } from '../services/uploads/storage';
import { MULTIPART_OVERHEAD, readUploadedFile } from './multipart';
import { limitBody } from './body-limit';
import { refuse } from './language';
import { requireCaller } from './session';
import { describeZodError } from '../zod-messages';

/** The record id in the path, by the rule of every id a procedure takes (a NUL must not reach PostgreSQL). */
function recordId(c: Context) {
  const id = idParam.safeParse(c.req.param('id'));
  if (!id.success) throw badRequest(describeZodError(id.error));
  return id.data;
}

/** Multipart routes; trpc-to-openapi takes JSON only, so these are plain Hono routes. */
export const UPLOAD_PATHS = [/^\/api\/uploads\/avatar$/, /^\/api\/payments\/upload\//];

export function mountUploads(app: Hono, deps: AppDeps) {
  app.post(
    '/api/uploads/avatar',
    limitBody(AVATAR_MAX_BYTES + MULTIPART_OVERHEAD, AVATAR_SIZE_MESSAGE),
    async (c) => {
      const { user } = await requireCaller(deps, c);
      await consumeAvatarUpload(deps, user.id);
      const { bytes } = await readUploadedFile(c, 'avatar', AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE);
      const url = await saveAvatar(deps.db, deps.files, user.id, bytes);
      return c.json({ avatar: { url } });
    },
  );

  // Avatars are public pictures: anyone may load them, always with their real type and nosniff.
  app.get('/api/uploads/avatars/:name', async (c) => {
    const name = c.req.param('name');
    const bytes = await deps.files.get('avatars', name);
    if (!bytes) return refuse(c, 404, 'Avatar not found');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': mimeOf(name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  // Identity documents: the record's owner uploads; a body over 5 MB is refused with 413 before it is read.
  app.post(
    '/api/payments/upload/:id',
    limitBody(DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD, DOCUMENT_SIZE_MESSAGE),
    async (c) => {
      const { user } = await requireCaller(deps, c);
      const record = await findOwnRecord(deps.db, recordId(c), user.id);
      await consumeUpload(deps, user.id);
      const { bytes, fields } = await readUploadedFile(
        c,
        'document',
        DOCUMENT_MAX_BYTES,
        DOCUMENT_SIZE_MESSAGE,
      );
      const kind = documentKind.safeParse(fields.kind ?? c.req.query('kind'));
      if (!kind.success) throw badRequest('kind must be pan or aadhaar');
      const url = await saveDocument(deps, record.id, kind.data, bytes);
      return c.json({ document: { url, kind: kind.data } });
    },
  );

  // Checked against the session on every request: no public or signed links, and never cached.
  app.get('/api/payments/documents/:id/:kind', async (c) => {
    const { user, ip } = await requireCaller(deps, c);
    const doc = await openDocument(deps, user, recordId(c), c.req.param('kind'), ip);
    // Always a download, and sandboxed with no sources if a browser renders it anyway: a document
    // is never a page of this origin that could run script.
    return c.body(new Uint8Array(doc.bytes), 200, {
      'Content-Type': doc.mime,
      'Content-Disposition': `attachment; filename="${doc.filename}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
