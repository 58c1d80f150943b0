import type { WorkStatus } from '@shared/enums';
import { isBarterBudget } from '@shared/money';
import type { Application } from '@shared/schemas/application';
import { WORK_MESSAGES } from '@shared/schemas/work';
import { i18n } from '@client/i18n/i18n';
import { messageText } from '@client/i18n/messages';

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
    submitBlocked:
      workDue && !active ? messageText(WORK_MESSAGES.campaignNotActive(a.campaign_status)) : null,
    resubmit: workDue && a.work_status !== null,
  };
}

/** The box follows the application, then the money, then the latest work. */
function statusBox(a: StatusInput): Box {
  // The page's language when the box is made (the screen calling this is drawn again on a switch).
  const t = i18n.getFixedT(null, 'app', 'creator.applications.status');
  if (a.status === 'pending')
    return {
      tone: 'info',
      message: t('pending'),
    };
  if (a.status === 'rejected')
    return {
      tone: 'danger',
      message: t('rejected'),
    };
  if (a.payment_status === 'completed') return { tone: 'success', message: t('paid') };
  if (a.work_status === 'approved')
    return {
      tone: 'success',
      message: isBarterBudget(a.campaign_budget) ? t('workApproved') : t('paymentInProgress'),
    };
  // Completed or approved without approved work: the campaign closed before the work was.
  if (a.status === 'completed')
    return {
      tone: 'success',
      message: t('completed'),
    };
  if (a.status === 'approved')
    return {
      tone: 'success',
      message: t('approved'),
    };
  switch (a.work_status) {
    case null:
      return {
        tone: 'success',
        readyToStart: true,
        message: t('accepted'),
      };
    case 'pending':
      return { tone: 'info', message: t('workPending') };
    case 'rejected':
      return { tone: 'danger', message: t('workRejected') };
    case 'revision_requested':
      return {
        tone: 'warning',
        message: t('revisionRequested'),
      };
  }
}
