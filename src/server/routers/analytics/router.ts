import { router } from '@server/trpc';
import { getAnalyticsProcedure } from './get-analytics';

export const analyticsRouter = router({
  platform: getAnalyticsProcedure,
});
