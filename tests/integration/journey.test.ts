import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, campaigns, notifications, transactions, workSubmissions } from '@db/schema';
import { createTestApp } from '../kit/app';
import { notificationsOf } from '../kit/marketplace';
import { rest } from '../kit/rest';

/**
 * Whole collaborations through the REST API only, as the web client makes them, checking every row
 * and every notification they leave behind.
 */

const t = createTestApp();

async function register(email: string, full_name: string, user_type: 'brand' | 'influencer') {
  const res = await rest(t, 'POST', '/api/auth/register', {
    body: { email, password: 'secret123', full_name, user_type },
  });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, id: res.body.user.id as string };
}

/** `rows` in the order of `ids` (the order they were made in), whatever order the engine read them. */
const inOrder = <T>(rows: T[], idOf: (row: T) => string, ids: string[]) =>
  [...rows].sort((a, b) => ids.indexOf(idOf(a)) - ids.indexOf(idOf(b)));
const applicationStatus = (id: string) =>
  t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
const allTransactions = () => t.db.select().from(transactions).orderBy(transactions.id);
const allNotifications = () => t.db.select().from(notifications).orderBy(notifications.id);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe('the paid journey', () => {
  it('create, apply twice, accept, bad link, submit, reject, resubmit, approve, complete-creator, complete, complete again', async () => {
    const brand = await register('brand@chaiwala.in', 'Ravi Kumar', 'brand');
    expect(
      (
        await rest(t, 'PUT', '/api/profiles/me', {
          token: brand.token,
          body: { company_name: 'Chaiwala Co' },
        })
      ).status,
    ).toBe(200);
    const asha = await register('asha@example.in', 'Asha Rao', 'influencer');
    const dev = await register('dev@example.in', 'Dev Mehta', 'influencer');

    // The brand creates a paid campaign.
    const created = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: {
        title: 'Masala Chai Reels',
        description: 'Two reels brewing our masala chai',
        status: 'active',
        collabType: 'paid',
        budget: 12000,
        tags: ['Food', 'Tea'],
        deliverables: ['2 reels'],
        timeline: { start_date: '2026-12-01', end_date: '2026-12-20' },
      },
    });
    expect(created.status).toBe(200);
    const campaignId = created.body.campaign.id as string;

    // Creators find it and apply; applying twice is refused.
    const browse = await rest(t, 'GET', '/api/campaigns?status=active&search=chai', { token: asha.token });
    expect(browse.body.campaigns).toEqual([
      expect.objectContaining({ id: campaignId, brand_name: 'Chaiwala Co', budget: 12000 }),
    ]);
    const applied = await rest(t, 'POST', '/api/applications', {
      token: asha.token,
      body: { campaign_id: campaignId, creator_id: asha.id, brand_id: brand.id, status: 'pending' },
    });
    expect(applied.status).toBe(200);
    const ashaApp = applied.body.application.id as string;
    expect(
      await rest(t, 'POST', '/api/applications', { token: asha.token, body: { campaign_id: campaignId } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'You have already applied to this campaign.' },
    });
    const devApp = (
      await rest(t, 'POST', '/api/applications', { token: dev.token, body: { campaign_id: campaignId } })
    ).body.application.id as string;

    // The brand accepts both.
    const received = await rest(t, 'GET', `/api/applications/campaign/${campaignId}`, { token: brand.token });
    expect(received.body.applications.map((a: { creator_name: string }) => a.creator_name)).toEqual([
      'Dev Mehta',
      'Asha Rao',
    ]);
    for (const id of [ashaApp, devApp]) {
      expect(
        (
          await rest(t, 'PUT', `/api/applications/${id}`, {
            token: brand.token,
            body: { status: 'accepted' },
          })
        ).body.application.status,
      ).toBe('accepted');
    }

    // Asha submits a link to no allowed platform, then a good one.
    const work = (link: string) => ({
      application_id: ashaApp,
      submission_type: 'link',
      content: 'Reel one',
      links: [link],
    });
    expect(
      await rest(t, 'POST', '/api/work-submissions', {
        token: asha.token,
        body: work('https://my-blog.example/reel'),
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Please use a valid platform URL (YouTube, Instagram, Google Drive, etc.)' },
    });
    const first = await rest(t, 'POST', '/api/work-submissions', {
      token: asha.token,
      body: work('https://www.instagram.com/reel/one'),
    });
    expect(first.body.submission.status).toBe('pending');

    // The brand rejects it with feedback (none: 400); Asha resubmits; the brand approves.
    expect(
      (
        await rest(t, 'PUT', `/api/work-submissions/${first.body.submission.id}/review`, {
          token: brand.token,
          body: { status: 'rejected' },
        })
      ).status,
    ).toBe(400);
    const rejected = await rest(t, 'PUT', `/api/work-submissions/${first.body.submission.id}/review`, {
      token: brand.token,
      body: { status: 'rejected', feedback: 'Please show the product label' },
    });
    expect(rejected.body.submission).toMatchObject({
      status: 'rejected',
      feedback: 'Please show the product label',
    });
    const second = await rest(t, 'POST', '/api/work-submissions', {
      token: asha.token,
      body: work('https://youtu.be/two'),
    });
    expect(second.status).toBe(200);
    const approved = await rest(t, 'PUT', `/api/work-submissions/${second.body.submission.id}/review`, {
      token: brand.token,
      body: { status: 'approved' },
    });
    expect(approved.body.submission.status).toBe('approved');

    // complete-creator for Asha pays her share at once; Dev has no approved work, so the campaign stays active.
    const one = await rest(t, 'POST', `/api/campaigns/${campaignId}/complete-creator/${asha.id}`, {
      token: brand.token,
      body: { collab_type: 'paid', budget: 0 },
    });
    expect(one).toMatchObject({ status: 200, body: { campaign_completed: false, completion: null } });
    expect(await applicationStatus(ashaApp)).toEqual([{ status: 'approved' }]);
    expect((await allTransactions()).map((r) => [r.applicationId, r.dealAmount])).toEqual([[ashaApp, 6000]]);

    // The brand completes the campaign; again gives the same answer and creates nothing.
    const done = await rest(t, 'POST', `/api/campaigns/${campaignId}/complete`, { token: brand.token });
    // Each payout: 6,000 - 900 commission - 162 GST on it - 300 TDS (no PAN saved) = 4,638.
    const totals = {
      processed_applications: 2,
      total_budget: 12000,
      commission_amount: 1800,
      influencer_amount: 10200,
      payouts_net: 9276,
    };
    expect(done).toMatchObject({ status: 200, body: totals });
    const before = { tx: await allTransactions(), notes: await allNotifications() };
    expect(
      await rest(t, 'POST', `/api/campaigns/${campaignId}/complete`, { token: brand.token }),
    ).toMatchObject({ status: 200, body: totals });
    expect(await allTransactions()).toEqual(before.tx);
    expect(await allNotifications()).toEqual(before.notes);

    // Every row.
    const campaignRows = await t.db
      .select({
        status: campaigns.status,
        application_count: campaigns.applicationCount,
        completed_at: campaigns.completedAt,
      })
      .from(campaigns);
    expect(campaignRows).toEqual([{ status: 'completed', application_count: 2, completed_at: ISO }]);
    const completedAt = campaignRows[0]!.completed_at;
    const applicationRows = await t.db
      .select({
        id: applications.id,
        creator_id: applications.creatorId,
        brand_id: applications.brandId,
        status: applications.status,
        completed_at: applications.completedAt,
      })
      .from(applications);
    expect(inOrder(applicationRows, (a) => a.id, [ashaApp, devApp])).toEqual([
      {
        id: ashaApp,
        creator_id: asha.id,
        brand_id: brand.id,
        status: 'completed',
        completed_at: completedAt,
      },
      { id: devApp, creator_id: dev.id, brand_id: brand.id, status: 'completed', completed_at: completedAt },
    ]);
    const submissionRows = await t.db
      .select({
        id: workSubmissions.id,
        application_id: workSubmissions.applicationId,
        creator_id: workSubmissions.creatorId,
        links: workSubmissions.links,
        status: workSubmissions.status,
        feedback: workSubmissions.feedback,
        reviewed_at: workSubmissions.reviewedAt,
      })
      .from(workSubmissions);
    const submissionIds = [first.body.submission.id as string, second.body.submission.id as string];
    expect(inOrder(submissionRows, (w) => w.id, submissionIds)).toEqual([
      {
        id: submissionIds[0],
        application_id: ashaApp,
        creator_id: asha.id,
        links: ['https://www.instagram.com/reel/one'],
        status: 'rejected',
        feedback: 'Please show the product label',
        reviewed_at: ISO,
      },
      {
        id: submissionIds[1],
        application_id: ashaApp,
        creator_id: asha.id,
        links: ['https://youtu.be/two'],
        status: 'approved',
        feedback: null,
        reviewed_at: ISO,
      },
    ]);
    const tx = inOrder(
      await t.db
        .select({
          application_id: transactions.applicationId,
          creator_id: transactions.creatorId,
          brand_id: transactions.brandId,
          deal_amount: transactions.dealAmount,
          commission_amount: transactions.commissionAmount,
          creator_earnings: transactions.creatorEarnings,
          payment_status: transactions.paymentStatus,
          payment_reference: transactions.paymentReference,
        })
        .from(transactions),
      (row) => row.creator_id,
      [asha.id, dev.id],
    );
    expect(tx).toEqual([
      {
        application_id: ashaApp,
        creator_id: asha.id,
        brand_id: brand.id,
        deal_amount: 6000,
        commission_amount: 900,
        creator_earnings: 5100,
        payment_status: 'pending',
        payment_reference: expect.stringMatching(/^PAY-/),
      },
      {
        application_id: devApp,
        creator_id: dev.id,
        brand_id: brand.id,
        deal_amount: 6000,
        commission_amount: 900,
        creator_earnings: 5100,
        payment_status: 'pending',
        payment_reference: expect.stringMatching(/^PAY-/),
      },
    ]);
    expect(tx[0]!.payment_reference).not.toBe(tx[1]!.payment_reference);

    // Every notification.
    const brandSide = '/brand-dashboard?tab=applications';
    const creatorSide = '/creator-dashboard?tab=applications';
    expect(
      (await notificationsOf(t, brand.id)).map((n) => [n.type, n.title, n.message, n.action_url]),
    ).toEqual([
      ['new_application', 'New application', 'Asha Rao applied to "Masala Chai Reels".', brandSide],
      ['new_application', 'New application', 'Dev Mehta applied to "Masala Chai Reels".', brandSide],
      [
        'work_submitted',
        'Work submitted',
        'Asha Rao submitted work for "Masala Chai Reels". It is waiting for your review.',
        brandSide,
      ],
      [
        'work_submitted',
        'Work resubmitted',
        'Asha Rao submitted work for "Masala Chai Reels". It is waiting for your review.',
        brandSide,
      ],
    ]);
    // What the payout pays, and what it waits for: nobody funded the campaign, and no bank details are saved.
    const payment =
      '"Masala Chai Reels" is complete. Your payout is ₹4,638: the deal of ₹6,000 less ₹900 platform commission, ₹162 GST on it and ₹300 TDS.' +
      " It is paid once the brand's payment for this campaign reaches the platform." +
      ' Add your bank account or UPI id in Payment Details so we can pay you.';
    const earnings = '/creator-dashboard?tab=earnings';
    expect(
      (await notificationsOf(t, asha.id)).map((n) => [n.type, n.title, n.message, n.action_url]),
    ).toEqual([
      [
        'application_status',
        'Application accepted',
        'Congratulations! Your application to "Masala Chai Reels" was accepted. You can now submit your work.',
        creatorSide,
      ],
      [
        'work_reviewed',
        'Work rejected',
        'Your work for "Masala Chai Reels" was rejected. You can submit it again. Feedback: Please show the product label',
        creatorSide,
      ],
      ['work_approved', 'Work approved', 'Your work for "Masala Chai Reels" was approved.', creatorSide],
      ['payment_processed', 'Payment processing', payment, earnings],
    ]);
    expect((await notificationsOf(t, dev.id)).map((n) => [n.type, n.message])).toEqual([
      [
        'application_status',
        'Congratulations! Your application to "Masala Chai Reels" was accepted. You can now submit your work.',
      ],
      ['payment_processed', payment],
    ]);
    expect(await t.db.select({ n: count() }).from(notifications)).toEqual([{ n: 10 }]);

    // What the creator sees afterwards.
    const mine = await rest(t, 'GET', '/api/applications/my', { token: asha.token });
    expect(mine.body.applications).toEqual([
      expect.objectContaining({
        id: ashaApp,
        status: 'completed',
        work_approved: true,
        campaign_budget: 12000,
      }),
    ]);
    const profile = await rest(t, 'GET', '/api/profiles/me', { token: asha.token });
    expect(profile.body.profile.stats).toEqual({
      total_earnings: 5100,
      net_earnings: 4638,
      paid_campaigns_completed: 1,
      barter_campaigns_completed: 0,
    });
    expect(
      (await rest(t, 'PUT', `/api/campaigns/${campaignId}`, { token: brand.token, body: { budget: 1 } }))
        .status,
    ).toBe(409);
  });
});

describe('the barter journey', () => {
  it('create, apply, accept, submit, revision, resubmit, approve, complete-creator completes it with no money', async () => {
    const brand = await register('brand@handloom.in', 'Handloom House', 'brand');
    const meera = await register('meera@example.in', 'Meera Shah', 'influencer');
    const created = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: {
        title: 'Handloom Saree Styling',
        description: 'Style one saree, keep it',
        status: 'active',
        collabType: 'barter',
        budget: null,
      },
    });
    const campaignId = created.body.campaign.id as string;
    expect(created.body.campaign).toMatchObject({ collab_type: 'barter', budget: null });

    const appId = (
      await rest(t, 'POST', '/api/applications', { token: meera.token, body: { campaign_id: campaignId } })
    ).body.application.id as string;
    await rest(t, 'PUT', `/api/applications/${appId}`, { token: brand.token, body: { status: 'accepted' } });
    const body = (link: string) => ({ application_id: appId, content: 'Saree look', links: [link] });
    const first = await rest(t, 'POST', '/api/work-submissions', {
      token: meera.token,
      body: body('https://www.instagram.com/p/saree1'),
    });
    await rest(t, 'PUT', `/api/work-submissions/${first.body.submission.id}/review`, {
      token: brand.token,
      body: { status: 'revision_requested', feedback: 'Tag our handle' },
    });
    const second = await rest(t, 'POST', '/api/work-submissions', {
      token: meera.token,
      body: body('https://www.instagram.com/p/saree2'),
    });
    await rest(t, 'PUT', `/api/work-submissions/${second.body.submission.id}/review`, {
      token: brand.token,
      body: { status: 'approved', feedback: 'Lovely' },
    });

    const res = await rest(t, 'POST', `/api/campaigns/${campaignId}/complete-creator/${meera.id}`, {
      token: brand.token,
      body: { collab_type: 'paid', budget: 50000 },
    });
    const zero = {
      processed_applications: 1,
      total_budget: 0,
      commission_amount: 0,
      influencer_amount: 0,
      payouts_net: 0,
    };
    expect(res).toMatchObject({ status: 200, body: { campaign_completed: true, completion: zero } });
    expect(
      await rest(t, 'POST', `/api/campaigns/${campaignId}/complete`, { token: brand.token }),
    ).toMatchObject({ status: 200, body: zero });

    expect(
      await t.db
        .select({ status: campaigns.status, completed_at: campaigns.completedAt })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId)),
    ).toEqual([{ status: 'completed', completed_at: ISO }]);
    expect(await applicationStatus(appId)).toEqual([{ status: 'completed' }]);
    const submissionIds = [first.body.submission.id as string, second.body.submission.id as string];
    const submissionRows = await t.db
      .select({ id: workSubmissions.id, status: workSubmissions.status, feedback: workSubmissions.feedback })
      .from(workSubmissions)
      .where(eq(workSubmissions.applicationId, appId));
    expect(inOrder(submissionRows, (w) => w.id, submissionIds)).toEqual([
      { id: submissionIds[0], status: 'revision_requested', feedback: 'Tag our handle' },
      { id: submissionIds[1], status: 'approved', feedback: 'Lovely' },
    ]);
    expect(await t.db.select().from(transactions).where(eq(transactions.campaignId, campaignId))).toEqual([]);
    expect((await notificationsOf(t, brand.id)).map((n) => n.type)).toEqual([
      'new_application',
      'work_submitted',
      'work_submitted',
    ]);
    expect((await notificationsOf(t, meera.id)).map((n) => [n.type, n.title, n.message])).toEqual([
      [
        'application_status',
        'Application accepted',
        'Congratulations! Your application to "Handloom Saree Styling" was accepted. You can now submit your work.',
      ],
      [
        'work_reviewed',
        'Revision requested',
        'The brand asked for changes to your work for "Handloom Saree Styling". Please revise and resubmit. Feedback: Tag our handle',
      ],
      [
        'work_approved',
        'Work approved',
        'Your work for "Handloom Saree Styling" was approved. Feedback: Lovely',
      ],
    ]);
    const profile = await rest(t, 'GET', '/api/profiles/me', { token: meera.token });
    expect(profile.body.profile.stats).toEqual({
      total_earnings: 0,
      net_earnings: 0,
      paid_campaigns_completed: 0,
      barter_campaigns_completed: 1,
    });
  });
});
