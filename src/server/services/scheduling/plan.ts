import { reviewsBlindUntil } from '@shared/schemas/reviews';
import { deadlineEnd } from '@shared/india-time';
import { METRICS_REMINDER_DAYS } from '@shared/schemas/live-posts';
import type { NewJob } from './schedule';

const HOUR_MS = 3_600_000;
/** docs/product.md#deadline-reminder: the creator is reminded this long before the deadline ends. */
const REMINDER_LEAD_MS = 48 * HOUR_MS;

const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export { deadlineEnd };

/** Approval by the platform, WORK_REVIEW_HOURS after the work was submitted (docs/product.md#auto-approval). */
export const autoApproveJob = (submissionId: string, submittedAt: string, reviewHours: number): NewJob => ({
  kind: 'work_auto_approve',
  subjectId: submissionId,
  runAt: later(submittedAt, reviewHours * HOUR_MS),
});

/** Reviews of the application become visible when their blind period ends (docs/product.md#reviews). */
export const reviewsVisibleJob = (applicationId: string, approvedAt: string): NewJob => ({
  kind: 'reviews_visible',
  subjectId: applicationId,
  runAt: reviewsBlindUntil(approvedAt),
});

/**
 * The reminder of one deadline of one accepted application; a moved deadline is another subject, so
 * it gets its own reminder. Within the last 48 hours the time is already past, so the next run
 * sends it at once.
 */
export const deadlineReminderJob = (applicationId: string, deadline: string): NewJob => ({
  kind: 'deadline_reminder',
  subjectId: `${applicationId}:${deadline}`,
  runAt: later(deadlineEnd(deadline), -REMINDER_LEAD_MS),
});

/** The subject of a deadline reminder read back: the application id holds no ':', the deadline may. */
export function reminderSubject(subjectId: string) {
  const at = subjectId.indexOf(':');
  return { applicationId: subjectId.slice(0, at), deadline: subjectId.slice(at + 1) };
}

/** A pending payout becomes due at its due_at (docs/product.md#payouts). */
export const payoutDueJob = (payoutId: string, dueAt: string): NewJob => ({
  kind: 'payouts_due',
  subjectId: payoutId,
  runAt: dueAt,
});

/**
 * The reminders of one live post, `${postId}:7` and `${postId}:30`, at those days after `postedAt`;
 * a time already behind `now` (a post recorded late) gets none: the creator is recording it now.
 */
export const metricsReminderJobs = (postId: string, postedAt: string, now: number): NewJob[] =>
  METRICS_REMINDER_DAYS.map((days) => ({
    kind: 'metrics_reminder' as const,
    subjectId: `${postId}:${days}`,
    runAt: later(postedAt, days * 24 * HOUR_MS),
  })).filter((job) => Date.parse(job.runAt) > now);

/** The subject of a metrics reminder read back: the post's id and the days. */
export function metricsReminderSubject(subjectId: string) {
  const at = subjectId.lastIndexOf(':');
  return { postId: subjectId.slice(0, at), days: Number(subjectId.slice(at + 1)) };
}
