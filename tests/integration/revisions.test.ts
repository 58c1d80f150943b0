import { describe, expect, it } from 'vitest';
import { WORK_MESSAGES } from '@shared/schemas/work';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { acceptedCreator, postCampaign, review, submit, type Actor } from '../kit/marketplace';
import { rest } from '../kit/rest';

/** docs/product.md#revisions */
const t = createTestApp();

async function collaboration(rounds?: number) {
  const brand = await createBrand(t);
  const campaign = await postCampaign(t, brand, rounds === undefined ? {} : { revision_rounds: rounds });
  const { creator, application } = await acceptedCreator(t, brand, campaign.id);
  return { brand, campaign, creator, application };
}

const askRevision = (brand: Actor, submissionId: string, feedback = 'Please add captions') =>
  rest(t, 'PUT', `/api/work-submissions/${submissionId}/review`, {
    token: brand.token,
    body: { status: 'revision_requested', feedback },
  });

describe('revision rounds', () => {
  it('are 2 unless set; the third request is 409 and the work can still be approved', async () => {
    const { brand, campaign, creator, application } = await collaboration();
    expect(campaign.revision_rounds).toBe(2);
    for (const round of [1, 2]) {
      const work = await submit(t, creator, application.id);
      expect((await askRevision(brand, work.id, `Round ${round}`)).status).toBe(200);
    }
    const third = await submit(t, creator, application.id);
    const refused = await askRevision(brand, third.id);
    expect(refused).toMatchObject({ status: 409, body: { error: WORK_MESSAGES.revisionRoundsUsed(2) } });
    expect(WORK_MESSAGES.revisionRoundsUsed(2)).toBe(
      'This campaign allows 2 revision rounds and all are used; approve or reject the work',
    );
    // Through tRPC the same rule, and the work stays pending for the brand's decision.
    await expect(
      t.caller(brand.token).workSubmissions.review({
        id: third.id,
        status: 'revision_requested',
        feedback: 'Once more',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: WORK_MESSAGES.revisionRoundsUsed(2) });
    expect(await review(t, brand, third.id, 'approved')).toMatchObject({ status: 'approved' });
  });

  it('0 rounds refuses the first request', async () => {
    const { brand, campaign, creator, application } = await collaboration(0);
    expect(campaign.revision_rounds).toBe(0);
    const work = await submit(t, creator, application.id);
    expect(await askRevision(brand, work.id)).toMatchObject({
      status: 409,
      body: { error: 'This campaign allows 0 revision rounds and all are used; approve or reject the work' },
    });
    expect(await review(t, brand, work.id, 'rejected', 'Not our style')).toMatchObject({
      status: 'rejected',
    });
  });

  it('an edit raises the rounds for work already sent back; rejections do not count', async () => {
    const { brand, campaign, creator, application } = await collaboration(1);
    const first = await submit(t, creator, application.id);
    expect((await askRevision(brand, first.id)).status).toBe(200);
    const second = await submit(t, creator, application.id);
    await review(t, brand, second.id, 'rejected', 'Wrong product');
    const third = await submit(t, creator, application.id);
    expect(await askRevision(brand, third.id)).toMatchObject({
      status: 409,
      body: { error: 'This campaign allows 1 revision round and all are used; approve or reject the work' },
    });

    const edit = await rest(t, 'PUT', `/api/campaigns/${campaign.id}`, {
      token: brand.token,
      body: { revision_rounds: 3 },
    });
    expect(edit).toMatchObject({ status: 200, body: { campaign: { revision_rounds: 3 } } });
    expect((await askRevision(brand, third.id)).status).toBe(200);
  });

  it('refuses rounds outside 0 to 5', async () => {
    const brand = await createBrand(t);
    const res = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: { title: 'Too many', description: 'Rounds', status: 'active', revision_rounds: 6 },
    });
    expect(res.status).toBe(400);
  });

  it('concurrent requests on one submission: one revision, the rest 409', async () => {
    const { brand, creator, application } = await collaboration(2);
    const work = await submit(t, creator, application.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => askRevision(brand, work.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('GET /api/work-submissions/application/{id}', () => {
  it('gives both parties and admins every version, newest first, with feedback and rounds', async () => {
    const { brand, creator, application } = await collaboration();
    const first = await submit(t, creator, application.id, 'https://www.youtube.com/watch?v=v1');
    await askRevision(brand, first.id, 'Brighter please');
    const second = await submit(t, creator, application.id, 'https://www.youtube.com/watch?v=v2');
    await review(t, brand, second.id, 'rejected', 'Wrong product');
    const third = await submit(t, creator, application.id, 'https://www.youtube.com/watch?v=v3');

    const expected = {
      submissions: [
        { id: third.id, status: 'pending', feedback: null, links: ['https://www.youtube.com/watch?v=v3'] },
        { id: second.id, status: 'rejected', feedback: 'Wrong product' },
        { id: first.id, status: 'revision_requested', feedback: 'Brighter please' },
      ],
      revision_rounds: 2,
      revisions_used: 1,
    };
    const admin = await createAdmin(t);
    for (const who of [creator, brand, admin]) {
      const res = await rest(t, 'GET', `/api/work-submissions/application/${application.id}`, {
        token: who.token,
      });
      expect(res).toMatchObject({ status: 200, body: expected });
      expect(res.body.submissions).toHaveLength(3);
    }
    expect(
      await t.caller(creator.token).workSubmissions.listForApplication({ id: application.id }),
    ).toMatchObject(expected);
  });

  it('is 404 for anyone else, and 401 signed out', async () => {
    const { application } = await collaboration();
    const stranger = await createCreator(t);
    const otherBrand = await createBrand(t);
    for (const who of [stranger, otherBrand]) {
      const res = await rest(t, 'GET', `/api/work-submissions/application/${application.id}`, {
        token: who.token,
      });
      expect(res.status).toBe(404);
    }
    await expect(
      t.caller(stranger.token).workSubmissions.listForApplication({ id: application.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rest(t, 'GET', `/api/work-submissions/application/${application.id}`)).status).toBe(401);
  });
});
