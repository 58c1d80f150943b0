import { and, eq } from 'drizzle-orm';
import { scheduledJobs } from '@db/schema';
import { runDueJobs } from '@server/jobs/runner';
import type { JobKind } from '@shared/enums';
import type { TestApp } from './app';

type RunOptions = Parameters<typeof runDueJobs>[2];

/** Runs the scheduled jobs of `t` as its runner would at `at` (ISO text or epoch ms). */
export const runJobsAt = (t: Pick<TestApp, 'deps'>, at: string | number, opts?: RunOptions) =>
  runDueJobs(t.deps, typeof at === 'number' ? at : Date.parse(at), opts);

/** The stored job of `kind` about `subjectId`, or undefined. */
export async function jobOf(t: Pick<TestApp, 'db'>, kind: JobKind, subjectId: string) {
  const [job] = await t.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.subjectId, subjectId)));
  return job;
}

/** Every stored job of `kind`. */
export const jobsOfKind = (t: Pick<TestApp, 'db'>, kind: JobKind) =>
  t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, kind));

export const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
