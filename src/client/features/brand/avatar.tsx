import { useState } from 'react';

const sizes = { sm: 'h-10 w-10 text-base', lg: 'h-16 w-16 text-2xl' } as const;

/** A person's photo, or the first letter of their name when there is none or it fails to load. */
export function Avatar({ name, url, size = 'sm' }: { name: string; url?: string | null; size?: keyof typeof sizes }) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (url && !broken) {
    return <img src={url} alt="" onError={() => setBroken(true)} className={`${sizes[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800`}>
      {initial}
    </span>
  );
}
