import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINE } from '@db/engine';
import { disputes, ledgerEntries, payouts, scheduledJobs, workSubmissions } from '@db/schema';
import { backfillJobs } from '@server/jobs/backfill';
import { JOB_HANDLERS } from '@server/jobs/handlers';
import type { JobHandler } from '@server/jobs/handlers/types';
import { startJobRunner } from '@server/jobs/runner';
import { createTestApp, restartTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { jobOf, later, runJobsAt } from '../kit/jobs';
import { expectLedgerBalanced } from '../kit/ledger';
import { capturedLog } from '../kit/log';
import {
  acceptedCreator,
  apply,
  decide,
  notificationsOf,
  postCampaign,
  review,
  submit,
} from '../kit/marketplace';
import {
  HOUR,
  fundCampaign,
  paidCollaboration,
  payoutLedger,
  payoutRow,
  savePaymentDetails,
} from '../kit/payouts';
import { rest } from '../kit/rest';

/**
 * docs/product.md#scheduled-work. A file database, so a second app can open it as another process would;
 * with the platform's account (settings PAYMENT_*), so brands can fund campaigns.
 */
const t = createTestApp(
  {
    PAYMENT_UPI_ID: 'collab@hdfcbank',
    PAYMENT_BANK_NAME: 'HDFC Bank',
    PAYMENT_ACCOUNT_NUMBER: '50100012345678',
    PAYMENT_IFSC: 'HDFC0001234',
    PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
  },
  { restartable: true },
);

afterEach(async () => {
  await expectLedgerBalanced(t);
});

async function pendingWork(app: TestApp = t) {
  const brand = await createBrand(app);
  const campaign = await postCampaign(app, brand, { title: 'Scheduled' });
  const { creator, application } = await acceptedCreator(app, brand, campaign.id);
  const work = await submit(app, creator, application.id);
  return { brand, creator, application, work, at: work.created_at as string };
}

const statusOf = async (app: TestApp, id: string) =>
  (await app.db.select().from(workSubmissions).where(eq(workSubmissions.id, id)))[0]!.status;

describe('the runner', () => {
  it('retries a failing job with a growing wait, runs the others meanwhile, and gives up after 5 tries', async () => {
    const failing = await pendingWork();
    const healthy = await pendingWork();
    // The second submission's job runs after the first's: the failing one comes first.
    await t.db
      .update(scheduledJobs)
      .set({ runAt: later(healthy.at, 72 * HOUR) })
      .where(eq(scheduledJobs.subjectId, healthy.work.id));
    const boom: JobHandler = async (tx, job, ctx) => {
      if (job.subjectId === failing.work.id) throw new Error('The handler broke');
      return JOB_HANDLERS.work_auto_approve(tx, job, ctx);
    };
    const handlers = { ...JOB_HANDLERS, work_auto_approve: boom };
    const { log, lines } = capturedLog('warn');
    const deps = { ...t.deps, log };

    let now = Date.parse(later(healthy.at, 72 * HOUR));
    expect(await runJobsAt({ deps }, now, { handlers })).toMatchObject({ failed: 1 });
    expect(await statusOf(t, healthy.work.id)).toBe('approved');
    expect(await statusOf(t, failing.work.id)).toBe('pending');
    expect(await jobOf(t, 'work_auto_approve', failing.work.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'The handler broke',
      runAt: new Date(now + 60_000).toISOString(),
    });

    // Not before its wait is over; then 2, 4 and 8 minutes; the fifth failure is final.
    expect(await runJobsAt({ deps }, now + 59_000, { handlers })).toEqual({ ran: 0, failed: 0 });
    for (const wait of [1, 2, 4, 8]) {
      now += wait * 60_000;
      expect(await runJobsAt({ deps }, now, { handlers })).toMatchObject({ failed: 1 });
    }
    expect(await jobOf(t, 'work_auto_approve', failing.work.id)).toMatchObject({
      status: 'failed',
      attempts: 5,
    });
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(4);
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({
        msg: 'A scheduled job failed 5 times and was given up',
        job: expect.objectContaining({ subject: failing.work.id, attempts: 5 }),
      }),
    ]);
    // A failed job is never run again, by the real handler either.
    await runJobsAt(t, now + 10 * HOUR);
    expect(await statusOf(t, failing.work.id)).toBe('pending');
  });

  it('a retry that succeeds is done', async () => {
    const { work, at } = await pendingWork();
    let calls = 0;
    const flaky: JobHandler = async (tx, job, ctx) => {
      if (job.subjectId === work.id && ++calls === 1) throw new Error('Not yet');
      return JOB_HANDLERS.work_auto_approve(tx, job, ctx);
    };
    const handlers = { ...JOB_HANDLERS, work_auto_approve: flaky };
    const now = Date.parse(later(at, 72 * HOUR));
    await runJobsAt(t, now, { handlers });
    expect(await statusOf(t, work.id)).toBe('pending');
    await runJobsAt(t, now + 60_000, { handlers });
    expect(await statusOf(t, work.id)).toBe('approved');
    expect(await jobOf(t, 'work_auto_approve', work.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  // On PostgreSQL a second app on the same database, as a second process; a SQLite server is one
  // process (a second synchronous connection in this one would only wait on the first's lock).
  it('runners at once run each job once', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => pendingWork()));
    const other =
      ENGINE === 'postgres' ? createTestApp({ DATABASE_URL: t.env.DATABASE_URL, DATA_DIR: t.dataDir }) : t;
    try {
      const lastSubmitted = made
        .map((m) => m.at)
        .sort()
        .at(-1)!;
      const at = later(lastSubmitted, 72 * HOUR);
      await Promise.all([
        ...Array.from({ length: 3 }, () => runJobsAt(t, at)),
        ...Array.from({ length: 3 }, () => runJobsAt(other, at)),
      ]);
      // A runner that met the other's lock stops its run; the next tick takes what is left.
      await runJobsAt(t, at);
      for (const { creator, brand, work } of made) {
        expect(await statusOf(t, work.id)).toBe('approved');
        const creatorTold = (await notificationsOf(t, creator.user.id)).filter(
          (n) => n.type === 'work_approved',
        );
        const brandTold = (await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'work_reviewed');
        expect([creatorTold.length, brandTold.length]).toEqual([1, 1]);
      }
    } finally {
      if (other !== t) await other.close();
    }
  });

  it('a handler may put its job off to a later time; it stays pending until then', async () => {
    const { work, at } = await pendingWork();
    const due = later(at, 72 * HOUR);
    const putOff: JobHandler = async (tx, job, ctx) =>
      job.subjectId === work.id && ctx.now < Date.parse(due) + HOUR
        ? { reschedule: later(due, HOUR) }
        : JOB_HANDLERS.work_auto_approve(tx, job, ctx);
    const handlers = { ...JOB_HANDLERS, work_auto_approve: putOff };
    await runJobsAt(t, due, { handlers });
    expect(await jobOf(t, 'work_auto_approve', work.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      runAt: later(due, HOUR),
    });
    await runJobsAt(t, later(due, HOUR), { handlers });
    expect(await statusOf(t, work.id)).toBe('approved');
  });

  it('caps one run, and the next run goes on', async () => {
    const { work, at } = await pendingWork();
    await t.db.insert(scheduledJobs).values(
      Array.from({ length: 210 }, (_, i) => ({
        kind: 'reviews_visible' as const,
        subjectId: `no-such-application-${i}`,
        runAt: later(at, -HOUR),
      })),
    );
    const first = await runJobsAt(t, at);
    expect(first.ran).toBe(200);
    const second = await runJobsAt(t, later(at, 72 * HOUR));
    expect(second.ran).toBeGreaterThanOrEqual(11);
    expect(await statusOf(t, work.id)).toBe('approved');
  });
});

describe('start-up', () => {
  it('catches up after a restart on what fell due while the server was down', async () => {
    const before = createTestApp({}, { restartable: true });
    const { work, at } = await pendingWork(before);
    const after = await restartTestApp(before);
    try {
      after.deps.now = () => Date.parse(later(at, 100 * HOUR));
      const runner = startJobRunner(after.deps);
      await runner.stop();
      expect(await statusOf(after, work.id)).toBe('approved');
      expect(await jobOf(after, 'work_auto_approve', work.id)).toMatchObject({ status: 'done' });
    } finally {
      await after.close();
    }
  });

  it('stores the jobs missing for data from before scheduled work, once', async () => {
    const { brand, work } = await pendingWork();
    const dated = await postCampaign(t, brand, { title: 'Dated', deadline: '2027-02-10' });
    const { application: withDeadline } = await acceptedCreator(t, brand, dated.id);
    const paid = await paidCollaboration(t, brand, 10_000);
    await t.db.delete(scheduledJobs);

    const now = Date.now();
    expect(await backfillJobs(t.db, t.env, now)).toBeGreaterThanOrEqual(4);
    expect(await jobOf(t, 'work_auto_approve', work.id)).toMatchObject({
      runAt: later(work.created_at as string, 72 * HOUR),
    });
    expect(await jobOf(t, 'deadline_reminder', `${withDeadline.id}:2027-02-10`)).toMatchObject({
      runAt: '2027-02-08T18:29:59.999Z',
    });
    expect(await jobOf(t, 'payouts_due', paid.payout.id)).toMatchObject({ runAt: paid.payout.dueAt });
    expect(await jobOf(t, 'reviews_visible', paid.application.id)).toMatchObject({
      runAt: later(paid.approvedAt, 14 * 24 * HOUR),
    });
    const stored = await t.db.select().from(scheduledJobs);
    expect(await backfillJobs(t.db, t.env, now)).toBe(0);
    expect(await t.db.select().from(scheduledJobs)).toHaveLength(stored.length);
  });
});

describe('payouts', () => {
  it("a pending payout on held money becomes due by its job, with one payout_due row; one on money not held stays pending until the brand's funding is confirmed", async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const { payout } = await paidCollaboration(t, brand, 20_000, { fundedBy: admin });
    const unfunded = await paidCollaboration(t, brand, 20_000);
    expect(payout.status).toBe('pending');
    expect(await jobOf(t, 'payouts_due', payout.id)).toMatchObject({
      status: 'pending',
      runAt: payout.dueAt,
    });

    await runJobsAt(t, later(payout.dueAt, -1));
    expect((await payoutRow(t, payout.id)).status).toBe('pending');
    await Promise.all(Array.from({ length: 3 }, () => runJobsAt(t, payout.dueAt)));
    expect((await payoutRow(t, payout.id)).status).toBe('due');
    expect((await payoutLedger(t, payout.id)).map((r) => r.kind)).toEqual(['payout_pending', 'payout_due']);

    // Nobody funded the other campaign: its job runs and the payout waits, past its time.
    const past = later(unfunded.payout.dueAt, HOUR);
    await runJobsAt(t, past);
    expect(await jobOf(t, 'payouts_due', unfunded.payout.id)).toMatchObject({ status: 'done' });
    expect((await payoutRow(t, unfunded.payout.id)).status).toBe('pending');
    expect((await payoutLedger(t, unfunded.payout.id)).map((r) => r.kind)).toEqual(['payout_pending']);
    // The admin confirms the funding once that time has passed.
    const now = t.deps.now;
    t.deps.now = () => Date.parse(past);
    try {
      await fundCampaign(t, brand, admin, unfunded.campaign.id);
    } finally {
      t.deps.now = now;
    }
    expect((await payoutRow(t, unfunded.payout.id)).status).toBe('due');
    expect((await payoutLedger(t, unfunded.payout.id)).map((r) => r.kind)).toEqual([
      'payout_pending',
      'payout_due',
    ]);
  });

  it('a payout made while a dispute is open is on hold, and the dispute names it', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Disputed', budget: 30_000 });
    const creator = await createCreator(t);
    await savePaymentDetails(t, creator);
    const application = await apply(t, creator, campaign.id);
    await decide(t, brand, application.id, 'accepted');
    const work = await submit(t, creator, application.id);
    await review(t, brand, work.id, 'approved');
    const [dispute] = await t.db
      .insert(disputes)
      .values({
        applicationId: application.id,
        campaignId: campaign.id,
        openedBy: brand.user.id,
        side: 'brand',
        reason: 'quality',
        details: 'The video is not what we agreed on',
      })
      .returning({ id: disputes.id });
    const done = await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete`, { token: brand.token });
    expect(done.status).toBe(200);

    const [payout] = await t.db.select().from(payouts).where(eq(payouts.applicationId, application.id));
    expect(payout).toMatchObject({ status: 'on_hold' });
    expect((await payoutLedger(t, payout!.id)).map((r) => [r.kind, r.amount])).toEqual([
      ['payout_pending', payout!.net],
      ['payout_on_hold', payout!.net],
    ]);
    const [held] = await t.db.select().from(disputes).where(eq(disputes.id, dispute!.id));
    expect(held!.payoutId).toBe(payout!.id);
    expect(await jobOf(t, 'payouts_due', payout!.id)).toBeUndefined();
    // Its due time passing changes nothing while it is held.
    await runJobsAt(t, later(payout!.dueAt, HOUR));
    expect((await payoutRow(t, payout!.id)).status).toBe('on_hold');
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout!.id));
    expect(rows).toHaveLength(2);
  });
});
