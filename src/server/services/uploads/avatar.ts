import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { users } from '@db/schema';
import type { Env } from '@server/env';
import { HOUR, type RateLimiter } from '@server/rate-limit';
import type { FileStore } from './file-store';
import { detectFileType, newStoredName } from './storage';

const AVATAR_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png' };
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';

/** Counts an avatar upload before its body is read: each one writes a file and replaces another. */
export async function consumeAvatarUpload(deps: { env: Env; limiter: RateLimiter }, userId: string) {
  await deps.limiter.consume(
    `avatar-upload:${userId}`,
    deps.env.RATE_LIMIT_AVATAR_UPLOADS,
    HOUR,
    'Too many avatar uploads. Please try again later.',
  );
}

/** Stores a JPEG or PNG avatar, points the user at it, and removes the one it replaces. */
export async function saveAvatar(db: Db, files: FileStore, userId: string, bytes: Uint8Array) {
  const { ext } = await detectFileType(bytes, AVATAR_TYPES, 'Please select a valid image file (.jpg, .png)');
  const name = newStoredName(ext);
  await files.put('avatars', name, bytes);
  const url = `${AVATAR_URL_PREFIX}${name}`;
  // Read and replace together, so two uploads at once cannot both remove the same old file.
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
    await tx.update(users).set({ avatarUrl: url }).where(eq(users.id, userId));
    return row;
  });
  if (previous?.avatarUrl?.startsWith(AVATAR_URL_PREFIX)) {
    await files.delete('avatars', previous.avatarUrl.slice(AVATAR_URL_PREFIX.length));
  }
  return url;
}
