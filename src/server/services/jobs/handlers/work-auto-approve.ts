import { approveSubmission } from '@server/services/work/approve';
import type { JobHandler } from './types';

/**
 * docs/product.md#auto-approval: work still pending WORK_REVIEW_HOURS after it was submitted is
 * approved by the platform, exactly as the brand's approval; reviewed meanwhile, nothing is left to do.
 */
export const autoApproveWork: JobHandler = async (tx, job, { now, env }) => {
  const at = new Date(now).toISOString();
  const announce = await approveSubmission(tx, job.subjectId, at, {
    by: 'platform',
    hours: env.WORK_REVIEW_HOURS,
  });
  return announce ? { announce } : undefined;
};
