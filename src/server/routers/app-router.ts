import { router } from '../trpc';
import { authRouter } from './auth/router';
import { paymentsRouter } from './payments/router';
import { profilesRouter } from './profiles/router';
import { reportsRouter } from './reports/router';
import { suspensionsRouter } from './suspensions/router';
import { transactionsRouter } from './transactions/router';

/** Every domain router; the REST table is the union of their procedures' `meta.openapi`. */
export const appRouter = router({
  auth: authRouter,
  payments: paymentsRouter,
  profiles: profilesRouter,
  reports: reportsRouter,
  suspensions: suspensionsRouter,
  transactions: transactionsRouter,
});

export type AppRouter = typeof appRouter;
