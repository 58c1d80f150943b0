import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, livePosts, workSubmissions } from '@db/schema';
import { DISCLOSURE_ADVICE } from '@shared/disclosure';
import { DISCLOSURE_REVIEW_MESSAGES } from '@shared/schemas/disclosure-review';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { later, runJobsAt } from '../kit/jobs';
import { acceptedCreator, postCampaign, type Actor } from '../kit/marketplace';
import { rest } from '../kit/rest';

/** docs/product.md#disclosure: the caption with the work, its check, the override reason and the admins' list. */
const t = createTestApp();
const admin = await createAdmin(t);

const PASSING = '#ad Monsoon looks with the teal kurta from Saffron Threads';
const FAILING = 'Monsoon looks with the teal kurta, loving it!';
const HOUR = 3_600_000;

/** A brand's active campaign (paid with a budget, else barter) and an accepted creator. */
async function deal(body: Record<string, unknown> = {}) {
  const brand = await createBrand(t, { fullName: 'Saffron Threads' });
  const campaign = await postCampaign(t, brand, { title: `Caption deal ${Math.random()}`, ...body });
  const { creator, application } = await acceptedCreator(t, brand, campaign.id, { fullName: 'Asha Rao' });
  return { brand, campaign, creator, application };
}

const submitBody = (applicationId: string, caption?: unknown) => ({
  application_id: applicationId,
  submission_type: 'link',
  links: ['https://www.instagram.com/reel/DCaption01/'],
  ...(caption === undefined ? {} : { caption }),
});

async function submitted(creator: Actor, applicationId: string, caption?: string) {
  const res = await rest(t, 'POST', '/api/work-submissions', {
    token: creator.token,
    body: submitBody(applicationId, caption),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.submission as Record<string, any> & { id: string };
}

const approve = (brand: Actor, id: string, extra: Record<string, unknown> = {}) =>
  rest(t, 'PUT', `/api/work-submissions/${id}/review`, {
    token: brand.token,
    body: { status: 'approved', ...extra },
  });

const stored = async (id: string) =>
  (await t.db.select().from(workSubmissions).where(eq(workSubmissions.id, id)))[0]!;

const adminList = (query = '', token = admin.token) =>
  rest(t, 'GET', `/api/admin/disclosure${query}`, { token });

describe('the caption with the work', () => {
  it('stores the caption and answers its check in every answer that carries the submission', async () => {
    const { brand, campaign, creator, application } = await deal();
    const work = await submitted(creator, application.id, `  ${FAILING}\r\nSecond line  `);
    expect(work.caption).toBe(`${FAILING}\nSecond line`);
    expect(work.disclosure).toEqual({ ok: false, label: null, problems: ['missing_label'] });
    expect(work.override_reason).toBeNull();
    expect((await stored(work.id)).caption).toBe(`${FAILING}\nSecond line`);

    const lists = [
      (await rest(t, 'GET', '/api/work-submissions/my', { token: creator.token })).body.submissions,
      (await rest(t, 'GET', `/api/work-submissions/campaign/${campaign.id}`, { token: brand.token })).body
        .submissions,
      (await rest(t, 'GET', `/api/work-submissions/application/${application.id}`, { token: brand.token }))
        .body.submissions,
      (await brand.caller.workSubmissions.listForApplication({ id: application.id })).submissions,
    ];
    for (const list of lists)
      expect(list[0]).toMatchObject({ id: work.id, disclosure: { ok: false, problems: ['missing_label'] } });
  });

  it('answers disclosure null without a caption, and takes an empty one as none', async () => {
    const { creator, application } = await deal();
    const none = await submitted(creator, application.id);
    expect(none).toMatchObject({ caption: null, disclosure: null });
    expect((await stored(none.id)).caption).toBeNull();

    const other = await deal();
    const empty = await submitted(other.creator, other.application.id, '');
    expect(empty).toMatchObject({ caption: null, disclosure: null });
  });

  it('takes up to 5,000 characters and refuses 5,001 with 400 naming the caption, on REST and createCaller', async () => {
    const { creator, application } = await deal();
    const long = `#ad ${'x'.repeat(4996)}`;
    expect(long).toHaveLength(5000);
    const tooLong = await rest(t, 'POST', '/api/work-submissions', {
      token: creator.token,
      body: submitBody(application.id, `${long}y`),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toContain('Caption must be at most 5000 characters');
    await expect(
      creator.caller.workSubmissions.submit(submitBody(application.id, `${long}y`) as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    for (const bad of [42, 'a <b>bold</b> caption', 'nul\u0000']) {
      const res = await rest(t, 'POST', '/api/work-submissions', {
        token: creator.token,
        body: submitBody(application.id, bad),
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      await t.db.select().from(workSubmissions).where(eq(workSubmissions.applicationId, application.id)),
    ).toEqual([]);
    const ok = await creator.caller.workSubmissions.submit(submitBody(application.id, long) as never);
    expect(ok.submission).toMatchObject({ caption: long, disclosure: { ok: true, label: 'Ad' } });
  });

  it('reads "Free gift" alone as a label on barter, and as a problem on a paid campaign or an agreed amount', async () => {
    const caption = 'Free gift from Saffron Threads: the teal kurta';
    const barter = await deal();
    expect((await submitted(barter.creator, barter.application.id, caption)).disclosure).toEqual({
      ok: true,
      label: 'Free gift',
      problems: [],
    });

    const paid = await deal({ budget: 20_000 });
    expect((await submitted(paid.creator, paid.application.id, caption)).disclosure).toEqual({
      ok: false,
      label: 'Free gift',
      problems: ['gift_label_on_paid'],
    });

    // An agreed amount (a direct offer) pays money whatever the campaign says.
    const agreed = await deal();
    await t.db
      .update(applications)
      .set({ agreedAmount: 5000 })
      .where(eq(applications.id, agreed.application.id));
    expect((await submitted(agreed.creator, agreed.application.id, caption)).disclosure).toMatchObject({
      ok: false,
      problems: ['gift_label_on_paid'],
    });
  });
});

describe('approving work whose caption fails the check', () => {
  it('needs override_reason (400 naming it), then keeps the reason; REST and createCaller', async () => {
    const { brand, creator, application } = await deal();
    const work = await submitted(creator, application.id, FAILING);

    for (const extra of [
      {},
      { override_reason: '' },
      { override_reason: null },
      { feedback: 'Looks great' },
    ]) {
      const res = await approve(brand, work.id, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error).toBe(DISCLOSURE_REVIEW_MESSAGES.overrideReasonRequired);
      expect(res.body.issues).toEqual([
        { path: 'override_reason', message: DISCLOSURE_REVIEW_MESSAGES.overrideReasonRequired },
      ]);
    }
    await expect(
      brand.caller.workSubmissions.review({ id: work.id, status: 'approved' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DISCLOSURE_REVIEW_MESSAGES.overrideReasonRequired,
    });
    const tooLong = await approve(brand, work.id, { override_reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toContain('Override reason must be at most 1000 characters');
    expect(await stored(work.id)).toMatchObject({ status: 'pending', overrideReason: null });

    const reason = 'The creator adds "#ad" when posting; agreed on a call.';
    const { submission } = await brand.caller.workSubmissions.review({
      id: work.id,
      status: 'approved',
      override_reason: reason,
    });
    expect(submission).toMatchObject({
      status: 'approved',
      override_reason: reason,
      disclosure: { ok: false, problems: ['missing_label'] },
    });
    expect(await stored(work.id)).toMatchObject({ status: 'approved', overrideReason: reason });
  });

  it('needs no reason for a passing caption or none, and keeps none that is sent anyway', async () => {
    const passing = await deal();
    const work = await submitted(passing.creator, passing.application.id, PASSING);
    const res = await approve(passing.brand, work.id, { override_reason: 'Not needed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.submission).toMatchObject({ status: 'approved', override_reason: null });

    const bare = await deal();
    const none = await submitted(bare.creator, bare.application.id);
    expect((await approve(bare.brand, none.id)).status).toBe(200);
    expect(await stored(none.id)).toMatchObject({ status: 'approved', overrideReason: null });
  });

  it('sends failing work back without a reason: only approval asks for one', async () => {
    const { brand, creator, application } = await deal();
    const work = await submitted(creator, application.id, FAILING);
    const res = await rest(t, 'PUT', `/api/work-submissions/${work.id}/review`, {
      token: brand.token,
      body: { status: 'revision_requested', feedback: DISCLOSURE_ADVICE.missing_label },
    });
    expect(res.status).toBe(200);
    expect(await stored(work.id)).toMatchObject({ status: 'revision_requested', overrideReason: null });
  });

  it('approves once under concurrent approvals with a reason', async () => {
    const { brand, creator, application } = await deal();
    const work = await submitted(creator, application.id, FAILING);
    const answers = await Promise.all(
      ['First reason', 'Second reason'].map((override_reason) =>
        approve(brand, work.id, { override_reason }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body.submission.override_reason;
    expect((await stored(work.id)).overrideReason).toBe(won);
  });

  it("another brand's work is 404, reason or not", async () => {
    const { creator, application } = await deal();
    const work = await submitted(creator, application.id, FAILING);
    const stranger = await createBrand(t);
    expect((await approve(stranger, work.id)).status).toBe(404);
    expect((await approve(stranger, work.id, { override_reason: 'Mine now' })).status).toBe(404);
  });

  it('the platform approves failing work after WORK_REVIEW_HOURS, recording no reason; admins see it', async () => {
    const { creator, application } = await deal();
    const work = await submitted(creator, application.id, FAILING);
    await runJobsAt(t, later(work.created_at, t.env.WORK_REVIEW_HOURS * HOUR));
    expect(await stored(work.id)).toMatchObject({
      status: 'approved',
      autoApproved: true,
      overrideReason: null,
    });
    const { items } = (await adminList('?kind=work&limit=100')).body;
    expect(items.find((i: { id: string }) => i.id === work.id)).toMatchObject({
      kind: 'work',
      auto_approved: true,
      override_reason: null,
    });
  });
});

describe('GET /api/admin/disclosure', () => {
  it('lists approved work with a failing caption and its reason, and live posts that fail, newest first', async () => {
    const fresh = createTestApp();
    const boss = await createAdmin(fresh);
    const brand = await createBrand(fresh, { fullName: 'Nimbus Umbrellas' });
    const campaign = await postCampaign(fresh, brand, { title: 'Rainy day reels' });
    const { creator, application } = await acceptedCreator(fresh, brand, campaign.id, {
      fullName: 'Ravi Iyer',
    });
    const send = (caption: string) =>
      rest(fresh, 'POST', '/api/work-submissions', {
        token: creator.token,
        body: submitBody(application.id, caption),
      }).then((r) => r.body.submission as { id: string });
    // A passing approved submission is not listed.
    const first = await send(FAILING);
    await rest(fresh, 'PUT', `/api/work-submissions/${first.id}/review`, {
      token: brand.token,
      body: { status: 'rejected', feedback: 'Add the label' },
    });
    const work = await send(FAILING);
    const reason = 'The label goes on the video itself.';
    const approved = await rest(fresh, 'PUT', `/api/work-submissions/${work.id}/review`, {
      token: brand.token,
      body: { status: 'approved', override_reason: reason },
    });
    expect(approved.status).toBe(200);

    const post = (caption: string, ok: boolean, createdAt: string) => ({
      applicationId: application.id,
      campaignId: campaign.id,
      creatorId: creator.user.id,
      url: `https://www.instagram.com/p/${ok ? 'Ok' : 'Bad'}${createdAt.slice(0, 4)}/`,
      caption,
      postedAt: createdAt,
      disclosureOk: ok,
      createdAt,
    });
    const future = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    await fresh.db
      .insert(livePosts)
      .values([
        post('Rainy walk #umbrella #monsoon #rain #ad', false, future),
        post('#ad Rainy walk', true, future),
        post('Old walk', false, past),
      ]);

    const res = await rest(fresh, 'GET', '/api/admin/disclosure', { token: boss.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((i: { kind: string }) => i.kind)).toEqual(['post', 'work', 'post']);
    expect(res.body.items[0]).toMatchObject({
      kind: 'post',
      campaign_title: 'Rainy day reels',
      brand_name: 'Nimbus Umbrellas',
      creator_name: 'Ravi Iyer',
      caption: 'Rainy walk #umbrella #monsoon #rain #ad',
      disclosure: { ok: false, label: 'Ad', problems: ['not_upfront'] },
      override_reason: null,
    });
    expect(res.body.items[1]).toMatchObject({
      kind: 'work',
      id: work.id,
      application_id: application.id,
      url: 'https://www.instagram.com/reel/DCaption01/',
      caption: FAILING,
      disclosure: { ok: false, problems: ['missing_label'] },
      override_reason: reason,
      auto_approved: false,
    });

    // The same through createCaller, one kind at a time, and paged.
    expect((await boss.caller.adminDisclosure.list({ kind: 'work' })).items.map((i) => i.id)).toEqual([
      work.id,
    ]);
    expect((await boss.caller.adminDisclosure.list({ kind: 'post' })).items).toHaveLength(2);
    const pageTwo = await rest(fresh, 'GET', '/api/admin/disclosure?limit=1&offset=1', { token: boss.token });
    expect(pageTwo.body.items.map((i: { id: string }) => i.id)).toEqual([work.id]);
    expect((await boss.caller.adminDisclosure.list({ limit: 2, offset: 2 })).items).toHaveLength(1);
    await fresh.close();
  });

  it('is for admins only: 403 for brands and creators, 401 signed out', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    expect((await adminList('', brand.token)).status).toBe(403);
    expect((await adminList('', creator.token)).status).toBe(403);
    expect((await rest(t, 'GET', '/api/admin/disclosure')).status).toBe(401);
    await expect(brand.caller.adminDisclosure.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a bad kind and a page past the cap with 400', async () => {
    expect((await adminList('?kind=stories')).status).toBe(400);
    const deep = await adminList('?offset=1001');
    expect(deep.status).toBe(400);
    expect(deep.body.error).toContain('offset must be at most 1000');
    expect((await adminList('?offset=1000&limit=100')).status).toBe(200);
  });
});
