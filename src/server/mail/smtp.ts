import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { notSent, type Mailer } from './mailer';

/**
 * Sends through the SMTP server SMTP_URL names (`smtp://user:pass@host:port`, `smtps://…`), one
 * connection per email. Timeouts are short so a dead server costs seconds, not minutes, of a
 * background send; a failure is logged with the recipient and resolves to `{ sent: false }`.
 */
export function createSmtpMailer(url: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail({ from, ...email });
        log.info({ to: email.to, subject: email.subject }, 'email sent');
        return { sent: true };
      } catch (e) {
        log.error({ err: e, to: email.to, subject: email.subject }, 'email could not be sent');
        return notSent(e);
      }
    },
  };
}
