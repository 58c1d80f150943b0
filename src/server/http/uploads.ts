import type { Hono } from 'hono';
import { AVATAR_MAX_BYTES } from '../../shared/constants';
import type { AppDeps } from '../deps';
import { saveAvatar } from '../services/uploads/avatar';
import { mimeOf, readStoredFile } from '../services/uploads/storage';
import { appErrorResponse } from './errors';
import { MULTIPART_OVERHEAD, readUploadedFile } from './multipart';
import { limitBody } from './security';
import { requireSignedIn } from './session';

/** Multipart routes; trpc-to-openapi takes JSON only, so these are plain Hono routes. */
export const UPLOAD_PATHS = [/^\/api\/uploads\/avatar$/, /^\/api\/payments\/upload\//];

export function mountUploads(app: Hono, deps: AppDeps) {
  app.post('/api/uploads/avatar', limitBody(AVATAR_MAX_BYTES + MULTIPART_OVERHEAD, 'Avatar'), async (c) => {
    try {
      const { user } = requireSignedIn(deps, c);
      const { bytes } = await readUploadedFile(c, 'avatar', AVATAR_MAX_BYTES, 'File size must be less than 2MB');
      const url = await saveAvatar(deps.db, deps.env.DATA_DIR, user.id, bytes);
      return c.json({ avatar: { url } });
    } catch (e) {
      return appErrorResponse(c, e);
    }
  });

  // Avatars are public pictures: anyone may load them, always with their real type and nosniff.
  app.get('/api/uploads/avatars/:name', async (c) => {
    const name = c.req.param('name');
    const bytes = await readStoredFile(deps.env.DATA_DIR, 'avatars', name);
    if (!bytes) return c.json({ error: 'Avatar not found' }, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': mimeOf(name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
