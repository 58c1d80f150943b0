import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { outboxDir } from '@server/mail/outbox';

/** An email as a test reads it: the parsed message of one `.eml` file (or of an SMTP delivery). */
export type SentEmail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The addresses the text part links to, in order. */
  links: string[];
};

/** Parses one RFC 5322 message (an outbox file, or what an SMTP server received). */
export async function parseEmail(raw: Buffer | string): Promise<SentEmail> {
  const parsed = await simpleParser(raw);
  const addresses = (a: typeof parsed.to) =>
    (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(', ');
  const text = parsed.text ?? '';
  return {
    to: addresses(parsed.to),
    from: addresses(parsed.from),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/** Every email a test app (or a server with that DATA_DIR) wrote to its outbox, oldest first. */
export async function readOutbox(t: { dataDir: string }): Promise<SentEmail[]> {
  const dir = outboxDir(t.dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const files = names.filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(files.map(async (n) => parseEmail(await fs.readFile(path.join(dir, n)))));
}

/**
 * The emails to `to` (all of them, oldest first; only those whose subject contains `subject` when
 * given), waiting up to `timeoutMs` for at least `count`: the server sends after answering, so an
 * email may land a moment after the call returns.
 */
export async function emailsTo(
  t: { dataDir: string },
  to: string,
  { count = 1, timeoutMs = 5000, subject = '' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = (await readOutbox(t)).filter((e) => e.to === to && e.subject.includes(subject));
    if (mine.length >= count || Date.now() > deadline) return mine;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The last email to `to`, waiting for it; fails the test when none arrives. */
export async function lastEmailTo(t: { dataDir: string }, to: string, subject = '') {
  const mine = await emailsTo(t, to, { subject });
  const last = mine.at(-1);
  if (!last) throw new Error(`no email to ${to} in the outbox`);
  return last;
}

/** The value of `param` in the first link of an email, e.g. the token of a reset link. */
export function linkParam(email: SentEmail, param: string) {
  for (const link of email.links) {
    const value = new URL(link).searchParams.get(param);
    if (value) return value;
  }
  throw new Error(`no link with ?${param}= in "${email.subject}"`);
}
