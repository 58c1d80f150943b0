import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { notSent, type Mailer } from './mailer';

/** Where the outbox mailer writes, under DATA_DIR. */
export function outboxDir(dataDir: string) {
  return path.join(dataDir, 'outbox');
}

/**
 * Without a mail server, each email becomes one RFC 5322 file `DATA_DIR/outbox/<id>.eml` (any mail
 * client opens it) and its subject is logged. nodemailer's stream transport builds the MIME message,
 * the same one SMTP would carry. Ids start with the time, so the files sort in sending order.
 */
export function createOutboxMailer(dataDir: string, from: string, log: Logger): Mailer {
  const dir = outboxDir(dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      try {
        const info = await transport.sendMail({ from, ...email });
        const id = `${Date.now().toString().padStart(14, '0')}-${randomBytes(6).toString('hex')}`;
        const file = path.join(dir, `${id}.eml`);
        // Owner-only: the links in these emails sign people in. Written whole, then renamed, so a
        // reader never sees half a file.
        await fs.mkdir(dir, { recursive: true, mode: 0o700 });
        await fs.writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
        await fs.rename(`${file}.tmp`, file);
        log.info({ to: email.to, subject: email.subject, file }, 'email written to the outbox');
        return { sent: true };
      } catch (e) {
        log.error(
          { err: e, to: email.to, subject: email.subject },
          'email could not be written to the outbox',
        );
        return notSent(e);
      }
    },
  };
}
