import type { WorkStatus } from '@shared/enums';
import { isBarterBudget } from '@shared/money';
import type { Application } from '@shared/schemas/application';
import { WORK_MESSAGES } from '@shared/schemas/work';

type StatusInput = Pick<
  Application,
  'status' | 'work_status' | 'payment_status' | 'campaign_budget' | 'campaign_status'
>;

export type StatusView = {
  /** Where the collaboration stands, by the latest work and the money (docs/product.md#application-messages). */
  message: string;
  tone: 'info' | 'success' | 'warning' | 'danger';
  /** Accepted with no work sent yet: the 'Ready to Start' badge. */
  readyToStart: boolean;
  /** Whether the Submit Work form may open: accepted, active campaign, and no submission yet or the latest was sent back. */
  canSubmit: boolean;
  /** Work is due but the campaign is not active (paused, flagged, removed…): why Submit is disabled. */
  submitBlocked: string | null;
  /** The latest submission was rejected or sent back for revision: this is a resubmission. */
  resubmit: boolean;
};

type Box = Pick<StatusView, 'message' | 'tone'> & { readyToStart?: boolean };

const RESUBMIT_AFTER: readonly (WorkStatus | null)[] = ['rejected', 'revision_requested'];

export function applicationStatusView(a: StatusInput): StatusView {
  const workDue =
    a.status === 'accepted' && (a.work_status === null || RESUBMIT_AFTER.includes(a.work_status));
  const active = a.campaign_status === 'active';
  const { readyToStart = false, ...box } = statusBox(a);
  return {
    ...box,
    readyToStart,
    canSubmit: workDue && active,
    submitBlocked: workDue && !active ? WORK_MESSAGES.campaignNotActive(a.campaign_status) : null,
    resubmit: workDue && a.work_status !== null,
  };
}

/** The box follows the application, then the money, then the latest work. */
function statusBox(a: StatusInput): Box {
  if (a.status === 'pending')
    return {
      tone: 'info',
      message: 'Your application is under review. The brand will get back to you soon.',
    };
  if (a.status === 'rejected')
    return {
      tone: 'danger',
      message:
        'The brand has chosen other creators for this campaign. Keep applying: the right collaboration is out there!',
    };
  if (a.payment_status === 'completed')
    return { tone: 'success', message: 'Work Approved and Paid. Thank you for your great work!' };
  if (a.work_status === 'approved')
    return {
      tone: 'success',
      message: isBarterBudget(a.campaign_budget)
        ? 'Work Approved'
        : 'Work Approved and Payment is in progress',
    };
  // Completed or approved without approved work: the campaign closed before the work was.
  if (a.status === 'completed')
    return {
      tone: 'success',
      message: 'This collaboration is complete. Thank you for working with the brand!',
    };
  if (a.status === 'approved')
    return {
      tone: 'success',
      message: 'Your collaboration has been approved. Thank you for your great work!',
    };
  switch (a.work_status) {
    case null:
      return {
        tone: 'success',
        readyToStart: true,
        message:
          'Congratulations! Your application has been accepted. Create your content and submit your work when it is ready.',
      };
    case 'pending':
      return { tone: 'info', message: 'Your work is under review. The brand will get back to you soon.' };
    case 'rejected':
      return { tone: 'danger', message: 'The brand rejected your work. Please rework it and resubmit.' };
    case 'revision_requested':
      return {
        tone: 'warning',
        message: 'The brand asked for a revision. Please revise your work and resubmit.',
      };
  }
}
