import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreements } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import {
  acceptedCreator,
  apply,
  notificationsOf,
  postCampaign,
  submit,
  type Actor,
} from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();
const strict = createTestApp({ REQUIRE_AGREEMENT: 'true' });
const admin = await createAdmin(t);

const RIGHTS = { scope: 'paid_ads', duration_days: 180, territory: 'worldwide', exclusivity_days: 30 };
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const read = (app: TestApp, actor: Actor, applicationId: string) =>
  rest(app, 'GET', `/api/agreements/application/${applicationId}`, { token: actor.token });
const accept = (app: TestApp, actor: Actor, id: string) =>
  rest(app, 'POST', `/api/agreements/${id}/accept`, { token: actor.token, body: {} });

/** A brand's paid campaign with usage rights, and one accepted creator with its agreement. */
async function deal(app: TestApp = t, body: Record<string, unknown> = {}) {
  const brand = await createBrand(app);
  const campaign = await postCampaign(app, brand, {
    budget: 30_000,
    collab_type: 'paid',
    deliverables: ['1 reel', '2 stories'],
    deadline: '2030-01-31',
    revision_rounds: 3,
    usage_rights: RIGHTS,
    ...body,
  });
  const { creator, application } = await acceptedCreator(app, brand, campaign.id);
  const res = await read(app, brand, application.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { brand, creator, campaign, application, agreement: res.body.agreement as Agreement };
}
type Agreement = {
  id: string;
  text: string;
  sha256: string;
  version: number;
  accepted_by_creator_at: string | null;
  accepted_by_brand_at: string | null;
};

describe('usage rights on campaigns', () => {
  it('are kept on create and edit, default none, and creators see them', async () => {
    const brand = await createBrand(t);
    const plain = await postCampaign(t, brand, { budget: 5000 });
    expect(plain.usage_rights).toEqual({
      scope: 'none',
      duration_days: 0,
      territory: 'india',
      exclusivity_days: 0,
    });
    const withRights = await postCampaign(t, brand, { budget: 5000, usage_rights: RIGHTS });
    expect(withRights.usage_rights).toEqual(RIGHTS);
    const edited = await rest(t, 'PUT', `/api/campaigns/${plain.id}`, {
      token: brand.token,
      body: { usage_rights: { scope: 'organic', duration_days: 90 } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.campaign.usage_rights).toEqual({
      scope: 'organic',
      duration_days: 90,
      territory: 'india',
      exclusivity_days: 0,
    });
    const creator = await createCreator(t);
    const seen = await creator.caller.campaigns.get({ id: withRights.id });
    expect(seen.campaign.usage_rights).toEqual(RIGHTS);
  });

  it.each([
    [{ scope: 'forever' }, 'scope', 'Usage scope must be none, organic or paid_ads'],
    [{ duration_days: 3651 }, 'duration_days', 'Usage duration must be at most'],
    [{ duration_days: -1 }, 'duration_days', 'Usage duration must be 0 or more'],
    [{ duration_days: 1.5 }, 'duration_days', 'whole number'],
    [{ territory: 'mars' }, 'territory', 'Usage territory must be india or worldwide'],
    [{ exclusivity_days: 366 }, 'exclusivity_days', 'Exclusivity must be at most'],
  ])('refuses usage_rights %j with 400 naming %s', async (rights, field, message) => {
    const brand = await createBrand(t);
    const res = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: { title: 'Rights', status: 'draft', usage_rights: rights },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
    expect(JSON.stringify(res.body.issues)).toContain(`usage_rights.${field}`);
  });
});

describe('the agreement made on acceptance', () => {
  it("is made when the brand accepts, with the campaign's terms, the creator's share, and the hash of its text", async () => {
    const { brand, creator, application, agreement } = await deal();
    expect(agreement.version).toBe(1);
    expect(agreement.sha256).toBe(sha(agreement.text));
    expect(agreement.accepted_by_brand_at).toBeNull();
    expect(agreement.accepted_by_creator_at).toBeNull();
    for (const part of [
      '## Parties',
      creator.user.id,
      brand.user.id,
      '- 1 reel',
      '- 2 stories',
      '₹30,000',
      'up to 3 times',
      'Scope: Paid ads',
      '180 days',
      'Worldwide',
      'Exclusivity: 30 days',
      '#ad',
      '## Platform terms',
      'Short videos about our summer range',
    ])
      expect(agreement.text).toContain(part);
    // The creator reads the same agreement through tRPC.
    const viaCaller = await creator.caller.agreements.forApplication({ id: application.id });
    expect(viaCaller.agreement).toEqual(agreement);
    expect(viaCaller.agreement_required).toBe(false);
  });

  it('is made when the creator accepts a direct offer, with the agreed amount', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const campaign = await postCampaign(t, brand, { budget: 50_000, usage_rights: RIGHTS });
    const sent = await rest(t, 'POST', '/api/offers', {
      token: brand.token,
      body: {
        creator_id: creator.user.id,
        campaign_id: campaign.id,
        amount: 12_345,
        deliverables: '1 reel',
        deadline: '2030-12-31',
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const taken = await rest(t, 'POST', `/api/offers/${sent.body.offer.id}/accept`, {
      token: creator.token,
      body: {},
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const applicationId = taken.body.application.id as string;
    const [row] = await t.db.select().from(agreements).where(eq(agreements.applicationId, applicationId));
    expect(row!.text).toContain('₹12,345, the amount agreed in a direct offer');
    expect(row!.sha256).toBe(sha(row!.text));
  });

  it('is for the two parties and admins only; anyone else 404', async () => {
    const { application, agreement } = await deal();
    const stranger = await createCreator(t);
    const otherBrand = await createBrand(t);
    expect((await read(t, stranger, application.id)).status).toBe(404);
    expect((await read(t, otherBrand, application.id)).status).toBe(404);
    expect((await accept(t, stranger, agreement.id)).status).toBe(404);
    expect((await read(t, admin, application.id)).body.agreement).toEqual(agreement);
    expect((await accept(t, admin, agreement.id)).status).toBe(403);
  });

  it('is not there for an application not accepted (404)', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { budget: 1000 });
    const creator = await createCreator(t);
    const application = await apply(t, creator, campaign.id);
    const res = await read(t, creator, application.id);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Agreement not found');
  });

  it('never changes when the campaign is edited after acceptance', async () => {
    const { brand, creator, campaign, application, agreement } = await deal();
    const edited = await rest(t, 'PUT', `/api/campaigns/${campaign.id}`, {
      token: brand.token,
      body: {
        description: 'A wholly different brief',
        deliverables: ['10 reels'],
        revision_rounds: 0,
        usage_rights: { scope: 'none' },
      },
    });
    expect(edited.status).toBe(200);
    await accept(t, creator, agreement.id);
    const after = (await read(t, creator, application.id)).body.agreement as Agreement;
    expect(after.text).toBe(agreement.text);
    expect(after.sha256).toBe(agreement.sha256);
    expect(after.text).not.toContain('A wholly different brief');
  });

  it('is made on first read for a collaboration accepted before agreements existed, once however reads race', async () => {
    const { brand, creator, application } = await deal();
    await t.db.delete(agreements).where(eq(agreements.applicationId, application.id));
    const reads = await Promise.all([
      read(t, brand, application.id),
      read(t, creator, application.id),
      read(t, brand, application.id),
    ]);
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(reads.map((r) => r.body.agreement.id)).size).toBe(1);
    const rows = await t.db.select().from(agreements).where(eq(agreements.applicationId, application.id));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/agreements/{id}/accept', () => {
  it("sets the caller's side, tells the other party, and answers the same again", async () => {
    const { brand, creator, agreement } = await deal();
    const first = await accept(t, creator, agreement.id);
    expect(first.status).toBe(200);
    expect(first.body.agreement.accepted_by_creator_at).toEqual(expect.any(String));
    expect(first.body.agreement.accepted_by_brand_at).toBeNull();
    const again = await accept(t, creator, agreement.id);
    expect(again.body).toEqual(first.body);
    const told = (await notificationsOf(t, brand.user.id)).filter((n) => n.title === 'Agreement accepted');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(creator.user.fullName);
    const viaCaller = await brand.caller.agreements.accept({ id: agreement.id });
    expect(viaCaller.agreement.accepted_by_brand_at).toEqual(expect.any(String));
    expect(viaCaller.agreement.accepted_by_creator_at).toBe(first.body.agreement.accepted_by_creator_at);
    const creatorTold = (await notificationsOf(t, creator.user.id)).filter(
      (n) => n.title === 'Agreement accepted',
    );
    expect(creatorTold).toHaveLength(1);
    expect(creatorTold[0]!.message).toContain('Both of you have now accepted it');
  });

  it('takes both sides and their repeats at once: each side set once, one notice each', async () => {
    const { brand, creator, agreement } = await deal();
    const answers = await Promise.all([
      accept(t, creator, agreement.id),
      accept(t, brand, agreement.id),
      accept(t, creator, agreement.id),
      accept(t, brand, agreement.id),
      accept(t, creator, agreement.id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await t.db.select().from(agreements).where(eq(agreements.id, agreement.id));
    expect(row!.acceptedByCreatorAt).not.toBeNull();
    expect(row!.acceptedByBrandAt).not.toBeNull();
    for (const a of answers.filter((x) => x.body.agreement.accepted_by_creator_at))
      expect(a.body.agreement.accepted_by_creator_at).toBe(row!.acceptedByCreatorAt);
    const notes = async (who: Actor) =>
      (await notificationsOf(t, who.user.id)).filter((n) => n.title === 'Agreement accepted');
    expect(await notes(brand)).toHaveLength(1);
    expect(await notes(creator)).toHaveLength(1);
  });

  it('an unknown agreement: 404', async () => {
    const creator = await createCreator(t);
    expect((await accept(t, creator, 'no-such-agreement')).status).toBe(404);
  });
});

describe('REQUIRE_AGREEMENT', () => {
  it('refuses work before both parties accepted (409 naming the agreement), then takes it', async () => {
    const { brand, creator, application, agreement } = await deal(strict);
    expect((await read(strict, creator, application.id)).body.agreement_required).toBe(true);
    const early = await rest(strict, 'POST', '/api/work-submissions', {
      token: creator.token,
      body: { application_id: application.id, submission_type: 'link', links: ['https://youtu.be/x'] },
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toContain(agreement.id);
    expect(early.body.agreement_id).toBe(agreement.id);
    await accept(strict, creator, agreement.id);
    const half = await rest(strict, 'POST', '/api/work-submissions', {
      token: creator.token,
      body: { application_id: application.id, submission_type: 'link', links: ['https://youtu.be/x'] },
    });
    expect(half.status).toBe(409);
    await accept(strict, brand, agreement.id);
    const submission = await submit(strict, creator, application.id);
    expect(submission.status).toBe('pending');
  });

  it('is off by default: work goes in without acceptances', async () => {
    const { creator, application } = await deal();
    const submission = await submit(t, creator, application.id);
    expect(submission.status).toBe('pending');
  });
});
