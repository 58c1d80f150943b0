import { AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE } from '@shared/constants';

const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
export const UPLOAD_FAILED = 'Failed to upload profile photo. Please try again.';

/** The avatar rules (docs/product.md#avatar), checked before anything is sent; null when the file may go. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Please select a valid image file (.jpg, .png)';
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}

/** POST /api/uploads/avatar (multipart field `avatar`, session cookie); resolves to the new photo's address. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('avatar', file);
  let res: Response;
  try {
    res = await fetch('/api/uploads/avatar', { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const json = (await res.json().catch(() => null)) as { error?: string; avatar?: { url?: string } } | null;
  if (!res.ok || !json?.avatar?.url) throw new Error(json?.error || UPLOAD_FAILED);
  return json.avatar.url;
}
