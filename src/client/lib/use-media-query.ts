import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` breakpoint: the widths where `md:` classes do not apply. */
export const BELOW_TABLET = '(width < 48rem)';

/** Whether the media query matches now, following changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
