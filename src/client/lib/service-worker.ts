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
}
