import { and, eq } from 'drizzle-orm';
import { jsonArrayHas } from '@db/dialect';
import { userLanguage } from '@db/rows/people';
import { grievances, users } from '@db/schema';
import { grievanceDueEmail, grievanceNotices } from '@server/services/grievances/notices';
import { insertNotifications } from '@server/services/notifications/notify';
import { queueEmails } from '@server/services/outbox/queue';
import type { JobHandler } from './types';

/**
 * docs/product.md#grievances: 7 days before a grievance falls due, every admin is told (bell and
 * account email) while it is still open; an answered grievance, or one no longer there, needs none.
 */
export const remindOfGrievance: JobHandler = async (tx, job, { now }) => {
  const [g] = await tx
    .select({ id: grievances.id, subject: grievances.subject, dueAt: grievances.dueAt })
    .from(grievances)
    .where(and(eq(grievances.id, job.subjectId), eq(grievances.status, 'open')));
  if (!g) return undefined;
  const admins = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName, language: userLanguage })
    .from(users)
    .where(jsonArrayHas(users.roles, 'admin'));
  const announce = await insertNotifications(
    tx,
    admins.map((a) => ({ userId: a.id, ...grievanceNotices.dueSoon(g) })),
    now,
  );
  await queueEmails(
    tx,
    admins.map((a) => grievanceDueEmail(a, g)),
    now,
  );
  return { announce };
};
