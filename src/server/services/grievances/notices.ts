import { formatDate } from '@shared/dates';
import { APP_NAME } from '@shared/product';
import type { OutboxEmail } from '../outbox/queue';
import type { Notice } from '../notifications/notify';

/** Where a person reads their grievances, and where admins answer them. */
export const PRIVACY_URL = '/privacy';
export const ADMIN_GRIEVANCES_URL = '/admin-dashboard?tab=grievances';

type Answered = { id: string; subject: string };
type Due = { id: string; subject: string; dueAt: string };

/**
 * What the grievances tell people (docs/product.md#grievances), bell and email. The notification
 * kind `grievance` has no email switch: these are account mail, sent whatever the preferences say.
 * The demo seed writes the same.
 */
export const grievanceNotices = {
  /** To the person who raised it: the answer is on their Privacy page. */
  answered: (g: Answered): Notice => ({
    type: 'grievance',
    title: 'Your grievance was answered',
    message: `We answered your grievance "${g.subject}". Read the answer on your Privacy page.`,
    priority: 'high',
    actionUrl: PRIVACY_URL,
    metadata: { grievance_id: g.id },
  }),
  /** To every admin, in the bell only, when a grievance is raised: its due date starts now. */
  raised: (g: Due): Notice => ({
    type: 'grievance',
    title: 'New grievance',
    message: `A grievance "${g.subject}" was raised; answer it by ${formatDate(g.dueAt)}.`,
    priority: 'medium',
    actionUrl: ADMIN_GRIEVANCES_URL,
    metadata: { grievance_id: g.id, due_at: g.dueAt },
  }),
  /** To every admin, 7 days before an open grievance falls due. */
  dueSoon: (g: Due): Notice => ({
    type: 'grievance',
    title: 'A grievance falls due in 7 days',
    message: `The grievance "${g.subject}" must be answered by ${formatDate(g.dueAt)}.`,
    priority: 'high',
    actionUrl: ADMIN_GRIEVANCES_URL,
    metadata: { grievance_id: g.id, due_at: g.dueAt },
  }),
};

type Recipient = { id: string; email: string; fullName: string };

const accountEmail = (to: Recipient, subject: string, content: OutboxEmail['content']): OutboxEmail => ({
  to: to.email,
  userId: to.id,
  category: 'account',
  subject,
  content,
});

/** The email of an answer: the answer itself, and the way to the Privacy page. */
export const grievanceAnsweredEmail = (to: Recipient, g: Answered & { response: string }): OutboxEmail =>
  accountEmail(to, `Your grievance to ${APP_NAME} was answered`, {
    heading: 'Your grievance was answered',
    paragraphs: [`Hi ${to.fullName},`, `Our answer to your grievance "${g.subject}":`, g.response],
    action: { label: 'Open your Privacy page', url: PRIVACY_URL },
    note: 'If you are not satisfied with this answer, you may complain to the Data Protection Board of India.',
  });

/** The admins' reminder email. */
export const grievanceDueEmail = (to: Recipient, g: Due): OutboxEmail =>
  accountEmail(to, `A grievance falls due on ${formatDate(g.dueAt)}`, {
    heading: 'A grievance falls due in 7 days',
    paragraphs: [
      `Hi ${to.fullName},`,
      `The grievance "${g.subject}" is still open and must be answered by ${formatDate(g.dueAt)}.`,
    ],
    action: { label: 'Answer it', url: ADMIN_GRIEVANCES_URL },
  });
