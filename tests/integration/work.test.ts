import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, workSubmissions } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import {
  acceptedCreator,
  apply,
  decide,
  notificationsOf,
  postCampaign,
  review,
  submit,
} from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();

const body = (applicationId: string, links: unknown, extra: Record<string, unknown> = {}) => ({
  application_id: applicationId,
  submission_type: 'link',
  content: 'Final reel',
  links,
  ...extra,
});

async function setup(app: TestApp = t) {
  const brand = await createBrand(app);
  const campaign = await postCampaign(app, brand, { title: 'Sunrise Yoga' });
  const { creator, application } = await acceptedCreator(app, brand, campaign.id, { fullName: 'Kavya Iyer' });
  return { brand, campaign, creator, application };
}

describe('POST /api/work-submissions', () => {
  it('takes work links from the accepted creator and tells the brand', async () => {
    const { brand, campaign, creator, application } = await setup();
    const res = await rest(t, 'POST', '/api/work-submissions', {
      token: creator.token,
      body: body(
        application.id,
        ['  https://www.instagram.com/reel/abc  ', 'https://drive.google.com/file/d/raw'],
        { creator_id: brand.user.id, status: 'approved' },
      ),
    });
    expect(res.status).toBe(200);
    const s = res.body.submission;
    expect(s).toMatchObject({
      application_id: application.id,
      campaign_id: campaign.id,
      creator_id: creator.user.id,
      submission_type: 'link',
      content: 'Final reel',
      links: ['https://www.instagram.com/reel/abc', 'https://drive.google.com/file/d/raw'],
      file_urls: [],
      status: 'pending',
      feedback: null,
      reviewed_at: null,
      campaign_title: 'Sunrise Yoga',
      creator_name: 'Kavya Iyer',
    });
    expect(s.submitted_at).toBe(s.created_at);
    const notices = (await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'work_submitted');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Work submitted',
        message: 'Kavya Iyer submitted work for "Sunrise Yoga". It is waiting for your review.',
        action_url: '/brand-dashboard?tab=applications',
        metadata: {
          campaign_id: campaign.id,
          application_id: application.id,
          submission_id: s.id,
          creator_id: creator.user.id,
        },
      }),
    ]);
  });

  it.each([
    [[], 'Work link is required'],
    [[''], 'Work link is required'],
    [undefined, 'Work link is required'],
    [['youtube.com/watch?v=1'], 'Please enter a valid URL'],
    [['ftp://youtube.com/x'], 'URL must start with http:// or https://'],
    [['http://ab/x'], 'Please enter a valid URL with a domain name'],
    [['https://example.com/x'], 'Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)'],
    [
      ['https://youtu.be/ok', 'https://evil.example/x'],
      'Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)',
    ],
  ])('refuses links %j with 400 %j (docs/product.md#work-link)', async (links, error) => {
    const { creator, application } = await setup();
    const res = await rest(t, 'POST', '/api/work-submissions', {
      token: creator.token,
      body: body(application.id, links),
    });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(
      await t.db.select().from(workSubmissions).where(eq(workSubmissions.applicationId, application.id)),
    ).toEqual([]);
  });

  it("accepts links to the app's own hosts (APP_HOSTS, default localhost)", async () => {
    const own = createTestApp({ APP_HOSTS: 'collab.example.in, portfolio.example.in' });
    const a = await setup(own);
    expect(
      (
        await rest(own, 'POST', '/api/work-submissions', {
          token: a.creator.token,
          body: body(a.application.id, ['https://collab.example.in/p/1']),
        })
      ).status,
    ).toBe(200);
    const b = await setup(own);
    expect(
      (
        await rest(own, 'POST', '/api/work-submissions', {
          token: b.creator.token,
          body: body(b.application.id, ['http://localhost:3000/p/1']),
        })
      ).status,
    ).toBe(400);
    const c = await setup();
    expect(
      (
        await rest(t, 'POST', '/api/work-submissions', {
          token: c.creator.token,
          body: body(c.application.id, ['http://localhost:3000/p/1']),
        })
      ).status,
    ).toBe(200);
  });

  it('needs an accepted application (409 while pending or after rejection)', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand);
    const pendingCreator = await createCreator(t);
    const pending = await apply(t, pendingCreator, c.id);
    expect(
      await rest(t, 'POST', '/api/work-submissions', {
        token: pendingCreator.token,
        body: body(pending.id, ['https://youtu.be/x']),
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'You can submit work once your application is accepted' },
    });
    const rejectedCreator = await createCreator(t);
    const rejected = await apply(t, rejectedCreator, c.id);
    await decide(t, brand, rejected.id, 'rejected');
    expect(
      await rest(t, 'POST', '/api/work-submissions', {
        token: rejectedCreator.token,
        body: body(rejected.id, ['https://youtu.be/x']),
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Work cannot be submitted for an application that is rejected' },
    });
  });

  it('allows a new submission only when none exists or the latest was rejected or sent back', async () => {
    const { brand, creator, application } = await setup();
    const first = await submit(t, creator, application.id);
    expect(
      await rest(t, 'POST', '/api/work-submissions', {
        token: creator.token,
        body: body(application.id, ['https://youtu.be/2']),
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Your latest submission is still under review' },
    });
    await review(t, brand, first.id, 'rejected', 'Too dark');
    const second = await submit(t, creator, application.id, 'https://youtu.be/2');
    await review(t, brand, second.id, 'revision_requested', 'Add captions');
    const third = await submit(t, creator, application.id, 'https://youtu.be/3');
    await review(t, brand, third.id, 'approved');
    expect(
      await rest(t, 'POST', '/api/work-submissions', {
        token: creator.token,
        body: body(application.id, ['https://youtu.be/4']),
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Your work for this campaign has already been approved' },
    });
    const titles = (await notificationsOf(t, brand.user.id))
      .filter((n) => n.type === 'work_submitted')
      .map((n) => n.title);
    expect(titles).toEqual(['Work submitted', 'Work resubmitted', 'Work resubmitted']);
  });

  it('needs the campaign to be active', async () => {
    const { campaign, creator, application } = await setup();
    await t.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaign.id));
    expect(
      await rest(t, 'POST', '/api/work-submissions', {
        token: creator.token,
        body: body(application.id, ['https://youtu.be/x']),
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'This campaign is paused; work can be submitted only while it is active' },
    });
  });

  it("is for the application's own creator: 404 for another creator's, 403 for brands, 401 signed out", async () => {
    const { brand, application } = await setup();
    const stranger = await createCreator(t);
    const links = ['https://youtu.be/x'];
    expect(
      (
        await rest(t, 'POST', '/api/work-submissions', {
          token: stranger.token,
          body: body(application.id, links),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await rest(t, 'POST', '/api/work-submissions', {
          token: stranger.token,
          body: body('no-such-application', links),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await rest(t, 'POST', '/api/work-submissions', {
          token: brand.token,
          body: body(application.id, links),
        })
      ).status,
    ).toBe(403);
    expect(
      (await rest(t, 'POST', '/api/work-submissions', { body: body(application.id, links) })).status,
    ).toBe(401);
    await expect(
      stranger.caller.workSubmissions.submit(body(application.id, links) as never),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/work-submissions/my and /campaign/{id}', () => {
  it("lists a creator's own submissions, newest first, with a status filter", async () => {
    const { brand, creator, application } = await setup();
    const other = await setup();
    await submit(t, other.creator, other.application.id);
    const first = await submit(t, creator, application.id, 'https://youtu.be/1');
    await review(t, brand, first.id, 'rejected', 'Redo');
    const second = await submit(t, creator, application.id, 'https://youtu.be/2');
    const res = await rest(t, 'GET', '/api/work-submissions/my', { token: creator.token });
    expect(res.status).toBe(200);
    expect(res.body.submissions.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    expect(res.body.total).toBe(2);
    const rejected = await rest(t, 'GET', '/api/work-submissions/my?status=rejected', {
      token: creator.token,
    });
    expect(rejected.body.submissions).toEqual([
      expect.objectContaining({ id: first.id, status: 'rejected', feedback: 'Redo' }),
    ]);
    expect((await rest(t, 'GET', '/api/work-submissions/my', { token: brand.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/work-submissions/my')).status).toBe(401);
  });

  it("lists a campaign's submissions with creator names for its brand and admins; 404 for another brand", async () => {
    const { brand, campaign, creator, application } = await setup();
    const second = await acceptedCreator(t, brand, campaign.id, { fullName: 'Second Creator' });
    const s1 = await submit(t, creator, application.id);
    const s2 = await submit(t, second.creator, second.application.id);
    const admin = await createAdmin(t);
    for (const token of [brand.token, admin.token]) {
      const res = await rest(t, 'GET', `/api/work-submissions/campaign/${campaign.id}`, { token });
      expect(res.status).toBe(200);
      expect(
        res.body.submissions.map((s: { id: string; creator_name: string }) => [s.id, s.creator_name]),
      ).toEqual([
        [s2.id, 'Second Creator'],
        [s1.id, 'Kavya Iyer'],
      ]);
    }
    const byCreator = await rest(
      t,
      'GET',
      `/api/work-submissions/campaign/${campaign.id}?creator_id=${creator.user.id}`,
      { token: brand.token },
    );
    expect(byCreator.body.submissions.map((s: { id: string }) => s.id)).toEqual([s1.id]);
    const intruder = await createBrand(t);
    expect(
      (await rest(t, 'GET', `/api/work-submissions/campaign/${campaign.id}`, { token: intruder.token }))
        .status,
    ).toBe(404);
    expect(
      (await rest(t, 'GET', `/api/work-submissions/campaign/${campaign.id}`, { token: creator.token }))
        .status,
    ).toBe(403);
  });
});

describe('PUT /api/work-submissions/{id}/review', () => {
  it('approves pending work, tells the creator, and shows work_approved on the application', async () => {
    const { brand, campaign, creator, application } = await setup();
    const s = await submit(t, creator, application.id);
    const res = await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
      token: brand.token,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({ id: s.id, status: 'approved', feedback: null });
    expect(res.body.submission.reviewed_at).toMatch(/^\d{4}-/);
    expect((await notificationsOf(t, creator.user.id)).at(-1)).toMatchObject({
      type: 'work_approved',
      title: 'Work approved',
      message: 'Your work for "Sunrise Yoga" was approved.',
      priority: 'high',
      action_url: '/creator-dashboard?tab=applications',
      metadata: {
        campaign_id: campaign.id,
        application_id: application.id,
        submission_id: s.id,
        status: 'approved',
      },
    });
    const mine = await rest(t, 'GET', '/api/applications/my', { token: creator.token });
    expect(mine.body.applications[0]).toMatchObject({
      id: application.id,
      status: 'accepted',
      work_approved: true,
      work_status: 'approved',
    });
  });

  it('rejects or asks for a revision only with feedback, and passes the feedback on', async () => {
    const { brand, creator, application } = await setup();
    const s = await submit(t, creator, application.id);
    expect(
      await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
        token: brand.token,
        body: { status: 'rejected' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Feedback is required when rejecting work' },
    });
    expect(
      await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
        token: brand.token,
        body: { status: 'rejected', feedback: '   ' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Feedback is required when rejecting work' },
    });
    expect(
      await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
        token: brand.token,
        body: { status: 'revision_requested' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Feedback is required when requesting a revision' },
    });
    const res = await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
      token: brand.token,
      body: { status: 'revision_requested', feedback: 'Add captions' },
    });
    expect(res.body.submission).toMatchObject({ status: 'revision_requested', feedback: 'Add captions' });
    expect((await notificationsOf(t, creator.user.id)).at(-1)).toMatchObject({
      type: 'work_reviewed',
      title: 'Revision requested',
      message:
        'The brand asked for changes to your work for "Sunrise Yoga". Please revise and resubmit. Feedback: Add captions',
    });
    const again = await submit(t, creator, application.id, 'https://youtu.be/v2');
    await review(t, brand, again.id, 'rejected', 'Wrong product');
    expect((await notificationsOf(t, creator.user.id)).at(-1)).toMatchObject({
      type: 'work_reviewed',
      title: 'Work rejected',
      message: 'Your work for "Sunrise Yoga" was rejected. You can submit it again. Feedback: Wrong product',
    });
  });

  it('reviews only pending work (409) and only to approved, rejected or revision_requested (400)', async () => {
    const { brand, creator, application } = await setup();
    const s = await submit(t, creator, application.id);
    expect(
      (
        await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
          token: brand.token,
          body: { status: 'pending' },
        })
      ).status,
    ).toBe(400);
    await review(t, brand, s.id, 'approved');
    expect(
      await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
        token: brand.token,
        body: { status: 'rejected', feedback: 'Changed my mind' },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'This submission was already reviewed (approved); only pending work can be reviewed' },
    });
  });

  it('answers 404 to another brand, 403 to creators, 401 signed out', async () => {
    const { creator, application } = await setup();
    const s = await submit(t, creator, application.id);
    const intruder = await createBrand(t);
    expect(
      (
        await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
          token: intruder.token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
          token: creator.token,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, { body: { status: 'approved' } })).status,
    ).toBe(401);
    await expect(
      intruder.caller.workSubmissions.review({ id: s.id, status: 'approved' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [stored] = await t.db
      .select({ s: workSubmissions.status })
      .from(workSubmissions)
      .where(eq(workSubmissions.id, s.id));
    expect(stored?.s).toBe('pending');
  });
});
