import { useSyncExternalStore } from 'react';

/** Whether the browser says it is online, following the `online` and `offline` events. */
export function useOnline() {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}
