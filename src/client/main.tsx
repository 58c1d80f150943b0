import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadingScreen } from './components/loading-screen';
import { ToastProvider } from './components/toast';
import { MenuLayer } from './components/ui/menu-layer';
import { endNotice } from './features/session/end-notice';
import { signInSearch } from './features/session/guards';
import { SessionProvider } from './features/session/session-provider';
import { SessionStore } from './features/session/session-store';
import { currentLanguage, initialLanguage, startI18n, switchLanguage } from './i18n/i18n';
import { apiError } from './lib/api-error';
import { callsTheApi, forgetAnswers, mountDataLayer, onCallFailed } from './lib/data-layer';
import { registerServiceWorker } from './lib/service-worker';
import { routeTree } from './routeTree.gen';
import './styles.css';

const session = new SessionStore();

// A signed-in person's saved language wins over this browser's (docs/product.md#languages).
session.subscribe(() => {
  const language = session.user?.language;
  if (language && language !== currentLanguage()) void switchLanguage(language);
});

/**
 * A call refused because the session ended (expired, revoked, suspended) signs the user out here too;
 * a suspended user is told why, as at sign-in (docs/product.md#suspended-sign-in). Signing in again
 * brings them back to the page they were on.
 */
onCallFailed((error) => {
  const { status, suspended } = apiError(error);
  if (!session.user || (status !== 401 && !suspended)) return;
  session.end(endNotice(error));
  forgetAnswers();
  void router.navigate({ to: '/auth', search: signInSearch(router.state.location.href) });
});

const router = createRouter({
  routeTree,
  context: { session },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const goHome = () => router.navigate({ to: '/' });

registerServiceWorker();

// The first screen is drawn in its language, never in English first, with the API's clients if it calls it.
void Promise.all([
  startI18n(initialLanguage(), location.pathname),
  callsTheApi(location.pathname) ? mountDataLayer() : undefined,
]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ToastProvider>
        <SessionProvider store={session} onSignedOut={goHome}>
          <MenuLayer>
            {/* The router loads a screen's catalogues before showing it; this covers any it did not. */}
            <Suspense fallback={<LoadingScreen />}>
              <RouterProvider router={router} />
            </Suspense>
          </MenuLayer>
        </SessionProvider>
      </ToastProvider>
    </StrictMode>,
  ),
);
