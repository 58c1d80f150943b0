import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@shared/schemas/auth';
import { LoadingScreen } from '@client/components/loading-screen';
import { OfflineScreen } from '@client/components/offline';
import { useOnline } from '@client/lib/use-online';
import { useToast } from '@client/components/toast';
import { forgetAnswers } from '@client/lib/data-layer';
import type { RouterInputs } from '@client/lib/trpc';
import { endNotice } from './end-notice';
import { loadSessionUser } from './load-user';
import type { SessionStore } from './session-store';

type SessionApi = {
  user: User | null;
  signIn: (input: RouterInputs['auth']['login']) => Promise<User>;
  signUp: (input: RouterInputs['auth']['register']) => Promise<User>;
  /** Ends the session on the server, then always forgets it here and returns to the landing page. */
  signOut: () => Promise<void>;
  /** Reads the signed-in user again (e.g. once the email is verified); signed out: nothing. */
  refreshUser: () => Promise<void>;
};

const SessionContext = createContext<SessionApi | null>(null);

/** The tRPC client, fetched with the first call (a page that never calls the API starts without it). */
const trpcClient = () => import('@client/lib/trpc').then((m) => m.trpcClient);

type Props = { store: SessionStore; onSignedOut: () => unknown; children: ReactNode };

/** Restores the session from the cookie on start (a loading screen meanwhile) and offers sign-in and sign-out. */
export function SessionProvider({ store, onSignedOut, children }: Props) {
  const state = useSyncExternalStore(store.subscribe, () => store.state);
  const toast = useToast();
  const online = useOnline();

  useEffect(() => {
    const notice = store.takeEndNotice();
    if (notice) toast(notice);
  }, [store, state, toast]);

  useEffect(() => {
    void store.restore(loadSessionUser, endNotice);
  }, [store]);

  const api = useMemo<Omit<SessionApi, 'user'>>(
    () => ({
      signIn: async (input) => {
        const { user } = await (await trpcClient()).auth.login.mutate(input);
        store.setUser(user);
        return user;
      },
      signUp: async (input) => {
        const { user } = await (await trpcClient()).auth.register.mutate(input);
        store.setUser(user);
        return user;
      },
      signOut: async () => {
        try {
          await (await trpcClient()).auth.logout.mutate();
        } catch {
          // An expired or revoked session is as good as ended: signing out here still has to happen.
        }
        store.setUser(null);
        forgetAnswers();
        await onSignedOut();
      },
      refreshUser: async () => {
        if (store.user) store.setUser(await loadSessionUser());
      },
    }),
    [store, onSignedOut],
  );

  const user = state.status === 'ready' ? state.user : null;
  const value = useMemo(() => ({ ...api, user }), [api, user]);

  if (state.status === 'restoring') return online ? <LoadingScreen /> : <OfflineScreen />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
