import { router } from '../trpc';
import { authRouter } from './auth/router';

/** Every domain router; the REST table is the union of their procedures' `meta.openapi`. */
export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
