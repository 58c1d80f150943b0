import { useLayoutEffect, useRef, useState } from 'react';

/** The space kept below the box: the main area's bottom padding. */
const BOTTOM_GAP = '1.5rem';

/**
 * A box as tall as the window below where it starts, so its own panes scroll, not the page. Where
 * it starts depends on what sits above it (a banner that comes and goes), so it is measured, again
 * whenever the page's size changes.
 */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return { ref, style: top === null ? undefined : { height: `calc(100dvh - ${top}px - ${BOTTOM_GAP})` } };
}
