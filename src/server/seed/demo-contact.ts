import type { Db } from '@db/client';
import { contactMessages, emailOutbox } from '@db/schema';
import { contactReplyEmail } from '../services/contact/reply';
import { notificationEmail, type WrittenNotification } from '../services/notifications/email';
import { outboxRow } from '../services/outbox/queue';
import type { DemoClock } from './demo-clock';
import type { DemoPeople } from './demo-people';

/**
 * Two contact messages, one answered by an admin, and the email outbox (docs/product.md#email-outbox):
 * the emailed notification `emailed`, sent, and the reply, which the mail server refused (the
 * sender mistyped their address). Each email is the one its service makes.
 */
export async function insertDemoContact(
  tx: Db,
  clock: DemoClock,
  people: DemoPeople,
  emailed: WrittenNotification & { to: string; at: string },
) {
  const { ago } = clock;
  const farhan = {
    name: 'Farhan Qureshi',
    email: 'farhan.q@exmaple.com',
    phone: '+91 98765 11223',
    subject: 'partnership' as const,
    message:
      'We run a chain of cafés in Lucknow and would like to list barter campaigns. Who should we talk to?',
    createdAt: ago(6),
  };
  const reply = {
    subject: 'Re: Partnership',
    message: 'Hi Farhan, our partnerships team will call you this week.',
  };
  await tx
    .insert(contactMessages)
    .values({ ...farhan, status: 'answered', answeredBy: people.adminId, answeredAt: ago(5) });
  await tx.insert(contactMessages).values({
    name: 'Lakshmi Menon',
    email: 'lakshmi.menon@example.com',
    subject: 'support',
    message: 'My payout for a completed campaign shows as pending for 8 days. Could you check?',
    createdAt: ago(1, 6),
  });
  await tx.insert(emailOutbox).values([
    {
      ...outboxRow(notificationEmail(emailed, emailed.to)),
      status: 'sent',
      attempts: 1,
      nextAttemptAt: emailed.at,
      sentAt: emailed.at,
      createdAt: emailed.at,
      updatedAt: emailed.at,
    },
    {
      ...outboxRow(contactReplyEmail({ ...farhan, created_at: farhan.createdAt }, reply)),
      status: 'failed',
      attempts: 5,
      lastError: '550 5.1.2 Host not found: exmaple.com',
      nextAttemptAt: ago(4),
      createdAt: ago(5),
      updatedAt: ago(4),
    },
  ]);
}
