import { useSyncExternalStore, type ReactNode } from 'react';

type DataProvidersModule = typeof import('./data-providers');

/**
 * The pages that never call the API (the landing page, About, the legal pages): they load without
 * the tRPC and TanStack Query clients, about a sixth of the landing page's JavaScript
 * (docs/decisions/094-api-clients-with-the-first-call.md). Every other screen gets them before it shows.
 */
const STATIC_PAGES = /^\/(|about|terms-of-service|privacy-policy)\/?$/;

export const callsTheApi = (pathname: string) => !STATIC_PAGES.test(pathname);

let loading: Promise<DataProvidersModule> | undefined;
let mounted: DataProvidersModule | null = null;
const listeners = new Set<() => void>();

const loadDataLayer = () => (loading ??= import('./data-providers'));

/** Puts the clients' providers around the screens (once: they stay for the rest of the visit). */
export async function mountDataLayer() {
  const layer = await loadDataLayer();
  if (mounted) return;
  mounted = layer;
  for (const listener of listeners) listener();
}

/**
 * What the router waits for before it shows `pathname`: the clients, where its screens call the API.
 * A link's hover only fetches them; mounting them (which draws the page being left once more) waits
 * for the navigation itself.
 */
export function dataLayerFor(pathname: string, preload: boolean): Promise<unknown> | undefined {
  if (mounted || !callsTheApi(pathname)) return undefined;
  return preload ? loadDataLayer() : mountDataLayer();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The screens, inside the clients' providers once a screen has needed them. */
export function DataLayer({ children }: { children: ReactNode }) {
  const layer = useSyncExternalStore(subscribe, () => mounted);
  return layer ? <layer.DataProviders>{children}</layer.DataProviders> : children;
}

/** Forgets every answer the API gave (signing out), if any was asked for. */
export function forgetAnswers() {
  mounted?.queryClient.clear();
}

let failureHandler: (error: unknown) => void = () => undefined;

/** Who hears of a refused call first (main.tsx: a session ended under the user). */
export function onCallFailed(handler: (error: unknown) => void) {
  failureHandler = handler;
}

export const callFailed = (error: unknown) => failureHandler(error);
