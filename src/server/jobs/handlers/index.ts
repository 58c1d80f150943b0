import type { JobKind } from '@shared/enums';
import { remindOfDeadline } from './deadline-reminder';
import { remindOfGrievance } from './grievance-reminder';
import { remindOfMetrics } from './metrics-reminder';
import { makePayoutDue } from './payouts-due';
import { prepareDataExport } from './privacy-export';
import { showReviews } from './reviews-visible';
import type { JobHandler } from './types';
import { autoApproveWork } from './work-auto-approve';

/** The work of each kind of job (docs/product.md#scheduled-work). */
export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  work_auto_approve: autoApproveWork,
  deadline_reminder: remindOfDeadline,
  payouts_due: makePayoutDue,
  reviews_visible: showReviews,
  metrics_reminder: remindOfMetrics,
  grievance_reminder: remindOfGrievance,
  privacy_export: prepareDataExport,
};
