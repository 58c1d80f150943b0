import { router } from '../trpc';
import { authRouter } from './auth/router';
import { profilesRouter } from './profiles/router';

/** Every domain router; the REST table is the union of their procedures' `meta.openapi`. */
export const appRouter = router({
  auth: authRouter,
  profiles: profilesRouter,
});

export type AppRouter = typeof appRouter;
