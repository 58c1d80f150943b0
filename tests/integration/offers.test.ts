import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, emailOutbox, offers, payouts, transactions } from '@db/schema';
import { indiaDate } from '@shared/dates';
import { commissionOf } from '@shared/money';
import { OFFER_MESSAGES } from '@shared/schemas/offers';
import { createTestApp } from '../kit/app';
import { DAY } from '../kit/deals';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import { apply, decide, notificationsOf, postCampaign, review, submit, type Actor } from '../kit/marketplace';
import { fundCampaign, savePaymentDetails, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const clock = testClock(t);
const admin = await createAdmin(t);

afterEach(async () => {
  await expectLedgerBalanced(t);
  clock.real();
});

/** A day from the test clock's today (India), as the offer's deadline takes it. */
const dayFromNow = (days: number) => indiaDate(new Date(clock.now() + days * DAY));

const send = (brand: Actor, body: Record<string, unknown>) =>
  rest(t, 'POST', '/api/offers', {
    token: brand.token,
    body: { amount: 10_000, deliverables: '1 reel and 2 stories', deadline: dayFromNow(14), ...body },
  });
const act = (actor: Actor, id: string, action: string, body?: Record<string, unknown>) =>
  rest(t, 'POST', `/api/offers/${id}/${action}`, { token: actor.token, body: body ?? {} });

/** A brand with an active paid campaign of `budget` and a creator. */
async function setup(budget = 30_000, body: Record<string, unknown> = {}) {
  const brand = await createBrand(t);
  const creator = await createCreator(t);
  const campaign = await postCampaign(t, brand, { title: `Offer campaign ${budget}`, budget, ...body });
  return { brand, creator, campaign };
}

async function offerOf(brand: Actor, creator: Actor, campaignId: string, body: Record<string, unknown> = {}) {
  const res = await send(brand, { creator_id: creator.user.id, campaign_id: campaignId, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.offer as { id: string; [k: string]: unknown };
}

const offerNotes = async (user: Actor) =>
  (await notificationsOf(t, user.user.id)).filter((n) => n.type === 'offer');

describe('POST /api/offers', () => {
  it('makes a pending offer that expires in 7 days, tells the creator in the bell and by email', async () => {
    const { brand, creator, campaign } = await setup();
    const offer = await offerOf(brand, creator, campaign.id, { message: 'Loved your travel reels' });
    expect(offer).toMatchObject({
      status: 'pending',
      amount: 10_000,
      campaign_id: campaign.id,
      creator_id: creator.user.id,
      brand_id: brand.user.id,
      message: 'Loved your travel reels',
      counter_amount: null,
    });
    expect(Date.parse(offer.expires_at as string) - clock.now()).toBe(7 * DAY);
    const [note] = await offerNotes(creator);
    expect(note).toMatchObject({ title: 'New offer', action_url: '/creator-dashboard?tab=offers' });
    expect(note!.message).toContain('₹10,000');
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, creator.user.id));
    expect(mail).toHaveLength(1);
  });

  it('sends no email when the creator turned the offers email off', async () => {
    const { brand, creator, campaign } = await setup();
    await rest(t, 'PUT', '/api/notifications/preferences', {
      token: creator.token,
      body: { email: { offers: false } },
    });
    await offerOf(brand, creator, campaign.id);
    expect(await offerNotes(creator)).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, creator.user.id))).toEqual([]);
  });

  it('refuses bad input with 400 and a message, on REST and createCaller', async () => {
    const { brand, creator, campaign } = await setup();
    const base = { creator_id: creator.user.id, campaign_id: campaign.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ deliverables: '' }, 'Deliverables'],
      [{ deliverables: 'x'.repeat(2001) }, 'Deliverables'],
      [{ message: 'x'.repeat(1001) }, 'Message'],
      [{ deadline: '2026-02-30' }, OFFER_MESSAGES.deadline],
      [{ deadline: 'tomorrow' }, OFFER_MESSAGES.deadline],
      [{ deadline: dayFromNow(-1) }, OFFER_MESSAGES.deadlinePast],
      [{ amount: 10.5 }, OFFER_MESSAGES.amount],
      [{ amount: -1 }, OFFER_MESSAGES.amount],
      [{ amount: 0 }, OFFER_MESSAGES.paidNeedsAmount],
    ];
    for (const [body, message] of cases) {
      const res = await send(brand, { ...base, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain(message);
    }
    await expect(
      brand.caller.offers.create({ ...base, amount: 0, deliverables: 'A reel', deadline: dayFromNow(3) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Today is not in the past.
    expect((await send(brand, { ...base, deadline: dayFromNow(0) })).status).toBe(200);
    expect(await t.db.select().from(offers).where(eq(offers.campaignId, campaign.id))).toHaveLength(1);
  });

  it('takes 0 on a barter campaign and refuses any other amount there', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const barter = await postCampaign(t, brand, { title: 'Barter offer', collab_type: 'barter' });
    const refused = await send(brand, { creator_id: creator.user.id, campaign_id: barter.id, amount: 500 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(OFFER_MESSAGES.barterIsZero);
    expect((await offerOf(brand, creator, barter.id, { amount: 0 })).amount).toBe(0);
  });

  it("refuses another brand's campaign, an unknown creator or a brand as creator (404), a creator caller (403)", async () => {
    const { brand, creator, campaign } = await setup();
    const other = await createBrand(t);
    expect((await send(other, { creator_id: creator.user.id, campaign_id: campaign.id })).status).toBe(404);
    await expect(
      other.caller.offers.create({
        creator_id: creator.user.id,
        campaign_id: campaign.id,
        amount: 1,
        deliverables: 'A reel',
        deadline: dayFromNow(3),
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await send(brand, { creator_id: 'nobody', campaign_id: campaign.id })).status).toBe(404);
    expect((await send(brand, { creator_id: other.user.id, campaign_id: campaign.id })).status).toBe(404);
    expect((await send(creator, { creator_id: creator.user.id, campaign_id: campaign.id })).status).toBe(403);
  });

  it('refuses a campaign that is not active (409)', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const draft = await postCampaign(t, brand, { title: 'Draft', status: 'draft', budget: 5_000 });
    const res = await send(brand, { creator_id: creator.user.id, campaign_id: draft.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(OFFER_MESSAGES.campaignNotActive);
  });

  it('refuses a second open offer and an offer to a creator who applied (409)', async () => {
    const { brand, creator, campaign } = await setup();
    await offerOf(brand, creator, campaign.id);
    const again = await send(brand, { creator_id: creator.user.id, campaign_id: campaign.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(OFFER_MESSAGES.alreadyOpen);
    const applicant = await createCreator(t);
    await apply(t, applicant, campaign.id);
    const applied = await send(brand, { creator_id: applicant.user.id, campaign_id: campaign.id });
    expect(applied.status).toBe(409);
    expect(applied.body.error).toBe(OFFER_MESSAGES.alreadyApplied);
  });

  it('of concurrent offers to one creator on one campaign makes exactly one', async () => {
    const { brand, creator, campaign } = await setup();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => send(brand, { creator_id: creator.user.id, campaign_id: campaign.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.db.select().from(offers).where(eq(offers.campaignId, campaign.id))).toHaveLength(1);
  });

  it('refuses an amount above what the budget has left after accepted agreed amounts (409)', async () => {
    const { brand, creator, campaign } = await setup(30_000);
    const first = await offerOf(brand, creator, campaign.id, { amount: 20_000 });
    expect((await act(creator, first.id, 'accept')).status).toBe(200);
    const second = await createCreator(t);
    const over = await send(brand, { creator_id: second.user.id, campaign_id: campaign.id, amount: 10_001 });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(OFFER_MESSAGES.overBudget(10_000));
    // Exactly what is left is fine; more than the whole budget never is.
    await offerOf(brand, second, campaign.id, { amount: 10_000 });
    const third = await createCreator(t);
    expect(
      (await send(brand, { creator_id: third.user.id, campaign_id: campaign.id, amount: 40_000 })).status,
    ).toBe(409);
  });
});

describe('GET /api/offers/my', () => {
  it("lists the creator's received and the brand's sent offers, newest first, by status", async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const a = await postCampaign(t, brand, { title: 'First', budget: 10_000 });
    const b = await postCampaign(t, brand, { title: 'Second', budget: 10_000 });
    const older = await offerOf(brand, creator, a.id, { amount: 1_000 });
    clock.advance(1_000);
    const newer = await offerOf(brand, creator, b.id, { amount: 2_000 });
    expect((await act(brand, older.id, 'withdraw')).status).toBe(200);

    const received = await rest(t, 'GET', '/api/offers/my', { token: creator.token });
    expect(received.status).toBe(200);
    expect(received.body.offers.map((o: { id: string }) => o.id)).toEqual([newer.id, older.id]);
    const sent = await brand.caller.offers.my({});
    expect(sent.offers.map((o) => o.id)).toEqual([newer.id, older.id]);
    const pending = await rest(t, 'GET', '/api/offers/my?status=pending', { token: brand.token });
    expect(pending.body.offers.map((o: { id: string }) => o.id)).toEqual([newer.id]);
    expect((await rest(t, 'GET', '/api/offers/my?status=sideways', { token: brand.token })).status).toBe(400);
    const stranger = await createCreator(t);
    expect((await stranger.caller.offers.my({})).offers).toEqual([]);
    expect((await rest(t, 'GET', '/api/offers/my', { token: admin.token })).status).toBe(403);
  });
});

describe('answering an offer', () => {
  it('the creator accepts: an accepted application at the amount, as a brand accepting one makes', async () => {
    const { brand, creator, campaign } = await setup(30_000, { deadline: dayFromNow(20) });
    const offer = await offerOf(brand, creator, campaign.id, { amount: 12_000 });
    const res = await act(creator, offer.id, 'accept');
    expect(res.status).toBe(200);
    expect(res.body.offer).toMatchObject({ status: 'accepted', application_id: res.body.application.id });
    expect(res.body.application).toMatchObject({
      status: 'accepted',
      campaign_id: campaign.id,
      creator_id: creator.user.id,
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, res.body.application.id));
    expect(row).toMatchObject({ agreedAmount: 12_000, status: 'accepted' });
    expect(row!.acceptedAt).not.toBeNull();
    // It shows among the brand's received applications as any accepted one does.
    const listed = await rest(t, 'GET', '/api/applications/my?status=accepted', { token: brand.token });
    expect(listed.body.applications.map((a: { id: string }) => a.id)).toContain(row!.id);
    const [told] = await offerNotes(brand);
    expect(told).toMatchObject({ title: 'Offer accepted', action_url: '/brand-dashboard?tab=offers' });
    // Again, or by the brand: 409.
    expect((await act(creator, offer.id, 'accept')).status).toBe(409);
    expect((await act(brand, offer.id, 'accept')).status).toBe(409);
    expect((await act(brand, offer.id, 'withdraw')).status).toBe(409);
  });

  it('anyone else gets 404 on every step, on REST and createCaller', async () => {
    const { brand, creator, campaign } = await setup();
    const offer = await offerOf(brand, creator, campaign.id);
    const otherCreator = await createCreator(t);
    const otherBrand = await createBrand(t);
    for (const action of ['accept', 'decline', 'counter']) {
      const res = await act(otherCreator, offer.id, action, { amount: 5 });
      expect(res.status, action).toBe(404);
    }
    for (const action of ['accept', 'decline', 'withdraw'])
      expect((await act(otherBrand, offer.id, action)).status, action).toBe(404);
    await expect(otherCreator.caller.offers.accept({ id: offer.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await act(creator, 'no-such-offer', 'accept')).status).toBe(404);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.status).toBe('pending');
  });

  it('the creator counters once; the brand accepts the counter at the counter amount', async () => {
    const { brand, creator, campaign } = await setup(30_000);
    const offer = await offerOf(brand, creator, campaign.id, { amount: 10_000 });
    // The brand cannot counter or accept its own pending offer.
    expect((await act(brand, offer.id, 'counter', { amount: 5 })).status).toBe(403);
    expect((await act(brand, offer.id, 'accept')).status).toBe(409);
    const bad = await act(creator, offer.id, 'counter', { amount: 0 });
    expect(bad.status).toBe(400);
    const countered = await creator.caller.offers.counter({
      id: offer.id,
      amount: 14_000,
      message: 'Two reels need more time',
    });
    expect(countered.offer).toMatchObject({
      status: 'countered',
      counter_amount: 14_000,
      counter_message: 'Two reels need more time',
    });
    expect((await offerNotes(brand)).map((n) => n.title)).toEqual(['Offer countered']);
    const twice = await act(creator, offer.id, 'counter', { amount: 13_000 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(OFFER_MESSAGES.counterOnce);
    // The creator now waits for the brand.
    expect((await act(creator, offer.id, 'accept')).status).toBe(409);
    expect((await act(creator, offer.id, 'decline')).status).toBe(409);

    const accepted = await brand.caller.offers.accept({ id: offer.id });
    expect(accepted.offer.status).toBe('accepted');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, accepted.application.id));
    expect(row!.agreedAmount).toBe(14_000);
    expect((await offerNotes(creator)).map((n) => n.title)).toEqual(['New offer', 'Offer accepted']);
  });

  it('declines (with a reason) and withdraws while open, and nothing after', async () => {
    const { brand, creator, campaign } = await setup();
    const offer = await offerOf(brand, creator, campaign.id);
    const declined = await act(creator, offer.id, 'decline', { reason: 'Booked that month' });
    expect(declined.status).toBe(200);
    expect(declined.body.offer).toMatchObject({ status: 'declined', decline_reason: 'Booked that month' });
    for (const [who, action] of [
      [creator, 'accept'],
      [creator, 'counter'],
      [brand, 'withdraw'],
      [brand, 'decline'],
    ] as const)
      expect((await act(who, offer.id, action, { amount: 5 })).status, action).toBe(409);

    // A declined offer is no longer open: the brand may offer again; then withdraw a countered one.
    const again = await offerOf(brand, creator, campaign.id);
    await act(creator, again.id, 'counter', { amount: 11_000 });
    const withdrawn = await act(brand, again.id, 'withdraw');
    expect(withdrawn.body.offer.status).toBe('withdrawn');
    expect((await offerNotes(creator)).at(-1)!.title).toBe('Offer withdrawn');
    expect((await act(creator, again.id, 'withdraw')).status).toBe(403);

    const third = await offerOf(brand, creator, campaign.id);
    await act(creator, third.id, 'counter', { amount: 11_000 });
    const brandDeclines = await act(brand, third.id, 'decline');
    expect(brandDeclines.body.offer.status).toBe('declined');
    expect((await offerNotes(creator)).at(-1)!.title).toBe('Offer declined');
  });

  it('an offer unanswered for 7 days is expired, read or not, and cannot be accepted', async () => {
    const { brand, creator, campaign } = await setup();
    const offer = await offerOf(brand, creator, campaign.id);
    clock.advance(7 * DAY - 1_000);
    expect((await brand.caller.offers.my({ status: 'pending' })).offers).toHaveLength(1);
    clock.advance(1_000);
    // Nothing read it since: accepting finds it expired all the same.
    const late = await act(creator, offer.id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(OFFER_MESSAGES.notOpen('expired'));
    expect((await creator.caller.offers.my({})).offers[0]!.status).toBe('expired');
    expect(await t.db.select().from(applications).where(eq(applications.campaignId, campaign.id))).toEqual(
      [],
    );
    // An expired offer is not open: a new one may be sent.
    await offerOf(brand, creator, campaign.id);
  });

  it('of concurrent accepts exactly one succeeds and one application exists', async () => {
    const { brand, creator, campaign } = await setup();
    const offer = await offerOf(brand, creator, campaign.id);
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => act(creator, offer.id, 'accept')),
      ...Array.from({ length: 3 }, () =>
        creator.caller.offers.accept({ id: offer.id }).then(
          () => ({ status: 200 }),
          (e: { code: string }) => ({ status: e.code === 'CONFLICT' ? 409 : 500 }),
        ),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(
      await t.db
        .select()
        .from(applications)
        .where(and(eq(applications.campaignId, campaign.id), eq(applications.creatorId, creator.user.id))),
    ).toHaveLength(1);
  });

  it("takes up the creator's own pending application when the offer is accepted", async () => {
    const { brand, creator, campaign } = await setup();
    const offer = await offerOf(brand, creator, campaign.id, { amount: 8_000 });
    const application = await apply(t, creator, campaign.id);
    const res = await act(creator, offer.id, 'accept');
    expect(res.status).toBe(200);
    expect(res.body.application.id).toBe(application.id);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ status: 'accepted', agreedAmount: 8_000 });
  });
});

describe('completion with an agreed amount', () => {
  it('pays the agreed amount exactly and shares the rest of the budget among the others', async () => {
    const { brand, creator, campaign } = await setup(35_000);
    await fundCampaign(t, brand, admin, campaign.id);
    await savePaymentDetails(t, creator);
    const offer = await offerOf(brand, creator, campaign.id, { amount: 10_000 });
    await act(creator, offer.id, 'counter', { amount: 15_001 });
    const accepted = await act(brand, offer.id, 'accept');
    expect(accepted.status).toBe(200);
    const offered = accepted.body.application.id as string;

    const others = [];
    for (let i = 0; i < 2; i++) {
      const other = await createCreator(t);
      await savePaymentDetails(t, other);
      const application = await apply(t, other, campaign.id);
      await decide(t, brand, application.id, 'accepted');
      others.push({ other, application });
    }
    for (const [who, id] of [
      [creator, offered],
      ...others.map((o) => [o.other, o.application.id] as const),
    ] as const) {
      const submission = await submit(t, who, id);
      await review(t, brand, submission.id, 'approved');
    }
    const done = await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete`, { token: brand.token });
    expect(done.status).toBe(200);
    expect(done.body.total_budget).toBe(35_000);

    const deals = await t.db
      .select({ applicationId: transactions.applicationId, deal: transactions.dealAmount })
      .from(transactions)
      .where(eq(transactions.campaignId, campaign.id));
    const dealOf = new Map(deals.map((d) => [d.applicationId, d.deal]));
    // 35,000 - 15,001 = 19,999 between the two others: 10,000 to the earlier accepted, 9,999.
    expect(dealOf.get(offered)).toBe(15_001);
    expect(dealOf.get(others[0]!.application.id)).toBe(10_000);
    expect(dealOf.get(others[1]!.application.id)).toBe(9_999);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.applicationId, offered));
    expect(payout).toMatchObject({ gross: 15_001, commission: commissionOf(15_001) });
  });

  it('a brand completing the offered creator alone pays the agreed amount', async () => {
    const { brand, creator, campaign } = await setup(20_000);
    const offer = await offerOf(brand, creator, campaign.id, { amount: 7_500 });
    await act(creator, offer.id, 'accept');
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.campaignId, campaign.id));
    const submission = await submit(t, creator, application!.id);
    await review(t, brand, submission.id, 'approved');
    const res = await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete-creator/${creator.user.id}`, {
      token: brand.token,
    });
    expect(res.status).toBe(200);
    const [tx] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.applicationId, application!.id));
    expect(tx).toMatchObject({ dealAmount: 7_500, commissionAmount: commissionOf(7_500) });
  });
});
