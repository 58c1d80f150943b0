import { AVATAR_MAX_BYTES, AVATAR_SIZE_MESSAGE } from '@shared/constants';
import { UploadError, uploadForm } from '@client/lib/upload';

const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
export const UPLOAD_FAILED = 'Failed to upload profile photo. Please try again.';

/** The avatar rules (docs/product.md#avatar), checked before anything is sent; null when the file may go. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Please select a valid image file (.jpg, .png)';
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_MESSAGE;
  return null;
}

/** POST /api/uploads/avatar (multipart field `avatar`); resolves to the new photo's address. */
export async function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const body = await uploadForm<{ avatar?: { url?: string } }>('/api/uploads/avatar', form, onProgress);
  if (!body.avatar?.url) throw new UploadError(0, '');
  return body.avatar.url;
}
