import type { TFunction } from 'i18next';
import { AVATAR_MAX_BYTES } from '@shared/constants';
import { UploadError, uploadForm } from '@client/lib/upload';

const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/**
 * The avatar rules (docs/product.md#avatar), checked before anything is sent: what is wrong, in the
 * page's language (`t` of the `profile` part; the size's words are AVATAR_SIZE_MESSAGE's), or null
 * when the file may go.
 */
export function avatarFileProblem(
  file: { type: string; size: number },
  t: TFunction<'app', 'profile'>,
): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return t('avatar.invalidType');
  if (file.size > AVATAR_MAX_BYTES) return t('avatar.tooLarge');
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
