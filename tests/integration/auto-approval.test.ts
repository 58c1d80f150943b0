import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workSubmissions } from '@db/schema';
import { REVIEW_BLIND_DAYS } from '@shared/schemas/reviews';
import { createTestApp } from '../kit/app';
import { createBrand } from '../kit/factories';
import { jobOf, later, runJobsAt } from '../kit/jobs';
import { acceptedCreator, notificationsOf, postCampaign, review, submit } from '../kit/marketplace';
import { HOUR } from '../kit/payouts';
import { rest } from '../kit/rest';

/** docs/product.md#auto-approval */
const t = createTestApp();
const DAY = 24 * HOUR;

async function submitted(title = 'Monsoon Reels') {
  const brand = await createBrand(t, { fullName: 'Nimbus Umbrellas' });
  const campaign = await postCampaign(t, brand, { title });
  const { creator, application } = await acceptedCreator(t, brand, campaign.id, { fullName: 'Asha Rao' });
  const work = await submit(t, creator, application.id);
  return { brand, campaign, creator, application, work, at: work.created_at as string };
}

const stored = async (id: string) =>
  (await t.db.select().from(workSubmissions).where(eq(workSubmissions.id, id)))[0]!;

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

  it('five runners at once approve once and tell each side once', async () => {
    const { brand, creator, work, at } = await submitted('Raced');
    await Promise.all(Array.from({ length: 5 }, () => runJobsAt(t, later(at, 72 * HOUR))));
    expect(await stored(work.id)).toMatchObject({ status: 'approved', autoApproved: true });
    expect(
      (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'work_approved'),
    ).toHaveLength(1);
    expect((await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'work_reviewed')).toHaveLength(
      1,
    );
  });
});
