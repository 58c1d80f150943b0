import { useEffect, useRef } from 'react';

/**
 * Marks a sideways-scrolling element with `data-more-start` / `data-more-end` while there is more
 * to see on that side, so its styles can show a cue (the `scroll-cue-x` utility fades that edge).
 * Attributes, not state: scrolling re-renders nothing.
 */
export function useScrollCue<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      el.toggleAttribute('data-more-start', el.scrollLeft > 1);
      el.toggleAttribute('data-more-end', el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    // The frame's own width (a turned phone) and its content's (rows loaded, labels) both move the edges.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return ref;
}

/** How far in from a faded edge an item counts as shown: the fade's width (`--cue` in styles.css). */
const CLEAR_OF_CUE = 48;

/** Scrolls `item` sideways into its scrolling `frame`, clear of the frame's faded edges; nothing else moves. */
export function revealInFrame(frame: HTMLElement, item: HTMLElement, margin = CLEAR_OF_CUE) {
  const f = frame.getBoundingClientRect();
  const i = item.getBoundingClientRect();
  if (i.left < f.left + margin) frame.scrollLeft -= f.left + margin - i.left;
  else if (i.right > f.right - margin) frame.scrollLeft += i.right - (f.right - margin);
}
