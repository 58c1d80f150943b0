/**
 * Registers the service worker the server writes at /sw.js (src/server/http/service-worker.ts), so
 * the app can be installed and opens offline. Only in a build: Vite's dev server has no /sw.js.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as a plain web page: nothing to tell the user.
    });
  });
  // The files this visit fetched before the worker was in charge (the language's catalogues among
  // them) are asked for again through it, which keeps them: the next visit opens offline in them.
  const keepLoaded = () => {
    for (const entry of performance.getEntriesByType('resource'))
      if (new URL(entry.name).pathname.startsWith('/assets/')) void fetch(entry.name).catch(() => undefined);
  };
  if (navigator.serviceWorker.controller) window.addEventListener('load', keepLoaded);
  else navigator.serviceWorker.addEventListener('controllerchange', keepLoaded, { once: true });
}
