import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { TRPC_MAX_BATCH_CALLS } from '@shared/constants';
import { currentLanguage } from '@client/i18n/i18n';
// The only place the client touches the server: types, never code.
import type { AppRouter } from '@server/routers/app-router';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const url = '/api/trpc';

/**
 * The session rides in the httpOnly cookie the server sets on sign-in; same-origin requests carry
 * it and pass the server's Origin check, so no token is handled here. The hooks use it through the
 * data layer's provider (data-providers.tsx); code outside React calls it directly.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url }),
      // The server answers in the page's language (a signed-in caller's saved one wins there).
      false: httpBatchLink({
        url,
        maxItems: TRPC_MAX_BATCH_CALLS,
        headers: () => ({ 'Accept-Language': currentLanguage() }),
      }),
    }),
  ],
});
