import { useSyncExternalStore } from 'react';

/** How often the time a screen shows moves on: enough for deadlines and windows counted in days. */
const TICK_MS = 60_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * The time now (epoch ms) for a screen that shows whether something has passed (an application
 * deadline, a dispute's window): one clock for the page, moving on every minute, so a screen left
 * open past the moment changes by itself, and rendering stays pure.
 */
export const useNow = () => useSyncExternalStore(subscribe, () => now);
