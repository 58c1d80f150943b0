import { and, asc, eq, lte } from 'drizzle-orm';
import { scheduledJobs } from '@db/schema';
import type { AppDeps } from '@server/deps';
import { backfillJobs } from './backfill';
import { JOB_HANDLERS } from './handlers';
import type { Job, JobHandler } from './handlers/types';

export type JobDeps = Pick<
  AppDeps,
  'db' | 'env' | 'log' | 'events' | 'now' | 'tryJobsLock' | 'files' | 'keyring'
>;

/** Jobs one run takes at most, so a backlog cannot hold the process; the next tick goes on. */
export const JOBS_PER_RUN = 200;
/** A job failing this many times is marked failed (docs/product.md#scheduled-work). */
export const JOB_MAX_ATTEMPTS = 5;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The wait before the next try after `attempts` failures: 1 minute, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(MINUTE_MS * 2 ** (attempts - 1), HOUR_MS);

/** The job was finished by someone else between our read and our mark: roll back, take the next. */
class AlreadyDone extends Error {}

/** A handler's failure, with its job; `cause` keeps the error, so PostgreSQL's retry codes still show. */
class HandlerFailed extends Error {
  constructor(
    readonly job: Job,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

type Step = { kind: 'idle' | 'busy' } | { kind: 'ran'; announce?: (events: JobDeps['events']) => void };

/**
 * One job in one transaction with its effect and its done mark (docs/product.md#scheduled-work): on
 * PostgreSQL only while holding the jobs lock (another process running jobs: `busy`); the earliest
 * pending job due at `at`; its handler; then the conditional mark, so a job is done once.
 */
function runOne(deps: JobDeps, handlers: Record<string, JobHandler>, now: number): Promise<Step> {
  const at = new Date(now).toISOString();
  return deps.db.transaction(async (tx): Promise<Step> => {
    if (!(await deps.tryJobsLock(tx))) return { kind: 'busy' };
    const [job] = await tx
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.status, 'pending'), lte(scheduledJobs.runAt, at)))
      .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
      .limit(1);
    if (!job) return { kind: 'idle' };

    let outcome;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      outcome = await handler(tx, job, { now, env: deps.env, files: deps.files, keyring: deps.keyring });
    } catch (e) {
      throw new HandlerFailed(job, e);
    }
    const [marked] = await tx
      .update(scheduledJobs)
      .set(
        outcome?.reschedule
          ? { runAt: outcome.reschedule, updatedAt: at }
          : { status: 'done', doneAt: at, updatedAt: at },
      )
      .where(and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.status, 'pending')))
      .returning({ id: scheduledJobs.id });
    if (!marked) throw new AlreadyDone();
    return { kind: 'ran', announce: outcome?.announce };
  });
}

/** A failed try, in its own transaction: attempts and the error kept, tried again later or failed for good. */
async function recordFailure(deps: JobDeps, job: Job, error: unknown, now: number) {
  const attempts = job.attempts + 1;
  const failed = attempts >= JOB_MAX_ATTEMPTS;
  const message = error instanceof Error ? error.message : String(error);
  const at = new Date(now).toISOString();
  await deps.db.transaction((tx) =>
    tx
      .update(scheduledJobs)
      .set({
        attempts,
        lastError: message.slice(0, 2000),
        status: failed ? 'failed' : 'pending',
        runAt: new Date(now + retryDelayMs(attempts)).toISOString(),
        updatedAt: at,
      })
      .where(
        and(
          eq(scheduledJobs.id, job.id),
          eq(scheduledJobs.status, 'pending'),
          eq(scheduledJobs.attempts, job.attempts),
        ),
      ),
  );
  const line = { err: error, job: { id: job.id, kind: job.kind, subject: job.subjectId, attempts } };
  if (failed) deps.log.error(line, `A scheduled job failed ${attempts} times and was given up`);
  else deps.log.warn(line, 'A scheduled job failed; it will be tried again');
}

/**
 * Runs the jobs due at `now`, one transaction each, until none is left, another process holds the
 * jobs (PostgreSQL) or JOBS_PER_RUN have run. A failing job is recorded and the
 * run goes on with the next; nothing is thrown (docs/product.md#scheduled-work). Notifications are
 * announced after each job's commit.
 */
export async function runDueJobs(
  deps: JobDeps,
  now = deps.now(),
  { handlers = JOB_HANDLERS }: { handlers?: Record<string, JobHandler> } = {},
): Promise<{ ran: number; failed: number }> {
  let ran = 0;
  let failed = 0;
  for (let i = 0; i < JOBS_PER_RUN; i++) {
    try {
      const step = await runOne(deps, handlers, now);
      if (step.kind !== 'ran') break;
      ran++;
      step.announce?.(deps.events);
    } catch (e) {
      if (e instanceof AlreadyDone) continue;
      if (!(e instanceof HandlerFailed)) {
        deps.log.error({ err: e }, 'Scheduled jobs could not be read or marked; the next run tries again');
        break;
      }
      failed++;
      try {
        await recordFailure(deps, e.job, e.cause, now);
      } catch (err) {
        // Unrecorded, the job would come first again: leave it to the next run.
        deps.log.error({ err }, 'A scheduled job failed and its failure could not be recorded');
        break;
      }
    }
  }
  return { ran, failed };
}

/**
 * The server's scheduled work: stores the jobs missing for older data, runs what is due at once
 * (catching up after a restart), then every JOBS_INTERVAL_SECONDS; a run starts only after the last
 * one ended, so one process never overlaps itself. `stop` starts no other run and waits for the
 * one in flight (at most JOBS_PER_RUN short transactions).
 */
export function startJobRunner(deps: JobDeps) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = runDueJobs(deps).then(next);
    }, deps.env.JOBS_INTERVAL_SECONDS * 1000);
  };
  let inFlight: Promise<void> = backfillJobs(deps.db, deps.env, deps.now())
    .catch((err: unknown) => deps.log.error({ err }, 'Jobs missing for older data could not be stored'))
    .then(() => runDueJobs(deps))
    .then(next);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
