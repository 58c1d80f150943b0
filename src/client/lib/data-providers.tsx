import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiError } from './api-error';
import { callFailed } from './data-layer';
import { trpc, trpcClient } from './trpc';

/** Loaded with the first screen that calls the API (data-layer.tsx). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: callFailed }),
  mutationCache: new MutationCache({ onError: callFailed }),
  defaultOptions: {
    queries: {
      // Asking again cannot change a refusal (4xx); only network and server failures are retried.
      retry: (failures, error) => {
        const { status } = apiError(error);
        return (status === undefined || status >= 500) && failures < 2;
      },
    },
  },
});

export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
