/** The creator profile modal's social links: handles lowercased, '@' and spaces removed. */

export type SocialPlatform = 'instagram' | 'youtube' | 'x';

export const cleanHandle = (handle: string | null | undefined) =>
  (handle ?? '').replace(/[@\s]/g, '').toLowerCase();

const build: Record<SocialPlatform, (h: string) => string> = {
  instagram: (h) => `https://instagram.com/${encodeURIComponent(h)}`,
  youtube: (h) => `https://youtube.com/@${encodeURIComponent(h)}`,
  x: (h) => `https://x.com/${encodeURIComponent(h)}`,
};

/** The profile address for a handle, or null when there is no handle. */
export function socialUrl(platform: SocialPlatform, handle: string | null | undefined): string | null {
  const h = cleanHandle(handle);
  return h ? build[platform](h) : null;
}
