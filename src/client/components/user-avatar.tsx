import { useState } from 'react';

/** 'Priya Sharma' -> 'PS'; a single name gives one letter; nothing gives '?'. */
export function initialsOf(name: string | null | undefined) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => [...w][0]!.toUpperCase()).join('') || '?';
}

const sizes = { sm: 'h-8 w-8 text-xs', lg: 'h-28 w-28 text-3xl' } as const;

type Props = { name: string; src: string | null | undefined; size?: keyof typeof sizes; alt?: string };

/** A round photo that falls back to the person's initials when there is none or it fails to load. */
export function UserAvatar({ name, src, size = 'sm', alt = '' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = `${sizes[size]} shrink-0 overflow-hidden rounded-full`;
  if (src && failedSrc !== src) {
    return <img src={src} alt={alt} onError={() => setFailedSrc(src)} className={`${frame} object-cover`} />;
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${frame} inline-flex items-center justify-center bg-indigo-100 font-semibold text-indigo-800`}
    >
      {initialsOf(name)}
    </span>
  );
}
