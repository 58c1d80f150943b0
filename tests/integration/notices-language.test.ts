import { describe, expect, it } from 'vitest';
import { applicationNotices } from '@server/services/applications/notices';
import { notify } from '@server/services/notifications/notify';
import { createTestApp, type TestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { emailsTo, lastEmailTo } from '../kit/mail';
import { rest } from '../kit/rest';

/*
 * Notifications and emails in the recipient's saved language (docs/product.md#languages): a person
 * who chose Hindi gets their notification and account emails in Hindi; everyone else gets them in
 * English, exactly as before.
 */

const t = createTestApp({ APP_URL: 'https://collab.example' });

const TITLE = 'Monsoon "Rain" Reels: Jaipur';

async function personIn(app: TestApp, language: 'en' | 'hi', fullName: string) {
  const creator = await createCreator(app, { fullName });
  if (language === 'hi') {
    const saved = await rest(app, 'PUT', '/api/profiles/me', {
      token: creator.token,
      body: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
  }
  return creator;
}

const accepted = (userId: string) => ({
  userId,
  ...applicationNotices.decided({
    campaignTitle: TITLE,
    campaignId: 'c',
    applicationId: 'a',
    status: 'accepted',
  }),
});

async function notificationEmailTo(app: TestApp, email: string) {
  await app.deps.emails.idle();
  const [sent] = await emailsTo(app, email);
  expect(sent).toBeDefined();
  return sent!;
}

describe('emails in the recipient’s language', () => {
  it('a notification email in Hindi for a Hindi reader, the campaign title as written', async () => {
    const { user } = await personIn(t, 'hi', 'Asha Rao');
    await notify(t.deps, accepted(user.id));
    const email = await notificationEmailTo(t, user.email);
    expect(email.subject).toBe('एप्लिकेशन स्वीकार हुई');
    expect(email.text).toContain(
      `बधाई हो! "${TITLE}" के लिए आपकी एप्लिकेशन स्वीकार हो गई है। अब आप अपना काम सबमिट कर सकते हैं।`,
    );
    expect(email.text).toContain('खोलें: https://collab.example/creator-dashboard?tab=applications');
    expect(email.text).toContain('"एप्लिकेशन" चालू है');
    expect(email.html).toContain('<html lang="hi">');
    expect(email.html).toContain('या यह पता खोलें:');
    expect(email.html).not.toMatch(/Open it|Or open this address|You get these emails/);
  });

  it('the same notification email in English, as before, for an English reader', async () => {
    const { user } = await personIn(t, 'en', 'Ravi Kumar');
    await notify(t.deps, accepted(user.id));
    const email = await notificationEmailTo(t, user.email);
    expect(email.subject).toBe('Application accepted');
    expect(email.text).toBe(
      [
        'Application accepted',
        '',
        `Congratulations! Your application to "${TITLE}" was accepted. You can now submit your work.`,
        '',
        'Open it: https://collab.example/creator-dashboard?tab=applications',
        '',
        'You get these emails because "Applications" is on under Email notifications on your profile, where you can turn it off.',
        '',
        '--',
        'Collab Marketplace: https://collab.example/',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('Or open this address:');
  });

  it('the bell keeps the notification as the service wrote it, in English, for either reader', async () => {
    const { user, token } = await personIn(t, 'hi', 'Meera Iyer');
    await notify(t.deps, accepted(user.id));
    const list = await rest(t, 'GET', '/api/notifications', { token });
    expect(list.status).toBe(200);
    const body = list.body as { notifications: { title: string }[] };
    expect(body.notifications.map((n) => n.title)).toEqual(['Application accepted']);
  });

  it('a password reset email in Hindi for a Hindi reader, in English for an English one', async () => {
    const hindi = await personIn(t, 'hi', 'Kavya Singh');
    const english = await personIn(t, 'en', 'Arjun Mehta');
    for (const { user } of [hindi, english])
      expect(
        (await rest(t, 'POST', '/api/auth/forgot-password', { body: { email: user.email } })).status,
      ).toBe(200);

    const inHindi = await lastEmailTo(t, hindi.user.email, 'पासवर्ड');
    expect(inHindi.subject).toBe('अपना Collab Marketplace पासवर्ड रीसेट करें');
    expect(inHindi.text).toContain('नमस्ते Kavya Singh,');
    expect(inHindi.text).toMatch(/नया पासवर्ड चुनें: https:\/\/collab\.example\/auth\/reset\?token=/);
    expect(inHindi.text).toContain('अगर आपने यह नहीं माँगा था');
    expect(inHindi.html).toContain('<html lang="hi">');

    const inEnglish = await lastEmailTo(t, english.user.email, 'Reset your');
    expect(inEnglish.subject).toBe('Reset your Collab Marketplace password');
    expect(inEnglish.text).toContain('Hi Arjun Mehta,');
    expect(inEnglish.text).toMatch(/Choose a new password: https:\/\/collab\.example\/auth\/reset\?token=/);
    expect(inEnglish.text).toContain(
      'If you did not ask for this, ignore this email: your password stays as it is.',
    );
    expect(inEnglish.html).toContain('<html lang="en">');
  });
});
