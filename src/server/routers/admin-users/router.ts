import { router } from '@server/trpc';
import { detailedBrandsProcedure } from './detailed-brands';
import { detailedInfluencersProcedure } from './detailed-influencers';

/** The admin's creator and brand tables (mounted under /profiles, the paths the web client calls). */
export const adminUsersRouter = router({
  detailedInfluencers: detailedInfluencersProcedure,
  detailedBrands: detailedBrandsProcedure,
});
