import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, campaigns, payouts, transactions, workSubmissions } from '@db/schema';
import { financialYearOf } from '@shared/financial-year';
import { REVIEW_BLIND_DAYS } from '@shared/schemas/reviews';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand } from '../kit/factories';
import { jobOf, later, runJobsAt } from '../kit/jobs';
import { expectLedgerBalanced } from '../kit/ledger';
import { acceptedCreator, notificationsOf, postCampaign, review, submit } from '../kit/marketplace';
import { HOUR, fundCampaign, savePaymentDetails } from '../kit/payouts';
import { rest } from '../kit/rest';

/** docs/product.md#auto-approval; the platform's account (settings PAYMENT_*), so brands can fund campaigns. */
const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const DAY = 24 * HOUR;

afterEach(() => expectLedgerBalanced(t));

async function submitted(title = 'Monsoon Reels', budget?: number) {
  const brand = await createBrand(t, { fullName: 'Nimbus Umbrellas' });
  const campaign = await postCampaign(t, brand, { title, ...(budget ? { budget } : {}) });
  const { creator, application } = await acceptedCreator(t, brand, campaign.id, { fullName: 'Asha Rao' });
  const work = await submit(t, creator, application.id);
  return { brand, campaign, creator, application, work, at: work.created_at as string };
}

const stored = async (id: string) =>
  (await t.db.select().from(workSubmissions).where(eq(workSubmissions.id, id)))[0]!;
const statusOf = async (table: typeof applications | typeof campaigns, id: string) =>
  (await t.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]!.status;
const paymentNotices = async (userId: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.type === 'payment_processed');

describe('approval by the platform', () => {
  it('approves work still pending 72 hours after it was submitted, not at 71, and tells both sides', async () => {
    const { brand, campaign, creator, application, work, at } = await submitted();
    expect(await jobOf(t, 'work_auto_approve', work.id)).toMatchObject({
      status: 'pending',
      runAt: later(at, 72 * HOUR),
    });

    await runJobsAt(t, later(at, 71 * HOUR));
    expect(await stored(work.id)).toMatchObject({ status: 'pending', autoApproved: false });

    const approvedAt = later(at, 72 * HOUR);
    await runJobsAt(t, approvedAt);
    expect(await stored(work.id)).toMatchObject({
      status: 'approved',
      autoApproved: true,
      reviewedAt: approvedAt,
    });
    expect(await jobOf(t, 'work_auto_approve', work.id)).toMatchObject({
      status: 'done',
      doneAt: approvedAt,
    });
    // Approval opens the review window (docs/product.md#reviews).
    expect(await jobOf(t, 'reviews_visible', application.id)).toMatchObject({
      status: 'pending',
      runAt: later(approvedAt, REVIEW_BLIND_DAYS * DAY),
    });

    const mine = await rest(t, 'GET', '/api/work-submissions/my', { token: creator.token });
    expect(mine.body.submissions[0]).toMatchObject({ id: work.id, status: 'approved', auto_approved: true });

    const told = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'work_approved');
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Work approved',
        message: `Your work for "Monsoon Reels" was approved by the platform after 72 hours without a review.`,
        priority: 'high',
        metadata: expect.objectContaining({ submission_id: work.id, auto_approved: true }),
      }),
    ]);
    const brandTold = (await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'work_reviewed');
    expect(brandTold).toEqual([
      expect.objectContaining({
        title: 'Work approved by the platform',
        message: `Asha Rao's work for "Monsoon Reels" was approved by the platform after 72 hours without a review.`,
        action_url: '/brand-dashboard?tab=applications',
        metadata: expect.objectContaining({ campaign_id: campaign.id, application_id: application.id }),
      }),
    ]);

    // The brand can no longer review it: it is approved.
    const late = await rest(t, 'PUT', `/api/work-submissions/${work.id}/review`, {
      token: brand.token,
      body: { status: 'rejected', feedback: 'Too late' },
    });
    expect(late.status).toBe(409);
  });

  it('does nothing when the brand reviewed first', async () => {
    const { brand, creator, work, at } = await submitted('Reviewed in time');
    await review(t, brand, work.id, 'approved', 'Lovely');
    const before = await stored(work.id);
    await runJobsAt(t, later(at, 73 * HOUR));
    expect(await stored(work.id)).toMatchObject({
      status: 'approved',
      autoApproved: false,
      feedback: 'Lovely',
      reviewedAt: before.reviewedAt,
    });
    expect(await jobOf(t, 'work_auto_approve', work.id)).toMatchObject({ status: 'done' });
    expect((await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'work_approved')).toEqual([
      expect.objectContaining({ message: 'Your work for "Reviewed in time" was approved. Feedback: Lovely' }),
    ]);
    expect((await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'work_reviewed')).toEqual([]);
  });

  it('a resubmission has its own clock; the one sent back is left as it is', async () => {
    const { brand, creator, application, work, at } = await submitted('Second version');
    await review(t, brand, work.id, 'revision_requested', 'Shorter please');
    const again = await submit(t, creator, application.id);
    await runJobsAt(t, later(at, 72 * HOUR));
    expect(await stored(work.id)).toMatchObject({ status: 'revision_requested' });
    expect(await stored(again.id)).toMatchObject({ status: 'pending' });
    await runJobsAt(t, later(again.created_at as string, 72 * HOUR));
    expect(await stored(again.id)).toMatchObject({ status: 'approved', autoApproved: true });
  });

  it('five runners at once approve once, pay once and tell each side once', async () => {
    const { brand, creator, campaign, work, at } = await submitted('Raced', 3_000);
    await Promise.all(Array.from({ length: 5 }, () => runJobsAt(t, later(at, 72 * HOUR))));
    expect(await stored(work.id)).toMatchObject({ status: 'approved', autoApproved: true });
    expect(
      await t.db.select().from(transactions).where(eq(transactions.campaignId, campaign.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id))).toHaveLength(1);
    expect(await paymentNotices(creator.user.id)).toHaveLength(1);
    expect(
      (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'work_approved'),
    ).toHaveLength(1);
    expect((await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'work_reviewed')).toHaveLength(
      1,
    );
  });
});

describe('approval by the platform completes the collaboration', () => {
  it('pays the creator its share at once after WORK_REVIEW_HOURS, and completes the campaign when its last participant is done', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t, { fullName: 'Nimbus Umbrellas' });
    const campaign = await postCampaign(t, brand, { title: 'Paid Reels', budget: 10_000 });
    await fundCampaign(t, brand, admin, campaign.id);
    const first = await acceptedCreator(t, brand, campaign.id, { fullName: 'Asha Rao' });
    const second = await acceptedCreator(t, brand, campaign.id);
    for (const { creator } of [first, second]) await savePaymentDetails(t, creator);

    const firstWork = await submit(t, first.creator, first.application.id);
    const firstApproved = later(firstWork.created_at as string, 72 * HOUR);
    await runJobsAt(t, firstApproved);
    expect(await stored(firstWork.id)).toMatchObject({ status: 'approved', autoApproved: true });
    expect(await statusOf(applications, first.application.id)).toBe('approved');
    expect(await statusOf(campaigns, campaign.id)).toBe('active');

    // The creator's Earnings show the payout of its half at once: 5,000 - 750 - 135 - 5 = 4,110,
    // waiting only for its hold time (the brand's money is held).
    const fy = financialYearOf(new Date(firstApproved));
    const mine = await rest(t, 'GET', `/api/payouts/my?fy=${fy}`, { token: first.creator.token });
    expect(mine.body.payouts).toEqual([
      expect.objectContaining({
        campaign_id: campaign.id,
        application_id: first.application.id,
        gross: 5_000,
        net: 4_110,
        status: 'pending',
        due_at: later(firstApproved, 72 * HOUR),
        funding_status: 'held',
        waiting_for: 'hold_period',
      }),
    ]);
    expect(await paymentNotices(first.creator.user.id)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('"Paid Reels" is complete. Your payout is ₹4,110'),
        action_url: '/creator-dashboard?tab=earnings',
      }),
    ]);
    expect(await paymentNotices(second.creator.user.id)).toEqual([]);

    // The last participant's work is approved by the platform too: paid, and the campaign completes.
    const secondWork = await submit(t, second.creator, second.application.id);
    await runJobsAt(t, later(secondWork.created_at as string, 72 * HOUR));
    expect(await stored(secondWork.id)).toMatchObject({ status: 'approved', autoApproved: true });
    expect(await statusOf(campaigns, campaign.id)).toBe('completed');
    for (const { application } of [first, second])
      expect(await statusOf(applications, application.id)).toBe('completed');
    const made = await t.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(made.map((p) => [p.applicationId, p.gross]).sort()).toEqual(
      [
        [first.application.id, 5_000],
        [second.application.id, 5_000],
      ].sort(),
    );
    expect(await paymentNotices(second.creator.user.id)).toHaveLength(1);
    expect(await paymentNotices(first.creator.user.id)).toHaveLength(1);
  });
});
