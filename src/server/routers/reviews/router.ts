import { router } from '@server/trpc';
import { applicationReviewsProcedure } from './application-reviews';
import { createReviewProcedure } from './create-review';
import { userReviewsProcedure } from './user-reviews';

/** Double-blind reviews of a collaboration and the ratings they make (docs/product.md#reviews). */
export const reviewsRouter = router({
  create: createReviewProcedure,
  forUser: userReviewsProcedure,
  forApplication: applicationReviewsProcedure,
});
