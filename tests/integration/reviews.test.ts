import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { profiles, reviews } from '@db/schema';
import { refreshRatings } from '@server/services/reviews/ratings';
import { REVIEW_MESSAGES } from '@shared/schemas/reviews';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { acceptedDeal, approvedDeal, DAY, writeReview } from '../kit/deals';
import { notificationsOf, type Actor } from '../kit/marketplace';
import { HOUR, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

const t = createTestApp();
const clock = testClock(t);

afterEach(() => clock.real());

const userReviews = (viewer: Actor, userId: string) =>
  rest(t, 'GET', `/api/profiles/user/${userId}/reviews`, { token: viewer.token });
const applicationReviews = (viewer: Actor, applicationId: string) =>
  rest(t, 'GET', `/api/reviews/application/${applicationId}`, { token: viewer.token });
const profileRow = async (userId: string) => {
  const [row] = await t.db
    .select({ rating: profiles.rating, reviewCount: profiles.reviewCount })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row!;
};

describe('POST /api/reviews', () => {
  it('refuses a rating outside 1-5 or not whole, and a comment over 1,000 characters (400)', async () => {
    const { creator, application } = await approvedDeal(t);
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await writeReview(t, creator, application.id, rating);
      expect(res.status, String(rating)).toBe(400);
      expect(res.body.error).toContain(REVIEW_MESSAGES.rating);
    }
    const long = await writeReview(t, creator, application.id, 4, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body.error).toContain('Comment must be at most 1000 characters');
    await expect(
      creator.caller.reviews.create({ application_id: application.id, rating: 0 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.applicationId, application.id));
    expect(stored).toBeUndefined();
  });

  it('refuses a review before the work is approved (409) and anyone not a party (404)', async () => {
    const { brand, creator, application } = await acceptedDeal(t);
    for (const actor of [creator, brand]) {
      const res = await writeReview(t, actor, application.id, 5);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(REVIEW_MESSAGES.notApproved);
    }
    const approved = await approvedDeal(t);
    for (const stranger of [await createCreator(t), await createBrand(t), await createAdmin(t)]) {
      const res = await writeReview(t, stranger, approved.application.id, 5);
      expect(res.status).toBe(404);
      await expect(
        stranger.caller.reviews.forApplication({ id: approved.application.id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await writeReview(t, creator, 'no-such-application', 5)).status).toBe(404);
  });

  it("stores the creator's review of the brand, hidden for 14 days, and tells the brand without the rating", async () => {
    const { brand, creator, campaign, application, approvedAt } = await approvedDeal(t);
    const res = await writeReview(t, creator, application.id, 4, '  Clear brief, paid on time.  ');
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({
      application_id: application.id,
      campaign_id: campaign.id,
      campaign_title: campaign.title,
      reviewer_id: creator.user.id,
      reviewer_name: creator.user.fullName,
      reviewee_id: brand.user.id,
      side: 'creator',
      rating: 4,
      comment: 'Clear brief, paid on time.',
      visible_at: new Date(approvedAt + 14 * DAY).toISOString(),
    });
    const told = (await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'review');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'New review',
      action_url: '/brand-dashboard?tab=applications',
      metadata: { review_id: res.body.review.id, application_id: application.id },
    });
    expect(told[0]!.message).toContain(creator.user.fullName);
    expect(told[0]!.message).not.toContain('out of 5');
    expect(told[0]!.metadata).not.toHaveProperty('rating');
    expect(await profileRow(brand.user.id)).toEqual({ rating: null, reviewCount: 0 });
  });

  it('takes one review per side: a second is 409, and of 5 at once exactly one is stored', async () => {
    const { brand, creator, application } = await approvedDeal(t);
    expect((await writeReview(t, creator, application.id, 5)).status).toBe(200);
    const again = await writeReview(t, creator, application.id, 3);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REVIEW_MESSAGES.already);
    await expect(
      creator.caller.reviews.create({ application_id: application.id, rating: 2 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: REVIEW_MESSAGES.already });

    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => writeReview(t, brand, application.id, rating)),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of racing.filter((r) => r.status === 409))
      expect(r.body.error).toBe(REVIEW_MESSAGES.already);
    const stored = await t.db.select().from(reviews).where(eq(reviews.applicationId, application.id));
    expect(stored.map((r) => r.side).sort()).toEqual(['brand', 'creator']);
  });
});

describe('double-blind reviews', () => {
  it('hides a review from its reviewee and others until the other side reviews; then both show from now', async () => {
    const { brand, creator, application, approvedAt } = await approvedDeal(t);
    const third = await createCreator(t);
    clock.set(approvedAt + 2 * HOUR);
    const first = await writeReview(t, creator, application.id, 5, 'Great to work with');
    expect(first.status).toBe(200);

    for (const viewer of [brand, third, creator]) {
      const seen = await userReviews(viewer, brand.user.id);
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual({ reviews: [], rating: null, review_count: 0 });
    }
    const brandView = await applicationReviews(brand, application.id);
    expect(brandView.body).toEqual({ mine: null, theirs: null, can_review: true });
    const creatorView = await creator.caller.reviews.forApplication({ id: application.id });
    expect(creatorView).toMatchObject({
      mine: { id: first.body.review.id, rating: 5 },
      theirs: null,
      can_review: false,
    });

    clock.advance(3 * HOUR);
    const now = new Date(clock.now()).toISOString();
    const second = await brand.caller.reviews.create({
      application_id: application.id,
      rating: 3,
      comment: '',
    });
    expect(second.review.visible_at).toBe(now);

    const both = await t.db.select().from(reviews).where(eq(reviews.applicationId, application.id));
    expect(both.map((r) => r.visibleAt)).toEqual([now, now]);
    for (const viewer of [brand, third, creator]) {
      const ofBrand = await userReviews(viewer, brand.user.id);
      expect(ofBrand.body).toMatchObject({
        rating: 5,
        review_count: 1,
        reviews: [{ rating: 5, side: 'creator' }],
      });
      const ofCreator = await viewer.caller.reviews.forUser({ id: creator.user.id });
      expect(ofCreator).toMatchObject({
        rating: 3,
        review_count: 1,
        reviews: [{ rating: 3, side: 'brand' }],
      });
    }
    expect((await applicationReviews(brand, application.id)).body).toMatchObject({
      mine: { rating: 3 },
      theirs: { rating: 5 },
      can_review: false,
    });
    // The second review is visible at once, so the creator is told its rating.
    const told = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'review');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('3 out of 5');
    expect(told[0]!.action_url).toBe('/creator-dashboard?tab=applications');
  });

  it('shows a lone review 14 days after the approval, counted once the ratings are refreshed as the job does', async () => {
    const { brand, creator, application, approvedAt } = await approvedDeal(t);
    const third = await createBrand(t);
    await writeReview(t, brand, application.id, 4);
    clock.set(approvedAt + 14 * DAY - 1);
    expect((await userReviews(third, creator.user.id)).body.reviews).toEqual([]);
    clock.set(approvedAt + 14 * DAY);
    await refreshRatings(t.db, [creator.user.id], new Date(clock.now()).toISOString());
    const seen = await userReviews(third, creator.user.id);
    expect(seen.body).toMatchObject({ rating: 4, review_count: 1, reviews: [{ rating: 4 }] });
    expect((await applicationReviews(creator, application.id)).body).toMatchObject({
      mine: null,
      theirs: { rating: 4 },
      can_review: true,
    });
    // Reviewing after the 14 days keeps the visibility of both at what it already was.
    const late = await writeReview(t, creator, application.id, 2);
    expect(late.body.review.visible_at).toBe(new Date(approvedAt + 14 * DAY).toISOString());
  });

  it("keeps a user's rating as the average of visible reviews, one decimal, on the profile and its page", async () => {
    const creator = await createCreator(t);
    const ratings = [5, 4, 4];
    for (const rating of ratings) {
      const brand = await createBrand(t);
      const deal = await approvedDeal(t, { brand, creator });
      await writeReview(t, brand, deal.application.id, rating);
      await writeReview(t, creator, deal.application.id, 5);
    }
    expect(await profileRow(creator.user.id)).toEqual({ rating: 4.3, reviewCount: 3 });
    const viewer = await createBrand(t);
    expect((await userReviews(viewer, creator.user.id)).body).toMatchObject({ rating: 4.3, review_count: 3 });
    const profile = await rest(t, 'GET', `/api/profiles/user/${creator.user.id}`, { token: viewer.token });
    expect(profile.body.profile.rating).toBe(4.3);
    expect((await userReviews(viewer, 'no-such-user')).status).toBe(404);
    expect((await rest(t, 'GET', `/api/profiles/user/${creator.user.id}/reviews`)).status).toBe(401);
  });
});
