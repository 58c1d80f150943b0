import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { userLanguage } from '@db/rows/people';
import { users } from '@db/schema';
import { writtenIn } from '@shared/email-content';
import { DEFAULT_LANGUAGE, type UiLanguage } from '@shared/i18n/languages';
import { APP_NAME } from '@shared/product';
import { queueEmails, type OutboxEmail } from '../outbox/queue';
import { sealLink } from '../outbox/seal';
import type { Keyring } from '../crypto';

/** Whom an account email goes to; in their saved language (English when not known). */
type Recipient = { id: string; email: string; fullName: string; language?: UiLanguage };

/** What the account emails say in English; WORDS has them in each language (docs/product.md#languages). */
const en = {
  hello: (name: string) => `Hi ${name},`,
  reset: {
    subject: `Reset your ${APP_NAME} password`,
    heading: 'Reset your password',
    body: 'Someone, hopefully you, asked to reset the password of your account. Choose a new one with this link; it works once, for 60 minutes.',
    action: 'Choose a new password',
    note: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  verify: {
    subject: `Verify your email for ${APP_NAME}`,
    heading: 'Verify your email address',
    body: `Welcome to ${APP_NAME}. Please confirm that this address is yours, so we can reach you about your collaborations and help you back in if you forget your password.`,
    action: 'Verify my email',
    note: 'The link works for 7 days. If you did not sign up, ignore this email.',
  },
  changed: {
    subject: `Your ${APP_NAME} password was changed`,
    heading: 'Your password was changed',
    body: [
      'The password of your account has just been changed, and every other sign-in has been ended.',
      'If this was not you, reset your password now with "Forgot password?" on the sign-in page, and write to us through the contact page.',
    ],
    action: 'Sign in',
  },
};

const WORDS: Record<UiLanguage, typeof en> = {
  en,
  hi: {
    hello: (name: string) => `नमस्ते ${name},`,
    reset: {
      subject: `अपना ${APP_NAME} पासवर्ड रीसेट करें`,
      heading: 'अपना पासवर्ड रीसेट करें',
      body: 'किसी ने, उम्मीद है आपने ही, आपके अकाउंट का पासवर्ड रीसेट करने को कहा है। इस लिंक से नया पासवर्ड चुनें; यह एक ही बार, 60 मिनट तक काम करेगा।',
      action: 'नया पासवर्ड चुनें',
      note: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    },
    verify: {
      subject: `${APP_NAME} के लिए अपना ईमेल वेरिफ़ाई करें`,
      heading: 'अपना ईमेल पता वेरिफ़ाई करें',
      body: `${APP_NAME} में आपका स्वागत है। कृपया पुष्टि करें कि यह ईमेल पता आपका ही है, ताकि हम आपके कोलैबोरेशन के बारे में आपसे संपर्क कर सकें और पासवर्ड भूल जाने पर आपको फिर से साइन इन करने में मदद कर सकें।`,
      action: 'मेरा ईमेल वेरिफ़ाई करें',
      note: 'यह लिंक 7 दिन तक काम करेगा। अगर आपने साइन अप नहीं किया था, तो इस ईमेल को अनदेखा करें।',
    },
    changed: {
      subject: `आपका ${APP_NAME} पासवर्ड बदल दिया गया है`,
      heading: 'आपका पासवर्ड बदल दिया गया है',
      body: [
        'आपके अकाउंट का पासवर्ड अभी-अभी बदला गया है, और बाकी सभी डिवाइस से साइन आउट कर दिया गया है।',
        'अगर यह आपने नहीं किया, तो साइन-इन पेज पर "पासवर्ड भूल गए?" से अभी अपना पासवर्ड रीसेट करें, और संपर्क पेज से हमें लिखें।',
      ],
      action: 'साइन इन करें',
    },
  },
};

const wordsFor = (to: Recipient) => WORDS[to.language ?? DEFAULT_LANGUAGE];

/** An account email to `to`, in their language: the product's name in the subject, the recipient's account named. */
const accountEmail = (to: Recipient, subject: string, content: OutboxEmail['content']): OutboxEmail => ({
  to: to.email,
  userId: to.id,
  category: 'account',
  subject,
  content: writtenIn(to.language, content),
});

/**
 * The forgot-password email: the reset link, valid for 60 minutes. The link signs its holder in, so
 * it is sealed in the outbox like a PAN (docs/product.md#email-outbox), opened only to be sent.
 */
export const passwordResetEmail = (keyring: Keyring, to: Recipient, token: string): OutboxEmail => {
  const words = wordsFor(to);
  return accountEmail(to, words.reset.subject, {
    heading: words.reset.heading,
    paragraphs: [words.hello(to.fullName), words.reset.body],
    action: sealLink(keyring, {
      label: words.reset.action,
      url: `/auth/reset?token=${encodeURIComponent(token)}`,
    }),
    note: words.reset.note,
  });
};

/** The sign-up's (and "Resend"'s) email: the verification link, valid for 7 days, sealed like the reset link. */
export const verificationEmail = (keyring: Keyring, to: Recipient, token: string): OutboxEmail => {
  const words = wordsFor(to);
  return accountEmail(to, words.verify.subject, {
    heading: words.verify.heading,
    paragraphs: [words.hello(to.fullName), words.verify.body],
    action: sealLink(keyring, {
      label: words.verify.action,
      url: `/auth/verify?token=${encodeURIComponent(token)}`,
    }),
    note: words.verify.note,
  });
};

/**
 * Queues, in the transaction of a reset or a change, the email that tells the owner their password
 * changed, so an owner who did neither learns of it.
 */
export async function queuePasswordChanged(tx: Db, userId: string, now: number) {
  const [to] = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: userLanguage })
    .from(users)
    .where(eq(users.id, userId));
  if (!to) return;
  const words = wordsFor(to);
  await queueEmails(
    tx,
    [
      accountEmail(to, words.changed.subject, {
        heading: words.changed.heading,
        paragraphs: [words.hello(to.fullName), ...words.changed.body],
        action: { label: words.changed.action, url: '/auth' },
      }),
    ],
    now,
  );
}
