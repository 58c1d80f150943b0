import { router } from '@server/trpc';
import { addLivePostProcedure } from './add-live-post';
import { listApplicationPostsProcedure } from './list-application-posts';
import { recordMetricsProcedure } from './record-metrics';

/** The posts a creator published for an approved collaboration and their numbers (docs/product.md#live-posts). */
export const livePostsRouter = router({
  add: addLivePostProcedure,
  forApplication: listApplicationPostsProcedure,
  recordMetrics: recordMetricsProcedure,
});
