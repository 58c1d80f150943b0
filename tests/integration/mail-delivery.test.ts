import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env';
import { createTestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { capturedLog } from '../kit/log';
import { lastEmailTo, linkParam, readOutbox } from '../kit/mail';
import { rest } from '../kit/rest';
import { startSmtpServer } from '../kit/smtp';

const EMAIL = {
  to: 'asha@example.com',
  subject: 'Hello from the tests',
  text: 'Plain words',
  html: '<p>Rich words</p>',
};

describe('without SMTP_URL: the outbox', () => {
  it('writes each email as one .eml file with both parts, and logs its subject', async () => {
    const { log, lines } = capturedLog();
    const t = createTestApp({ MAIL_FROM: 'Collab <hello@collab.example>' }, { log });
    expect(await t.deps.mailer.send(EMAIL)).toEqual({ sent: true });
    await t.deps.mailer.send({ ...EMAIL, subject: 'The second one' });

    const files = fs.readdirSync(path.join(t.dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{14}-[0-9a-f]{12}\.eml$/.test(f))).toBe(true);
    const raw = fs.readFileSync(path.join(t.dataDir, 'outbox', files.sort()[0]!), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);

    const [first, second] = await readOutbox(t);
    expect(first).toMatchObject({
      to: EMAIL.to,
      from: '"Collab" <hello@collab.example>',
      subject: EMAIL.subject,
    });
    expect(first!.text.trim()).toBe('Plain words');
    expect(first!.html).toContain('<p>Rich words</p>');
    expect(second!.subject).toBe('The second one');
    expect(lines.filter((l) => l.msg === 'email written to the outbox').map((l) => l.subject)).toEqual([
      EMAIL.subject,
      'The second one',
    ]);
  });

  it('sends from the product name at the APP_URL host unless MAIL_FROM says otherwise', async () => {
    const t = createTestApp({ APP_URL: 'https://collab.example.in' });
    await t.deps.mailer.send(EMAIL);
    expect((await lastEmailTo(t, EMAIL.to)).from).toBe('"Collab Marketplace" <no-reply@collab.example.in>');
  });

  it('logs a failed write with the recipient, and says it was not sent instead of throwing', async () => {
    const { log, lines } = capturedLog();
    const t = createTestApp({}, { log });
    fs.writeFileSync(path.join(t.dataDir, 'outbox'), 'a file where the folder should be');
    await expect(t.deps.mailer.send(EMAIL)).resolves.toEqual({ sent: false, reason: expect.any(String) });
    expect(lines.find((l) => l.level === 'error')).toMatchObject({ to: EMAIL.to, subject: EMAIL.subject });
  });
});

describe('with SMTP_URL: a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers a reset email to the account, signed in with the URL credentials, with the link and both parts', async () => {
    const { log, lines } = capturedLog();
    const t = createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://collab.example.in' }, { log });
    const { user } = await createCreator(t, { email: 'smtp-user@example.com', fullName: 'Smita Rao' });

    const res = await rest(t, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect(res.status).toBe(200);
    const [delivery] = await smtp.waitFor(1);
    expect(delivery).toMatchObject({ envelopeTo: ['smtp-user@example.com'], user: 'mailer' });
    const email = delivery!.email;
    expect(email.to).toBe('smtp-user@example.com');
    expect(email.subject).toBe('Reset your Collab Marketplace password');
    expect(email.text).toContain('Hi Smita Rao,');
    const link = email.links.find((l) => l.includes('/auth/reset'))!;
    expect(link).toMatch(/^https:\/\/collab\.example\.in\/auth\/reset\?token=[a-z2-7]{32}$/);
    expect(email.html).toContain(`href="${link}"`);
    // The footer names the product and links back.
    expect(email.text).toContain('Collab Marketplace: https://collab.example.in/');
    expect(email.html).toContain('href="https://collab.example.in/"');
    await expect
      .poll(() => lines.find((l) => l.msg === 'email sent'))
      .toMatchObject({ to: user.email, subject: email.subject });
    // Nothing went to the outbox.
    expect(await readOutbox(t)).toEqual([]);

    // And the link works.
    const reset = await rest(t, 'POST', '/api/auth/reset-password', {
      body: { token: linkParam(email, 'token'), password: 'a-new-password-1' },
    });
    expect(reset.status).toBe(200);
    const [, changed] = await smtp.waitFor(2);
    expect(changed!.email).toMatchObject({
      to: 'smtp-user@example.com',
      subject: 'Your Collab Marketplace password was changed',
    });
  });

  it('a server that refuses the credentials: the request still succeeds, the failure is logged with the recipient', async () => {
    const { log, lines } = capturedLog();
    const wrong = smtp.url.replace('mailer:secret', 'mailer:wrong');
    const t = createTestApp({ SMTP_URL: wrong }, { log });
    await createCreator(t, { email: 'refused@example.com' });
    const before = smtp.deliveries.length;
    const res = await rest(t, 'POST', '/api/auth/forgot-password', {
      body: { email: 'refused@example.com' },
    });
    expect(res.status).toBe(200);
    await expect
      .poll(() => lines.find((l) => l.msg === 'email could not be sent'), { timeout: 5000 })
      .toMatchObject({
        level: 'error',
        to: 'refused@example.com',
      });
    expect(smtp.deliveries.length).toBe(before);
  });

  it('no server at all: logged, resolves to not sent, nothing thrown', async () => {
    const { log, lines } = capturedLog();
    const closed = await startSmtpServer();
    await closed.close();
    const t = createTestApp({ SMTP_URL: closed.url }, { log });
    await expect(t.deps.mailer.send(EMAIL)).resolves.toEqual({
      sent: false,
      reason: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(lines.find((l) => l.msg === 'email could not be sent')).toMatchObject({ to: EMAIL.to });
  });
});

describe('the settings', () => {
  it('refuses an SMTP_URL that is not smtp:// or smtps://, naming it', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.in' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example.in:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.in:465',
    );
  });

  it('APP_URL defaults to localhost on PORT, without a trailing slash', () => {
    expect(loadEnv({ PORT: '4000' }).APP_URL).toBe('http://localhost:4000');
    expect(loadEnv({ APP_URL: 'https://collab.example.in/' }).APP_URL).toBe('https://collab.example.in');
  });
});
