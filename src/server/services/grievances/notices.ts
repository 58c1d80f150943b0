import { formatDate } from '@shared/dates';
import { writtenIn } from '@shared/email-content';
import { DEFAULT_LANGUAGE, type UiLanguage } from '@shared/i18n/languages';
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

/** Whom a grievance email goes to, in their saved language (English when not known). */
type Recipient = { id: string; email: string; fullName: string; language?: UiLanguage };

const accountEmail = (to: Recipient, subject: string, content: OutboxEmail['content']): OutboxEmail => ({
  to: to.email,
  userId: to.id,
  category: 'account',
  subject,
  content: writtenIn(to.language, content),
});

/** What the grievance emails say in English; WORDS has them in each language. */
const en = {
  hello: (name: string) => `Hi ${name},`,
  answered: {
    subject: `Your grievance to ${APP_NAME} was answered`,
    heading: 'Your grievance was answered',
    intro: (subject: string) => `Our answer to your grievance "${subject}":`,
    action: 'Open your Privacy page',
    note: 'If you are not satisfied with this answer, you may complain to the Data Protection Board of India.',
  },
  due: {
    subject: (dueAt: string) => `A grievance falls due on ${formatDate(dueAt, 'en')}`,
    heading: 'A grievance falls due in 7 days',
    body: (subject: string, dueAt: string) =>
      `The grievance "${subject}" is still open and must be answered by ${formatDate(dueAt, 'en')}.`,
    action: 'Answer it',
  },
};

const WORDS: Record<UiLanguage, typeof en> = {
  en,
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    answered: {
      subject: `${APP_NAME} को भेजी आपकी शिकायत का जवाब आ गया है`,
      heading: 'आपकी शिकायत का जवाब आ गया है',
      intro: (subject) => `आपकी शिकायत "${subject}" पर हमारा जवाब:`,
      action: 'अपना प्राइवेसी पेज खोलें',
      note: 'अगर आप इस जवाब से संतुष्ट नहीं हैं, तो आप भारत के डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।',
    },
    due: {
      subject: (dueAt) => `एक शिकायत का जवाब ${formatDate(dueAt, 'hi')} तक देना है`,
      heading: 'एक शिकायत का जवाब 7 दिन में देना है',
      body: (subject, dueAt) =>
        `शिकायत "${subject}" अभी खुली है और इसका जवाब ${formatDate(dueAt, 'hi')} तक देना ज़रूरी है।`,
      action: 'जवाब दें',
    },
  },
};

const wordsFor = (to: Recipient) => WORDS[to.language ?? DEFAULT_LANGUAGE];

/** The email of an answer, in the person's language: the answer itself, and the way to the Privacy page. */
export const grievanceAnsweredEmail = (to: Recipient, g: Answered & { response: string }): OutboxEmail => {
  const words = wordsFor(to).answered;
  return accountEmail(to, words.subject, {
    heading: words.heading,
    paragraphs: [wordsFor(to).hello(to.fullName), words.intro(g.subject), g.response],
    action: { label: words.action, url: PRIVACY_URL },
    note: words.note,
  });
};

/** The admins' reminder email, in each admin's language. */
export const grievanceDueEmail = (to: Recipient, g: Due): OutboxEmail => {
  const words = wordsFor(to).due;
  return accountEmail(to, words.subject(g.dueAt), {
    heading: words.heading,
    paragraphs: [wordsFor(to).hello(to.fullName), words.body(g.subject, g.dueAt)],
    action: { label: words.action, url: ADMIN_GRIEVANCES_URL },
  });
};
