import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { alias } from '@db/engines/builder';
import { userLanguage } from '@db/rows/people';
import { grievances, users } from '@db/schema';
import {
  GRIEVANCE_ANSWER_DAYS,
  GRIEVANCE_REMINDER_DAYS,
  GRIEVANCES_PER_DAY,
  type AdminGrievance,
  type AnswerGrievanceInput,
  type CreateGrievanceInput,
  type Grievance,
} from '@shared/schemas/grievances';
import type { GrievanceStatus } from '@shared/enums';
import type { AppEvents } from '@server/events';
import { conflict, notFound } from '@server/errors';
import type { RateLimiter } from '@server/rate-limit';
import { writeAuditEntry, type AuditActor } from '../audit/audit-log';
import { insertNotifications, notifyAdmins } from '../notifications/notify';
import { queueEmails } from '../outbox/queue';
import { page } from '../pagination';
import { scheduleJobs, type NewJob } from '../scheduling/schedule';
import { grievanceAnsweredEmail, grievanceNotices } from './notices';

/*
 * docs/product.md#grievances: a person's grievance about their personal data, answered by an admin
 * within 90 days (the DPDP Rules' longest time); admins are reminded 7 days before it falls due.
 */

const DAY_MS = 86_400_000;

/** The audit entry of an answer. */
export const GRIEVANCE_ANSWER_ACTION = 'grievance.answer';

/** The admins' reminder of one grievance, 7 days before its due time. */
export const grievanceReminderJob = (grievanceId: string, dueAt: string): NewJob => ({
  kind: 'grievance_reminder',
  subjectId: grievanceId,
  runAt: new Date(Date.parse(dueAt) - GRIEVANCE_REMINDER_DAYS * DAY_MS).toISOString(),
});

const columns = {
  id: grievances.id,
  subject: grievances.subject,
  details: grievances.details,
  status: grievances.status,
  due_at: grievances.dueAt,
  response: grievances.response,
  answered_at: grievances.answeredAt,
  created_at: grievances.createdAt,
};

type Deps = { db: Db; limiter: RateLimiter; events: AppEvents; now: () => number };

/**
 * Raises a grievance, due 90 days later; in the same transaction, the admins' reminder is stored and
 * every admin told in the bell.
 * At most GRIEVANCES_PER_DAY a day per person: the limiter counts atomically, so concurrent
 * requests cannot pass it together (429 with Retry-After).
 */
export async function createGrievance(
  deps: Deps,
  userId: string,
  input: CreateGrievanceInput,
): Promise<Grievance> {
  await deps.limiter.consume(
    `grievances:${userId}`,
    GRIEVANCES_PER_DAY,
    DAY_MS,
    `You can raise at most ${GRIEVANCES_PER_DAY} grievances a day. Please try again tomorrow.`,
  );
  const now = deps.now();
  const createdAt = new Date(now).toISOString();
  const dueAt = new Date(now + GRIEVANCE_ANSWER_DAYS * DAY_MS).toISOString();
  const { row, announce } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(grievances)
      .values({ userId, subject: input.subject, details: input.details, dueAt, createdAt })
      .returning(columns);
    await scheduleJobs(tx, [grievanceReminderJob(row!.id, dueAt)]);
    const announce = await notifyAdmins(
      tx,
      grievanceNotices.raised({ id: row!.id, subject: row!.subject, dueAt }),
    );
    return { row: row!, announce };
  });
  announce(deps.events);
  return row;
}

/** The caller's own grievances, newest first, with their answers. */
export const listOwnGrievances = (db: Db, userId: string): Promise<Grievance[]> =>
  db
    .select(columns)
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.createdAt), desc(grievances.id));

const answeredBy = alias(users, 'answered_by');

/** The admin's rows: each grievance with who raised it (gone once erased) and who answered it. */
const adminRows = (db: Db) =>
  db
    .select({
      ...columns,
      user_id: grievances.userId,
      user_name: users.fullName,
      user_email: users.email,
      answered_by_name: answeredBy.fullName,
    })
    .from(grievances)
    .leftJoin(users, eq(users.id, grievances.userId))
    .leftJoin(answeredBy, eq(answeredBy.id, grievances.answeredBy));

/** The admin's list: open ones first, soonest due first; then answered ones, latest answered first. */
export async function listGrievances(
  db: Db,
  input: { status?: GrievanceStatus; limit?: number; offset?: number },
): Promise<{ grievances: AdminGrievance[]; total: number }> {
  const { limit, offset } = page(input);
  const where = input.status ? eq(grievances.status, input.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    adminRows(db)
      .where(where)
      .orderBy(
        sql`case when ${grievances.status} = 'open' then 0 else 1 end`,
        sql`case when ${grievances.status} = 'open' then ${grievances.dueAt} end`,
        desc(grievances.answeredAt),
        asc(grievances.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)` })
      .from(grievances)
      .where(where),
  ]);
  return { grievances: rows, total: Number(counted?.n ?? 0) };
}

async function adminGrievance(db: Db, id: string) {
  const [row] = await adminRows(db).where(eq(grievances.id, id));
  return row;
}

/**
 * An admin answers a grievance and closes it, in one transaction: the answer (only while it is open:
 * the conditional update lets exactly one of two concurrent answers through, the other is 409), the
 * person's bell notification and email, and the audit entry.
 */
export async function answerGrievance(
  deps: { db: Db; events: AppEvents; emails: { wake(): void }; now: () => number },
  admin: AuditActor,
  input: AnswerGrievanceInput,
): Promise<AdminGrievance> {
  const now = deps.now();
  const answeredAt = new Date(now).toISOString();
  const { announce, answered } = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(grievances)
      .set({ status: 'answered', response: input.response, answeredAt, answeredBy: admin.id })
      .where(and(eq(grievances.id, input.id), eq(grievances.status, 'open')))
      .returning({ id: grievances.id, userId: grievances.userId, subject: grievances.subject });
    if (!done) {
      const [found] = await tx
        .select({ id: grievances.id })
        .from(grievances)
        .where(eq(grievances.id, input.id));
      if (!found) throw notFound('Grievance');
      throw conflict('This grievance has already been answered');
    }
    let announce: ((events: AppEvents) => void) | undefined;
    if (done.userId) {
      const [to] = await tx
        .select({ id: users.id, email: users.email, fullName: users.fullName, language: userLanguage })
        .from(users)
        .where(eq(users.id, done.userId));
      if (to) {
        announce = await insertNotifications(
          tx,
          [{ userId: to.id, ...grievanceNotices.answered(done) }],
          now,
        );
        await queueEmails(tx, [grievanceAnsweredEmail(to, { ...done, response: input.response })], now);
      }
    }
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: GRIEVANCE_ANSWER_ACTION,
      targetType: 'grievance',
      targetIds: done.userId ? [done.id, done.userId] : [done.id],
      metadata: { subject: done.subject, response: input.response },
      ip: admin.ip,
    });
    return { announce, answered: (await adminGrievance(tx, done.id))! };
  });
  announce?.(deps.events);
  deps.emails.wake();
  return answered;
}
