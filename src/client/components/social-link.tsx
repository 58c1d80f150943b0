import { atHandle, socialUrl, type SocialPlatform } from '@shared/social-handles';

/** '@handle' linking to the profile on its platform, in a new tab; nothing without a handle. */
export function SocialLink({ platform, handle }: { platform: SocialPlatform; handle: string | null }) {
  const url = socialUrl(platform, handle);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
      {atHandle(handle)}
    </a>
  );
}
