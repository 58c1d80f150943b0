import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox, livePosts, postMetrics } from '@db/schema';
import { DISCLOSURE_ADVICE } from '@shared/disclosure';
import { WORK_LINK_MESSAGES } from '@shared/work-link';
import { LIVE_POST_MESSAGES, LIVE_POSTS_MAX, METRIC_MAX } from '@shared/schemas/live-posts';
import { createTestApp } from '../kit/app';
import { DAY } from '../kit/deals';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { jobOf, runJobsAt } from '../kit/jobs';
import {
  acceptedCreator,
  approvedCreator,
  notificationsOf,
  postCampaign,
  submit,
  type Actor,
} from '../kit/marketplace';
import { HOUR, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

/** docs/product.md#live-posts, on whichever engine the project runs. */
const t = createTestApp();
const clock = testClock(t);
const admin = await createAdmin(t);

afterEach(() => clock.real());

const PASSING = '#ad Loving my new sneakers from the summer range';
const FAILING = 'Loving my new sneakers from the summer range';
const NUMBERS = { views: 12_000, likes: 900, comments: 45, shares: 30, saves: 12 };

let deals = 0;
/** A campaign (barter unless a budget is given) with one creator whose work the brand approved. */
async function approved(body: Record<string, unknown> = {}) {
  const brand = await createBrand(t);
  const campaign = await postCampaign(t, brand, { title: `Live posts ${++deals}`, ...body });
  const { creator, application } = await approvedCreator(t, brand, campaign.id);
  return { brand, creator, campaign, application };
}

const addPost = (actor: Actor, applicationId: string, body: Record<string, unknown>) =>
  rest(t, 'POST', `/api/applications/${applicationId}/posts`, { token: actor.token, body });

let urls = 0;
const postBody = (body: Record<string, unknown> = {}) => ({
  url: `https://www.instagram.com/reel/live-${++urls}`,
  caption: PASSING,
  posted_at: new Date(clock.now() - DAY).toISOString(),
  ...body,
});

async function addedPost(actor: Actor, applicationId: string, body: Record<string, unknown> = {}) {
  const res = await addPost(actor, applicationId, postBody(body));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.post as { id: string; posted_at: string; [k: string]: unknown };
}

const recordNumbers = (actor: Actor, postId: string, body: Record<string, unknown>) =>
  rest(t, 'POST', `/api/posts/${postId}/metrics`, { token: actor.token, body });

const postsOf = (actor: Actor, applicationId: string) =>
  rest(t, 'GET', `/api/applications/${applicationId}/posts`, { token: actor.token });

describe('POST /api/applications/{id}/posts', () => {
  it("records the creator's live post with its disclosure check, on REST and createCaller", async () => {
    const { creator, application } = await approved();
    const posted = new Date(clock.now() - 2 * DAY).toISOString();
    const post = await addedPost(creator, application.id, {
      url: '  https://www.instagram.com/reel/first  ',
      posted_at: posted,
    });
    expect(post).toMatchObject({
      application_id: application.id,
      creator_id: creator.user.id,
      url: 'https://www.instagram.com/reel/first',
      caption: PASSING,
      posted_at: posted,
      disclosure: { ok: true, label: 'Ad', problems: [] },
      metrics: null,
    });

    const viaCaller = await creator.caller.livePosts.add({
      id: application.id,
      url: 'https://www.youtube.com/shorts/second',
      caption: FAILING,
      posted_at: '2026-01-15',
    });
    expect(viaCaller.post).toMatchObject({
      disclosure: { ok: false, label: null, problems: ['missing_label'] },
      // A bare date is the start of that day in India.
      posted_at: '2026-01-14T18:30:00.000Z',
    });
    const stored = await t.db
      .select({ ok: livePosts.disclosureOk })
      .from(livePosts)
      .where(eq(livePosts.applicationId, application.id));
    expect(stored.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(DISCLOSURE_ADVICE.missing_label).toContain('#ad');
  });

  it("checks a paid deal's caption as paid: 'Free gift' alone is a problem there, fine on barter", async () => {
    const gift = 'Free gift from the brand, loving it';
    const barter = await approved();
    expect((await addedPost(barter.creator, barter.application.id, { caption: gift })).disclosure).toEqual({
      ok: true,
      label: 'Free gift',
      problems: [],
    });
    const paid = await approved({ collab_type: 'paid', budget: 20_000 });
    expect((await addedPost(paid.creator, paid.application.id, { caption: gift })).disclosure).toEqual({
      ok: false,
      label: 'Free gift',
      problems: ['gift_label_on_paid'],
    });
    expect((await postsOf(paid.brand, paid.application.id)).body.paid).toBe(true);
  });

  it('refuses before the work is approved (409), and another creator or the brand', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Not yet approved' });
    const { creator, application } = await acceptedCreator(t, brand, campaign.id);
    const early = await addPost(creator, application.id, postBody());
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(LIVE_POST_MESSAGES.notApproved);
    await submit(t, creator, application.id);
    expect((await addPost(creator, application.id, postBody())).status).toBe(409);

    const done = await approved();
    const stranger = await createCreator(t);
    expect((await addPost(stranger, done.application.id, postBody())).status).toBe(404);
    await expect(
      stranger.caller.livePosts.add({ id: done.application.id, ...postBody() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await addPost(creator, 'no-such-application', postBody())).status).toBe(404);
    // Brands do not record posts.
    expect((await addPost(done.brand, done.application.id, postBody())).status).toBe(403);
    expect(await t.db.select().from(livePosts).where(eq(livePosts.applicationId, application.id))).toEqual(
      [],
    );
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { creator, application } = await approved();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: undefined }, 'url', WORK_LINK_MESSAGES.required],
      [{ url: 'not a link' }, 'url', WORK_LINK_MESSAGES.invalid],
      [{ url: 'ftp://www.instagram.com/reel/x' }, 'url', WORK_LINK_MESSAGES.protocol],
      [{ url: 'https://evil.example.com/reel' }, 'url', WORK_LINK_MESSAGES.platform],
      [{ caption: 'x'.repeat(5001) }, 'caption', 'Caption must be at most 5000 characters'],
      [{ caption: 'bad\u0000text' }, 'caption', 'Caption'],
      [{ posted_at: 'yesterday' }, 'posted_at', LIVE_POST_MESSAGES.postedAt],
      [{ posted_at: '2026-02-30' }, 'posted_at', LIVE_POST_MESSAGES.postedAt],
      [{ posted_at: undefined }, 'posted_at', ''],
      [
        { posted_at: new Date(clock.now() + HOUR).toISOString() },
        'posted_at',
        LIVE_POST_MESSAGES.postedAtFuture,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await addPost(creator, application.id, postBody(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toContain(message);
      expect(JSON.stringify(res.body.issues ?? res.body.error)).toContain(field === 'url' ? 'url' : field);
    }
    await expect(
      creator.caller.livePosts.add({ id: application.id, ...postBody({ url: 'https://evil.example.com' }) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // A caption of exactly 5,000 characters and an empty one are fine.
    expect((await addPost(creator, application.id, postBody({ caption: 'x'.repeat(5000) }))).status).toBe(
      200,
    );
    expect((await addPost(creator, application.id, postBody({ caption: '' }))).status).toBe(200);
  });

  it('refuses the same URL twice on one application (409)', async () => {
    const { creator, application } = await approved();
    await addedPost(creator, application.id, { url: 'https://www.instagram.com/reel/same' });
    const again = await addPost(
      creator,
      application.id,
      postBody({ url: 'https://www.instagram.com/reel/same' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(LIVE_POST_MESSAGES.duplicate);
  });

  it(`holds the cap of ${LIVE_POSTS_MAX} posts under concurrent requests`, async () => {
    const { creator, application } = await approved();
    const results = await Promise.all(
      Array.from({ length: LIVE_POSTS_MAX + 5 }, () => addPost(creator, application.id, postBody())),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIVE_POSTS_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(results.find((r) => r.status === 409)!.body.error).toBe(LIVE_POST_MESSAGES.tooMany);
    expect(
      await t.db.select().from(livePosts).where(eq(livePosts.applicationId, application.id)),
    ).toHaveLength(LIVE_POSTS_MAX);
  });
});

describe('GET /api/applications/{id}/posts', () => {
  it('shows the two parties and admins the posts with their latest numbers; anyone else 404', async () => {
    const { brand, creator, application } = await approved();
    const first = await addedPost(creator, application.id, {
      posted_at: new Date(clock.now() - 3 * DAY).toISOString(),
    });
    const second = await addedPost(creator, application.id, { caption: FAILING });
    await recordNumbers(creator, first.id, NUMBERS);
    for (const reader of [creator, brand, admin]) {
      const res = await postsOf(reader, application.id);
      expect(res.status).toBe(200);
      expect(res.body.paid).toBe(false);
      expect(res.body.posts.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
      expect(res.body.posts[0].metrics).toMatchObject(NUMBERS);
      expect(res.body.posts[1]).toMatchObject({ metrics: null, disclosure: { ok: false } });
    }
    const viaCaller = await brand.caller.livePosts.forApplication({ id: application.id });
    expect(viaCaller.posts).toHaveLength(2);
    for (const stranger of [await createCreator(t), await createBrand(t)]) {
      expect((await postsOf(stranger, application.id)).status).toBe(404);
      await expect(stranger.caller.livePosts.forApplication({ id: application.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('POST /api/posts/{id}/metrics', () => {
  it('keeps each snapshot and answers the latest; a resend within the hour corrects it', async () => {
    const { brand, creator, application } = await approved();
    const post = await addedPost(creator, application.id);
    clock.set('2030-01-01T10:00:00.000Z');
    const first = await recordNumbers(creator, post.id, NUMBERS);
    expect(first.status).toBe(200);
    expect(first.body.metrics).toEqual({ ...NUMBERS, recorded_at: '2030-01-01T10:00:00.000Z' });

    clock.advance(10 * 60_000);
    const corrected = await creator.caller.livePosts.recordMetrics({
      id: post.id,
      ...NUMBERS,
      views: 12_500,
    });
    expect(corrected.metrics).toMatchObject({ views: 12_500, recorded_at: '2030-01-01T10:10:00.000Z' });

    clock.advance(2 * DAY);
    // Digits from a form are read as numbers.
    const later = await recordNumbers(creator, post.id, { ...NUMBERS, views: '20000', likes: 1500 });
    expect(later.status).toBe(200);
    const snapshots = await t.db.select().from(postMetrics).where(eq(postMetrics.postId, post.id));
    expect(snapshots.map((s) => s.views).sort()).toEqual([12_500, 20_000]);
    const read = await postsOf(brand, application.id);
    expect(read.body.posts[0].metrics).toMatchObject({ views: 20_000, likes: 1500 });
  });

  it('refuses numbers that are not whole or out of bounds with 400 naming the field', async () => {
    const { creator, application } = await approved();
    const post = await addedPost(creator, application.id);
    const cases: [string, unknown][] = [
      ['views', -1],
      ['likes', 1.5],
      ['comments', METRIC_MAX + 1],
      ['shares', 'many'],
      ['saves', undefined],
      ['views', null],
    ];
    for (const [field, value] of cases) {
      const res = await recordNumbers(creator, post.id, { ...NUMBERS, [field]: value });
      expect(res.status, `${field}=${String(value)}`).toBe(400);
      expect(res.body.error, `${field}=${String(value)}`).toContain(field);
    }
    expect((await recordNumbers(creator, post.id, { ...NUMBERS, views: METRIC_MAX })).status).toBe(200);
    expect((await recordNumbers(creator, post.id, { ...NUMBERS, views: 0 })).status).toBe(200);
  });

  it("refuses another creator's post (404) and a brand (403)", async () => {
    const { brand, creator, application } = await approved();
    const post = await addedPost(creator, application.id);
    const other = await createCreator(t);
    expect((await recordNumbers(other, post.id, NUMBERS)).status).toBe(404);
    await expect(other.caller.livePosts.recordMetrics({ id: post.id, ...NUMBERS })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await recordNumbers(brand, post.id, NUMBERS)).status).toBe(403);
    expect((await recordNumbers(creator, 'no-such-post', NUMBERS)).status).toBe(404);
    expect(await t.db.select().from(postMetrics).where(eq(postMetrics.postId, post.id))).toEqual([]);
  });
});

describe('the reminders to record the numbers', () => {
  const dueNotes = async (creator: Actor) =>
    (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'metrics_due');
  const mailsTo = (creator: Actor) =>
    t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, creator.user.id));

  it('reach the creator 7 and 30 days after posted_at, in the bell and by email, once each', async () => {
    const { campaign, creator, application } = await approved();
    const postedAt = new Date(clock.now() - DAY).toISOString();
    const post = await addedPost(creator, application.id, { posted_at: postedAt });
    const at = (days: number) => Date.parse(postedAt) + days * DAY;
    expect(await jobOf(t, 'metrics_reminder', `${post.id}:7`)).toMatchObject({
      status: 'pending',
      runAt: new Date(at(7)).toISOString(),
    });
    const mailsBefore = (await mailsTo(creator)).length;

    await runJobsAt(t, at(7) - 1);
    expect(await dueNotes(creator)).toEqual([]);
    await Promise.all(Array.from({ length: 3 }, () => runJobsAt(t, at(7))));
    expect(await dueNotes(creator)).toEqual([
      {
        type: 'metrics_due',
        title: 'Time to update your numbers',
        message: `Your post for "${campaign.title as string}" went live 7 days ago. Record its views, likes, comments, shares and saves with Update numbers.`,
        priority: 'medium',
        action_url: '/creator-dashboard?tab=applications',
        metadata: { post_id: post.id, application_id: application.id, campaign_id: campaign.id, days: 7 },
        read: 0,
      },
    ]);
    expect(await mailsTo(creator)).toHaveLength(mailsBefore + 1);

    await runJobsAt(t, at(30));
    expect((await dueNotes(creator)).map((n) => n.metadata)).toEqual([
      expect.objectContaining({ days: 7 }),
      expect.objectContaining({ days: 30 }),
    ]);
    expect(await mailsTo(creator)).toHaveLength(mailsBefore + 2);
    expect(await jobOf(t, 'metrics_reminder', `${post.id}:30`)).toMatchObject({ status: 'done' });
  });

  it('are skipped when the numbers were recorded within the day before, and not emailed with the work switch off', async () => {
    const { creator, application } = await approved();
    await rest(t, 'PUT', '/api/notifications/preferences', {
      token: creator.token,
      body: { email: { work: false } },
    });
    const mailsBefore = (await mailsTo(creator)).length;
    const postedAt = new Date(clock.now() - DAY).toISOString();
    const post = await addedPost(creator, application.id, { posted_at: postedAt });
    const at = (days: number) => Date.parse(postedAt) + days * DAY;

    clock.set(at(7) - 2 * HOUR);
    expect((await recordNumbers(creator, post.id, NUMBERS)).status).toBe(200);
    await runJobsAt(t, at(7));
    expect(await dueNotes(creator)).toEqual([]);
    expect(await jobOf(t, 'metrics_reminder', `${post.id}:7`)).toMatchObject({ status: 'done' });

    await runJobsAt(t, at(30));
    expect((await dueNotes(creator)).map((n) => n.metadata)).toEqual([expect.objectContaining({ days: 30 })]);
    expect(await mailsTo(creator)).toHaveLength(mailsBefore);
  });

  it('are not scheduled for a time already past when the post is recorded late', async () => {
    const { creator, application } = await approved();
    const post = await addedPost(creator, application.id, {
      posted_at: new Date(clock.now() - 10 * DAY).toISOString(),
    });
    expect(await jobOf(t, 'metrics_reminder', `${post.id}:7`)).toBeUndefined();
    expect(await jobOf(t, 'metrics_reminder', `${post.id}:30`)).toMatchObject({ status: 'pending' });
  });
});
