import type { WorkStatus } from '@shared/enums';
import { isBarterBudget } from '@shared/money';
import type { Application } from '@shared/schemas/application';
import { WORK_MESSAGES } from '@shared/schemas/work';
import type { BadgeTone } from '@client/components/ui';

type StatusInput = Pick<
  Application,
  'status' | 'work_approved' | 'work_status' | 'campaign_budget' | 'campaign_status'
>;

export type StatusView = {
  /** What the creator is told about where the application stands (docs/product.md#application-messages). */
  message: string;
  tone: 'info' | 'success' | 'warning' | 'danger';
  /** Accepted with no approved work yet: the 'Ready to Start' badge. */
  readyToStart: boolean;
  /** Whether the Submit Work form may open: accepted, active campaign, and no submission yet or the latest was sent back. */
  canSubmit: boolean;
  /** Work is due but the campaign is not active (paused, flagged, removed…): why Submit is disabled. */
  submitBlocked: string | null;
  /** The latest submission was rejected or sent back for revision: this is a resubmission. */
  resubmit: boolean;
};

const RESUBMIT_AFTER: readonly (WorkStatus | null)[] = ['rejected', 'revision_requested'];

export function applicationStatusView(a: StatusInput): StatusView {
  const workDue =
    a.status === 'accepted' && (a.work_status === null || RESUBMIT_AFTER.includes(a.work_status));
  const active = a.campaign_status === 'active';
  const base = {
    readyToStart: false,
    canSubmit: workDue && active,
    submitBlocked: workDue && !active ? WORK_MESSAGES.campaignNotActive(a.campaign_status) : null,
    resubmit: workDue && a.work_status !== null,
  };
  switch (a.status) {
    case 'pending':
      return {
        ...base,
        tone: 'info',
        message: 'Your application is under review. The brand will get back to you soon.',
      };
    case 'accepted':
      if (a.work_approved) {
        return {
          ...base,
          tone: 'success',
          message: isBarterBudget(a.campaign_budget)
            ? 'Work Approved'
            : 'Work Approved and Payment is in progress',
        };
      }
      return {
        ...base,
        readyToStart: true,
        tone: 'success',
        message:
          'Congratulations! Your application has been accepted. Create your content and submit your work when it is ready.',
      };
    case 'approved':
      return {
        ...base,
        tone: 'success',
        message: 'Your collaboration has been approved. Thank you for your great work!',
      };
    case 'completed':
      return {
        ...base,
        tone: 'success',
        message: 'This collaboration is complete. Thank you for working with the brand!',
      };
    case 'rejected':
      return {
        ...base,
        tone: 'danger',
        message:
          'The brand has chosen other creators for this campaign. Keep applying: the right collaboration is out there!',
      };
  }
}

/** The latest submission's status in the creator's words: pending is 'Under Review'. */
export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  pending: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  revision_requested: 'Revision Requested',
};

export const workStatusTone = (status: WorkStatus): BadgeTone =>
  status === 'approved' ? 'green' : status === 'rejected' ? 'red' : status === 'pending' ? 'blue' : 'yellow';
