import { eq } from 'drizzle-orm';
import { applications, campaigns } from '@db/schema';
import { refreshRatings } from '@server/services/reviews/ratings';
import type { JobHandler } from './types';

/**
 * docs/product.md#reviews: 14 days after the work's approval the collaboration's reviews are visible
 * whether or not the other side wrote one, so both parties' ratings are counted again as of now.
 */
export const showReviews: JobHandler = async (tx, job, { now }) => {
  const [deal] = await tx
    .select({ creatorId: applications.creatorId, brandId: campaigns.userId })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, job.subjectId));
  if (deal) await refreshRatings(tx, [deal.creatorId, deal.brandId], new Date(now).toISOString());
  return undefined;
};
