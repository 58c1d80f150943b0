import { eq } from 'drizzle-orm';
import { campaigns, workSubmissions } from '@db/schema';
import { completeParticipant } from '@server/services/campaigns/complete';
import { approveSubmission } from '@server/services/work/approve';
import type { JobHandler } from './types';

/**
 * docs/product.md#auto-approval: work still pending WORK_REVIEW_HOURS after it was submitted is
 * approved by the platform, exactly as the brand's approval, and the creator's collaboration is
 * completed as the brand's complete-creator does: paid its deal now, and the campaign completed
 * when it was the last participant (docs/product.md#completion). A campaign that is not active
 * (paused or flagged by moderators) is left for its brand to complete. Reviewed meanwhile, nothing
 * is left to do.
 */
export const autoApproveWork: JobHandler = async (tx, job, { now, env }) => {
  const at = new Date(now).toISOString();
  const approved = await approveSubmission(tx, job.subjectId, at, {
    by: 'platform',
    hours: env.WORK_REVIEW_HOURS,
  });
  if (!approved) return undefined;
  const [work] = await tx
    .select({
      campaignId: workSubmissions.campaignId,
      creatorId: workSubmissions.creatorId,
      status: campaigns.status,
    })
    .from(workSubmissions)
    .innerJoin(campaigns, eq(campaigns.id, workSubmissions.campaignId))
    .where(eq(workSubmissions.id, job.subjectId));
  if (work?.status !== 'active') return { announce: approved };
  const done = await completeParticipant(tx, { env, now: () => now }, work.campaignId, work.creatorId);
  return {
    announce: (events) => {
      approved(events);
      done.announce(events);
    },
  };
};
