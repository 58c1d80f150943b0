import type { Env } from '../env';
import type { Logger } from '../logger';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

/** One email: both parts are always sent (render them with `renderEmail`, template.ts). */
export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<id@host>`: the outbox row's, so one email keeps one id. */
  messageId?: string;
}

/** Whether an email went out: handed to the SMTP server, or written to the outbox. */
export type SendResult = { sent: true } | { sent: false; reason: string };

/**
 * Sends email. `send` never rejects: a failure is logged with the recipient and resolves to
 * `{ sent: false }`, so a caller that does not care (a notification) just awaits it and an email
 * never fails the request that caused it, while one whose answer depends on it (the admin's contact
 * reply) reads the result. Only the outbox worker calls it (services/outbox/worker.ts): every
 * email is first written to the outbox in the transaction of the change that causes it.
 */
export interface Mailer {
  send(email: Email): Promise<SendResult>;
}

/** The result of a failed send, its reason from the error (for the caller's log or logic, not for users). */
export const notSent = (e: unknown): SendResult => ({
  sent: false,
  reason: e instanceof Error ? e.message : String(e),
});

/** SMTP through nodemailer when SMTP_URL is set; else `.eml` files in DATA_DIR/outbox. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: Logger): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, log)
    : createOutboxMailer(env.DATA_DIR, env.MAIL_FROM, log);
}
