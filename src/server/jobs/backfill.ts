import { and, eq, gt, inArray, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@db/client';
import {
  applications,
  campaigns,
  grievances,
  livePosts,
  payouts,
  scheduledJobs,
  workSubmissions,
} from '@db/schema';
import type { JobKind } from '@shared/enums';
import type { Env } from '@server/env';
import {
  autoApproveJob,
  deadlineEnd,
  deadlineReminderJob,
  metricsReminderJobs,
  payoutDueJob,
  reviewsVisibleJob,
} from '@server/services/scheduling/plan';
import { grievanceReminderJob } from '@server/services/grievances/grievances';
import { scheduleJobs, type NewJob } from '@server/services/scheduling/schedule';

/** Rows per insert: 5 columns each stays far inside SQLite's bound-parameter cap. */
const CHUNK = 500;

/** "No job of `kind` exists for `subject`": the left join below finds none. */
const noJob = (kind: JobKind, subject: SQLWrapper) =>
  and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.subjectId, subject));

/** Those of `jobs` (all of one kind) not stored yet, read in chunks. */
async function missing(db: Db, jobs: NewJob[]) {
  const stored = new Set<string>();
  for (let i = 0; i < jobs.length; i += CHUNK) {
    const chunk = jobs.slice(i, i + CHUNK);
    const rows = await db
      .select({ subjectId: scheduledJobs.subjectId })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.kind, chunk[0]!.kind),
          inArray(
            scheduledJobs.subjectId,
            chunk.map((j) => j.subjectId),
          ),
        ),
      );
    rows.forEach((r) => stored.add(r.subjectId));
  }
  return jobs.filter((j) => !stored.has(j.subjectId));
}

/**
 * Stores every job missing for rows written before scheduled work existed, or by a process that did
 * not schedule it (docs/product.md#scheduled-work): work pending review, accepted applications whose
 * campaign has a deadline still ahead at `now`, pending payouts, approved work without its
 * reviews job, and live posts whose numbers reminders are still ahead. One query per kind finds only the rows that lack their job; inserts ignore a job
 * stored meanwhile, so running it again (or in two processes at once) changes nothing.
 */
export async function backfillJobs(
  db: Db,
  env: Pick<Env, 'WORK_REVIEW_HOURS'>,
  now: number,
): Promise<number> {
  const pendingWork = await db
    .select({ id: workSubmissions.id, createdAt: workSubmissions.createdAt })
    .from(workSubmissions)
    .leftJoin(scheduledJobs, noJob('work_auto_approve', workSubmissions.id))
    .where(and(eq(workSubmissions.status, 'pending'), isNull(scheduledJobs.id)));

  const reminderSubject = sql<string>`${applications.id} || ':' || ${campaigns.deadline}`;
  const accepted = await db
    .select({ id: applications.id, deadline: campaigns.deadline })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .leftJoin(scheduledJobs, noJob('deadline_reminder', reminderSubject))
    .where(and(eq(applications.status, 'accepted'), isNotNull(campaigns.deadline), isNull(scheduledJobs.id)));

  const pendingPayouts = await db
    .select({ id: payouts.id, dueAt: payouts.dueAt })
    .from(payouts)
    .leftJoin(scheduledJobs, noJob('payouts_due', payouts.id))
    .where(and(eq(payouts.status, 'pending'), isNull(scheduledJobs.id)));

  const approvedWork = await db
    .selectDistinct({
      applicationId: workSubmissions.applicationId,
      approvedAt: sql<string>`coalesce(${workSubmissions.reviewedAt}, ${workSubmissions.updatedAt})`,
    })
    .from(workSubmissions)
    .leftJoin(scheduledJobs, noJob('reviews_visible', workSubmissions.applicationId))
    .where(and(eq(workSubmissions.status, 'approved'), isNull(scheduledJobs.id)));

  // A live post's reminders (docs/product.md#live-posts) while one is still ahead: the last comes 30 days on.
  const recentPosts = await db
    .select({ id: livePosts.id, postedAt: livePosts.postedAt })
    .from(livePosts)
    .where(gt(livePosts.postedAt, new Date(now - 30 * 86_400_000).toISOString()));

  // An open grievance's reminder to the admins (docs/product.md#grievances): the demo's, say.
  const openGrievances = await db
    .select({ id: grievances.id, dueAt: grievances.dueAt })
    .from(grievances)
    .leftJoin(scheduledJobs, noJob('grievance_reminder', grievances.id))
    .where(and(eq(grievances.status, 'open'), isNull(scheduledJobs.id)));

  const jobs: NewJob[] = [
    ...pendingWork.map((w) => autoApproveJob(w.id, w.createdAt, env.WORK_REVIEW_HOURS)),
    // A passed deadline is reminded of never, so it needs no job.
    ...accepted.flatMap((a) =>
      a.deadline && Date.parse(deadlineEnd(a.deadline)) >= now ? [deadlineReminderJob(a.id, a.deadline)] : [],
    ),
    ...pendingPayouts.map((p) => payoutDueJob(p.id, p.dueAt)),
    ...approvedWork.map((w) => reviewsVisibleJob(w.applicationId, w.approvedAt)),
    ...(await missing(
      db,
      recentPosts.flatMap((p) => metricsReminderJobs(p.id, p.postedAt, now)),
    )),
    ...openGrievances.map((g) => grievanceReminderJob(g.id, g.dueAt)),
  ];
  for (let i = 0; i < jobs.length; i += CHUNK) await scheduleJobs(db, jobs.slice(i, i + CHUNK));
  return jobs.length;
}
