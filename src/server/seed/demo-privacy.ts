import type { Db } from '@db/client';
import { consents, emailOutbox, grievances } from '@db/schema';
import { GRIEVANCE_ANSWER_DAYS } from '@shared/schemas/grievances';
import { noticeConsentRow } from '../services/consents/consents';
import { grievanceAnsweredEmail } from '../services/grievances/notices';
import { outboxRow } from '../services/outbox/queue';
import type { DemoClock } from './demo-clock';
import type { DemoPeople } from './demo-people';

const DAY_MS = 86_400_000;
const dueAfter = (createdAt: string) =>
  new Date(Date.parse(createdAt) + GRIEVANCE_ANSWER_DAYS * DAY_MS).toISOString();

/**
 * docs/product.md#privacy: every demo person's consent to the notice in force (given when they
 * joined, or now for the admin), a grievance of Priya's still open and one of Arjun's answered by the
 * admin, with the email that told him. The open one's reminder to the admins is stored at
 * start-up (the jobs' backfill), as every demo job is.
 */
export async function insertDemoPrivacy(tx: Db, clock: DemoClock, people: DemoPeople) {
  const { ago } = clock;
  await tx
    .insert(consents)
    .values([people.adminId, ...people.ids].map((id) => noticeConsentRow(id, ago(0, 2))));

  const openAt = ago(12);
  await tx.insert(grievances).values({
    userId: people.idOf('priya'),
    subject: 'My old phone number is still on my profile',
    details:
      'I changed my phone number in my profile last month, but a brand told me they saw the old one in a message thread. Please remove the old number from everything you hold.',
    dueAt: dueAfter(openAt),
    createdAt: openAt,
  });

  const arjun = { id: people.idOf('arjun'), fullName: people.fullNameOf('arjun'), email: 'arjun@demo.test' };
  const raisedAt = ago(40);
  const answeredAt = ago(33);
  const answered = {
    subject: 'Who can see my PAN?',
    response:
      'Only two admins can see your PAN in full, to release payouts and file TDS, and every view is recorded in the audit log. Brands and other creators never see it; everyone else sees only its last 4 characters.',
  };
  const [row] = await tx
    .insert(grievances)
    .values({
      userId: arjun.id,
      subject: answered.subject,
      details:
        'I entered my PAN to get paid. I would like to know which people at the platform can see it, and whether brands can.',
      status: 'answered',
      dueAt: dueAfter(raisedAt),
      response: answered.response,
      answeredAt,
      answeredBy: people.adminId,
      createdAt: raisedAt,
    })
    .returning({ id: grievances.id });
  await tx.insert(emailOutbox).values({
    ...outboxRow(grievanceAnsweredEmail(arjun, { id: row!.id, ...answered })),
    status: 'sent',
    attempts: 1,
    nextAttemptAt: answeredAt,
    sentAt: answeredAt,
    createdAt: answeredAt,
    updatedAt: answeredAt,
  });
}
