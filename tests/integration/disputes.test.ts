import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, campaigns, disputes, ledgerEntries, payouts, transactions } from '@db/schema';
import { DISPUTE_MESSAGES } from '@shared/schemas/disputes';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import {
  acceptedDeal,
  approvedDeal,
  auditEntriesOf,
  DAY,
  fundedPaidDeal,
  openDispute,
  resolveDispute,
} from '../kit/deals';
import { expectLedgerBalanced } from '../kit/ledger';
import { apply, notificationsOf, postCampaign, type Actor } from '../kit/marketplace';
import { runJobsAt } from '../kit/jobs';
import {
  HOUR,
  fundCampaign,
  kitUtr,
  paidCollaboration,
  payoutLedger,
  payoutRow,
  testClock,
} from '../kit/payouts';
import { rest } from '../kit/rest';

/** The platform's account (settings PAYMENT_*), so brands can fund campaigns. */
const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const clock = testClock(t);
/** The kit's UTRs, so none repeats the one a funding claim of the kit used. */
const newUtr = kitUtr;

afterEach(async () => {
  await expectLedgerBalanced(t);
  clock.real();
});

const admin = await createAdmin(t);

const disputeNotices = async (user: Actor) =>
  (await notificationsOf(t, user.user.id)).filter((n) => n.type === 'dispute');

describe('POST /api/disputes', () => {
  it('refuses details under 10 characters and an unknown reason (400)', async () => {
    const { creator, application } = await approvedDeal(t);
    const short = await openDispute(t, creator, application.id, { details: 'Too short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toContain(DISPUTE_MESSAGES.details);
    const reason = await openDispute(t, creator, application.id, { reason: 'money' });
    expect(reason.status).toBe(400);
    expect(reason.body.error).toContain(DISPUTE_MESSAGES.reason);
    await expect(
      creator.caller.disputes.open({ application_id: application.id, reason: 'other', details: '123456789' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.db.select().from(disputes).where(eq(disputes.applicationId, application.id))).toEqual([]);
  });

  it('refuses a pending application (409) and anyone not a party (404)', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Pending pitch' });
    const creator = await createCreator(t);
    const pending = await apply(t, creator, campaign.id);
    for (const party of [creator, brand]) {
      const res = await openDispute(t, party, pending.id);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(DISPUTE_MESSAGES.notParty);
    }
    const deal = await approvedDeal(t);
    for (const stranger of [await createCreator(t), await createBrand(t), admin]) {
      expect((await openDispute(t, stranger, deal.application.id)).status).toBe(404);
      await expect(
        stranger.caller.disputes.open({
          application_id: deal.application.id,
          reason: 'conduct',
          details: 'Someone else entirely',
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('opens within 30 days of the approval, before any approval, and refuses day 31 (409)', async () => {
    const early = await acceptedDeal(t);
    const missed = await openDispute(t, early.brand, early.application.id, {
      reason: 'deadline',
      details: 'No work was delivered before the deadline.',
    });
    expect(missed.status).toBe(200);
    expect(missed.body.dispute).toMatchObject({ side: 'brand', reason: 'deadline', status: 'open' });

    const inTime = await approvedDeal(t);
    clock.set(inTime.approvedAt + 29 * DAY);
    expect((await openDispute(t, inTime.creator, inTime.application.id)).status).toBe(200);

    const late = await approvedDeal(t);
    clock.set(late.approvedAt + 31 * DAY);
    const res = await openDispute(t, late.brand, late.application.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(DISPUTE_MESSAGES.windowClosed);
  });

  it('counts the window from the completion when no work was approved', async () => {
    const { brand, creator, campaign, application } = await acceptedDeal(t);
    const done = await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete`, { token: brand.token });
    expect(done.status).toBe(200);
    const [row] = await t.db
      .select({ at: applications.completedAt })
      .from(applications)
      .where(eq(applications.id, application.id));
    const completedAt = Date.parse(row!.at!);
    clock.set(completedAt + 31 * DAY);
    expect((await openDispute(t, creator, application.id)).status).toBe(409);
    clock.set(completedAt + 29 * DAY);
    expect((await openDispute(t, creator, application.id)).status).toBe(200);
  });

  it('keeps one open dispute per application: a second is 409, and of 5 at once exactly one opens', async () => {
    const { brand, creator, application } = await approvedDeal(t);
    expect((await openDispute(t, creator, application.id)).status).toBe(200);
    const again = await openDispute(t, brand, application.id, { reason: 'conduct' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DISPUTE_MESSAGES.alreadyOpen);

    const other = await approvedDeal(t);
    const racing = await Promise.all(
      [other.creator, other.brand, other.creator, other.brand, other.creator].map((actor) =>
        openDispute(t, actor, other.application.id),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of racing.filter((r) => r.status === 409))
      expect(r.body.error).toBe(DISPUTE_MESSAGES.alreadyOpen);
    const stored = await t.db.select().from(disputes).where(eq(disputes.applicationId, other.application.id));
    expect(stored).toHaveLength(1);
  });

  it('opens once per collaboration: after a resolution another is 409 for either party, round after round, and the payout is not held again', async () => {
    const brand = await createBrand(t);
    const { creator, application, payout } = await paidCollaboration(t, brand, 5_000, { fundedBy: admin });
    clock.set(Date.parse(payout.dueAt) + 1);
    const first = (await openDispute(t, brand, application.id)).body.dispute;
    expect((await resolveDispute(t, admin, first.id, { resolution: 'release' })).status).toBe(200);
    expect((await payoutRow(t, payout.id)).status).toBe('due');

    for (let round = 1; round <= 5; round++) {
      clock.advance(HOUR);
      const tries = await Promise.all(
        [brand, creator].map((party) => openDispute(t, party, application.id, { reason: 'payment' })),
      );
      expect(tries.map((r) => [round, r.status, r.body.error])).toEqual([
        [round, 409, DISPUTE_MESSAGES.alreadyDisputed],
        [round, 409, DISPUTE_MESSAGES.alreadyDisputed],
      ]);
      expect((await payoutRow(t, payout.id)).status).toBe('due');
    }
    expect(await t.db.select().from(disputes).where(eq(disputes.applicationId, application.id))).toHaveLength(
      1,
    );
    expect((await payoutLedger(t, payout.id)).map((e) => e.kind)).toEqual([
      'payout_pending',
      'payout_on_hold',
      'payout_released',
      'payout_due',
    ]);
    // Nothing holds it any more: the admin pays it.
    const paid = await rest(t, 'POST', `/api/admin/payouts/${payout.id}/paid`, {
      token: admin.token,
      body: { utr: newUtr() },
    });
    expect(paid.status).toBe(200);
  });

  it('holds a pending payout with a payout_on_hold row and tells the other party and every admin', async () => {
    const brand = await createBrand(t);
    const { creator, application, payout } = await paidCollaboration(t, brand, 5_000);
    const res = await creator.caller.disputes.open({
      application_id: application.id,
      reason: 'payment',
      details: 'The brand asked for extra posts without paying.',
    });
    expect(res.dispute).toMatchObject({
      application_id: application.id,
      creator_id: creator.user.id,
      brand_id: brand.user.id,
      opened_by: creator.user.id,
      side: 'creator',
      status: 'open',
      payout_id: payout.id,
      payout_status: 'on_hold',
      resolution: null,
      conversation_url: `/messages?conversation=${application.id}`,
    });
    expect((await payoutRow(t, payout.id)).status).toBe('on_hold');
    expect(await payoutLedger(t, payout.id)).toMatchObject([
      { kind: 'payout_pending', amount: 4_110 },
      { kind: 'payout_on_hold', amount: 4_110, actorId: creator.user.id },
    ]);
    expect(await disputeNotices(brand)).toMatchObject([
      { title: 'A dispute was opened', action_url: `/messages?conversation=${application.id}` },
    ]);
    expect(await disputeNotices(admin)).toContainEqual(
      expect.objectContaining({
        title: 'Dispute to resolve',
        action_url: '/admin-dashboard?tab=disputes',
        metadata: expect.objectContaining({ dispute_id: res.dispute.id, payout_id: payout.id }),
      }),
    );
    expect(await disputeNotices(creator)).toEqual([]);
  });

  it('holds nothing for barter or a payout already paid', async () => {
    const barter = await approvedDeal(t);
    const open = await openDispute(t, barter.brand, barter.application.id);
    expect(open.body.dispute).toMatchObject({ payout_id: null, payout_status: null });

    const brand = await createBrand(t);
    const { creator, application, payout } = await paidCollaboration(t, brand, 5_000, { fundedBy: admin });
    clock.set(Date.parse(payout.dueAt) + 1);
    const paid = await rest(t, 'POST', `/api/admin/payouts/${payout.id}/paid`, {
      token: admin.token,
      body: { utr: newUtr() },
    });
    expect(paid.status).toBe(200);
    const res = await openDispute(t, creator, application.id);
    expect(res.status).toBe(200);
    expect(res.body.dispute).toMatchObject({ payout_id: null, payout_status: null });
    expect((await payoutRow(t, payout.id)).status).toBe('paid');
  });
});

describe('GET /api/disputes/my and /api/admin/disputes', () => {
  it("lists a party's disputes newest first, and every dispute for admins by status with the total", async () => {
    const brand = await createBrand(t);
    const one = await approvedDeal(t, { brand });
    const two = await approvedDeal(t, { brand });
    clock.set(one.approvedAt + HOUR);
    const first = (await openDispute(t, one.creator, one.application.id)).body.dispute;
    clock.advance(HOUR);
    const second = (await openDispute(t, brand, two.application.id)).body.dispute;

    const mine = await rest(t, 'GET', '/api/disputes/my', { token: brand.token });
    expect(mine.body.disputes.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect((await one.creator.caller.disputes.my()).disputes.map((d) => d.id)).toEqual([first.id]);
    expect((await (await createCreator(t)).caller.disputes.my()).disputes).toEqual([]);

    await resolveDispute(t, admin, first.id, { resolution: 'release' });
    const open = await rest(t, 'GET', '/api/admin/disputes?status=open&limit=100', { token: admin.token });
    expect(open.status).toBe(200);
    const openIds = open.body.disputes.map((d: { id: string }) => d.id);
    expect(openIds).toContain(second.id);
    expect(openIds).not.toContain(first.id);
    expect(open.body.disputes.every((d: { status: string }) => d.status === 'open')).toBe(true);
    const all = await admin.caller.adminDisputes.list({ limit: 1, offset: 0 });
    expect(all.disputes).toHaveLength(1);
    expect(all.total).toBe((await t.db.select().from(disputes)).length);
    const resolved = await admin.caller.adminDisputes.list({ status: 'resolved', limit: 100, offset: 0 });
    expect(resolved.disputes.find((d) => d.id === first.id)).toMatchObject({
      brand_name: expect.any(String),
      creator_name: one.creator.user.fullName,
      campaign_title: one.campaign.title,
    });
  });

  it('keeps the admin routes to admins (403) and signed-in users (401)', async () => {
    const { creator, brand, application } = await approvedDeal(t);
    const dispute = (await openDispute(t, creator, application.id)).body.dispute;
    for (const user of [creator, brand]) {
      expect((await rest(t, 'GET', '/api/admin/disputes', { token: user.token })).status).toBe(403);
      const res = await resolveDispute(t, user, dispute.id, { resolution: 'release' });
      expect(res.status).toBe(403);
      await expect(user.caller.adminDisputes.list({ limit: 20, offset: 0 })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect((await rest(t, 'GET', '/api/admin/disputes')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/disputes/my')).status).toBe(401);
    expect((await resolveDispute(t, admin, 'no-such-dispute', { resolution: 'release' })).status).toBe(404);
    const noShare = await resolveDispute(t, admin, dispute.id, { resolution: 'split' });
    expect(noShare.status).toBe(400);
    expect(noShare.body.error).toContain(DISPUTE_MESSAGES.shareRequired);
    const [stored] = await t.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(stored!.status).toBe('open');
  });
});

describe('PUT /api/admin/disputes/{id}', () => {
  /** A completed paid collaboration whose payout the brand's dispute holds; `funded`: its money is held. */
  async function heldPayout(budget = 5_000, opts: { funded?: boolean } = {}) {
    const brand = await createBrand(t);
    const made = await paidCollaboration(t, brand, budget, opts.funded ? { fundedBy: admin } : {});
    const dispute = (await openDispute(t, brand, made.application.id)).body.dispute;
    return { ...made, brand, dispute };
  }

  const payoutOf = async (creator: Actor, id: string) =>
    (await creator.caller.payouts.my({})).payouts.find((p) => p.id === id);

  it('release ends the hold: the payout is pending again (payout_released), falls due by its job when its time comes on held money; both told, audited', async () => {
    const { brand, creator, payout, dispute } = await heldPayout(5_000, { funded: true });
    const res = await resolveDispute(t, admin, dispute.id, {
      resolution: 'release',
      admin_notes: 'Work matched the brief.',
    });
    expect(res.status).toBe(200);
    expect(res.body.dispute).toMatchObject({
      status: 'resolved',
      resolution: 'release',
      creator_share: null,
      net_before: 4_110,
      net_after: 4_110,
      payout_status: 'pending',
      admin_notes: 'Work matched the brief.',
      resolved_by: admin.user.id,
    });
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'pending', net: 4_110, adjustment: 0 });
    expect((await payoutLedger(t, payout.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['payout_pending', 4_110],
      ['payout_on_hold', 4_110],
      ['payout_released', 4_110],
    ]);
    // The creator sees what it waits for now: its hold time, on money the platform holds.
    expect(await payoutOf(creator, payout.id)).toMatchObject({
      status: 'pending',
      funding_status: 'held',
      waiting_for: 'hold_period',
    });
    for (const party of [brand, creator])
      expect(await disputeNotices(party)).toContainEqual(
        expect.objectContaining({
          title: 'Dispute resolved',
          message: expect.stringContaining(
            "The creator's payout is now ₹4,110, paid once its hold time has passed and the brand's money is held.",
          ),
          metadata: expect.objectContaining({ resolution: 'release' }),
        }),
      );
    const audit = (await auditEntriesOf(t, 'dispute.resolve')).find((a) => a.targetIds[0] === dispute.id);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      targetType: 'dispute',
      targetIds: [dispute.id, payout.id, creator.user.id, brand.user.id],
      metadata: {
        before: { status: 'open', payout_status: 'on_hold', net: 4_110 },
        after: { status: 'resolved', resolution: 'release', payout_status: 'pending', net: 4_110 },
      },
    });

    // Its time comes: the scheduled job makes it due, with its payout_due row, and it can be paid.
    await runJobsAt(t, payout.dueAt);
    expect((await payoutRow(t, payout.id)).status).toBe('due');
    expect((await payoutLedger(t, payout.id)).map((e) => [e.kind, e.amount]).at(-1)).toEqual([
      'payout_due',
      4_110,
    ]);
    expect(await payoutOf(creator, payout.id)).toMatchObject({ status: 'due', waiting_for: null });

    // Resolved, the collaboration cannot be disputed again: its payout is not held again.
    const reopened = await openDispute(t, creator, dispute.application_id);
    expect(reopened.status).toBe(409);
    expect(reopened.body.error).toBe(DISPUTE_MESSAGES.alreadyDisputed);
    expect((await payoutRow(t, payout.id)).status).toBe('due');
  });

  it("release on money never held leaves the payout pending past its time, waiting for the brand's funding, and confirming the funding makes it due", async () => {
    const { brand, creator, campaign, payout, dispute } = await heldPayout(5_000);
    clock.set(Date.parse(payout.dueAt) + HOUR);
    const res = await resolveDispute(t, admin, dispute.id, { resolution: 'release' });
    expect(res.status).toBe(200);
    expect(res.body.dispute).toMatchObject({ net_after: 4_110, payout_status: 'pending' });
    expect(await payoutOf(creator, payout.id)).toMatchObject({
      status: 'pending',
      funding_status: 'none',
      waiting_for: 'funding',
    });
    const paid = await rest(t, 'POST', `/api/admin/payouts/${payout.id}/paid`, {
      token: admin.token,
      body: { utr: newUtr() },
    });
    expect(paid.status).toBe(409);
    expect(paid.body.error).toMatch(/^The brand's money for this campaign is not held/);

    await fundCampaign(t, brand, admin, campaign.id);
    expect(await payoutOf(creator, payout.id)).toMatchObject({ status: 'due', waiting_for: null });
    expect((await payoutLedger(t, payout.id)).map((e) => e.kind)).toEqual([
      'payout_pending',
      'payout_on_hold',
      'payout_released',
      'payout_due',
    ]);
  });

  it("refund cancels the payout and its transaction, and gives the campaign's held money back to the brand once settled", async () => {
    const { brand, creator, payout, campaign, fundingId, application } = await fundedPaidDeal(
      t,
      admin,
      5_000,
      newUtr(),
    );
    const dispute = (await openDispute(t, brand, application.id)).body.dispute;
    const res = await admin.caller.adminDisputes.resolve({ id: dispute.id, resolution: 'refund' });
    expect(res.dispute).toMatchObject({
      resolution: 'refund',
      net_before: 4_110,
      net_after: 0,
      payout_status: 'cancelled',
    });
    expect((await payoutRow(t, payout.id)).status).toBe('cancelled');
    const [tx] = await t.db.select().from(transactions).where(eq(transactions.id, payout.transactionId));
    expect(tx!.paymentStatus).toBe('cancelled');
    // Nothing was paid out: the whole held amount goes back to the brand.
    const [c] = await t.db
      .select({ s: campaigns.fundingStatus })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(c!.s).toBe('refunded');
    expect((await brand.caller.funding.get({ id: campaign.id })).funding).toMatchObject({
      status: 'refunded',
      refunded_amount: 5_000,
    });
    const ended = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.fundingId, fundingId));
    expect(ended.map((e) => [e.kind, e.amount])).toEqual([
      ['funding_held', 5_000],
      ['funding_refunded', 5_000],
    ]);
    expect((await payoutLedger(t, payout.id)).map((e) => e.kind)).toEqual([
      'payout_pending',
      'payout_on_hold',
      'payout_cancelled',
    ]);
    expect(await disputeNotices(creator)).toContainEqual(
      expect.objectContaining({ title: 'Dispute resolved' }),
    );
    expect(await notificationsOf(t, brand.user.id)).toContainEqual(
      expect.objectContaining({
        title: 'Money to return',
        metadata: expect.objectContaining({ campaign_id: campaign.id, paid_out: 0, refunded_amount: 5_000 }),
      }),
    );
  });

  it('split takes the rest off as the dispute adjustment (35% of 4,110 is 1,439, half up) and, its time come on held money, makes it due', async () => {
    const { creator, payout, dispute } = await heldPayout(5_000, { funded: true });
    expect(payout.net).toBe(4_110);
    clock.set(Date.parse(payout.dueAt) + 1);
    const res = await resolveDispute(t, admin, dispute.id, { resolution: 'split', creator_share: 35 });
    expect(res.status).toBe(200);
    expect(res.body.dispute).toMatchObject({
      creator_share: 35,
      net_before: 4_110,
      net_after: 1_439,
      payout_status: 'due',
    });
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'due', net: 1_439, adjustment: 2_671 });
    expect((await payoutLedger(t, payout.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['payout_pending', 4_110],
      ['payout_on_hold', 4_110],
      ['payout_reduced', 2_671],
      ['payout_released', 1_439],
      ['payout_due', 1_439],
    ]);
    // The creator's row adds up: 5,000 - 750 - 135 - 5 - 2,671 = 1,439.
    expect(await payoutOf(creator, payout.id)).toMatchObject({
      gross: 5_000,
      commission: 750,
      gst_on_commission: 135,
      tds: 5,
      adjustment: 2_671,
      net: 1_439,
      status: 'due',
      waiting_for: null,
    });
    const audit = (await auditEntriesOf(t, 'dispute.resolve')).find((a) => a.targetIds[0] === dispute.id);
    expect(audit!.metadata).toMatchObject({
      before: { net: 4_110, payout_status: 'on_hold' },
      after: { net: 1_439, creator_share: 35, payout_status: 'due' },
    });
  });

  it('takes creator_share as a whole number 0-100 for a split only: "", " ", true, false, "50", 50.5, 101 and -1 are 400, as is a share with release or refund', async () => {
    // A dispute each, so a share taken by mistake cannot hide the answers to the others.
    const bad = ['', ' ', true, false, '50', 50.5, 101, -1];
    const held = await Promise.all(bad.map(() => heldPayout()));
    const answers = await Promise.all(
      bad.map((creator_share, i) =>
        resolveDispute(t, admin, held[i]!.dispute.id, { resolution: 'split', creator_share }),
      ),
    );
    expect(answers.map((r, i) => [bad[i], r.status, r.body.error])).toEqual(
      bad.map((share) => [share, 400, expect.stringContaining(DISPUTE_MESSAGES.share)]),
    );
    const { payout, dispute } = held[0]!;
    for (const resolution of ['release', 'refund']) {
      const res = await resolveDispute(t, admin, dispute.id, { resolution, creator_share: 50 });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(DISPUTE_MESSAGES.shareOnlyForSplit);
    }
    await expect(
      admin.caller.adminDisputes.resolve({
        id: dispute.id,
        resolution: 'split',
        creator_share: '' as unknown as number,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Nothing moved: each dispute still open, each payout still held.
    for (const h of held) {
      const [stored] = await t.db.select().from(disputes).where(eq(disputes.id, h.dispute.id));
      expect(stored).toMatchObject({ status: 'open', resolution: null, creatorShare: null });
      expect(await payoutRow(t, h.payout.id)).toMatchObject({ status: 'on_hold', net: 4_110, adjustment: 0 });
    }

    // The top of the range is a share: 100% of the net to the creator, nothing taken off.
    const whole = await resolveDispute(t, admin, dispute.id, { resolution: 'split', creator_share: 100 });
    expect(whole.status).toBe(200);
    expect(whole.body.dispute).toMatchObject({ creator_share: 100, net_after: 4_110 });
    expect(await payoutRow(t, payout.id)).toMatchObject({ net: 4_110, adjustment: 0 });
  });

  it('records the outcome with no money when nothing is held', async () => {
    const { brand, creator, application } = await approvedDeal(t);
    const dispute = (await openDispute(t, creator, application.id)).body.dispute;
    const res = await resolveDispute(t, admin, dispute.id, {
      resolution: 'split',
      creator_share: 50,
      admin_notes: '',
    });
    expect(res.body.dispute).toMatchObject({
      status: 'resolved',
      resolution: 'split',
      creator_share: 50,
      payout_id: null,
      net_before: null,
      net_after: null,
      admin_notes: null,
    });
    const audit = (await auditEntriesOf(t, 'dispute.resolve')).find((a) => a.targetIds[0] === dispute.id);
    expect(audit!.targetIds).toEqual([dispute.id, creator.user.id, brand.user.id]);
    expect(await disputeNotices(brand)).toContainEqual(
      expect.objectContaining({ title: 'Dispute resolved' }),
    );
  });

  it('resolves once: again is 409, and of 5 at once exactly one moves the money', async () => {
    const { payout, dispute } = await heldPayout();
    expect((await resolveDispute(t, admin, dispute.id, { resolution: 'release' })).status).toBe(200);
    const again = await resolveDispute(t, admin, dispute.id, { resolution: 'refund' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DISPUTE_MESSAGES.alreadyResolved);
    expect((await payoutRow(t, payout.id)).status).toBe('pending');

    const other = await heldPayout();
    const admins = [admin, await createAdmin(t)];
    const racing = await Promise.all(
      (['release', 'refund', 'split', 'release', 'refund'] as const).map((resolution, i) =>
        resolveDispute(
          t,
          admins[i % 2]!,
          other.dispute.id,
          resolution === 'split' ? { resolution, creator_share: 40 } : { resolution },
        ),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const kinds = (await payoutLedger(t, other.payout.id)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'payout_released' || k === 'payout_cancelled')).toHaveLength(1);
    const audits = (await auditEntriesOf(t, 'dispute.resolve')).filter(
      (a) => a.targetIds[0] === other.dispute.id,
    );
    expect(audits).toHaveLength(1);
  });

  it('answers 409 and changes nothing when its held payout was settled meanwhile', async () => {
    const { creator, brand, payout, dispute } = await heldPayout(5_000, { funded: true });
    // No path of the API settles a payout on hold (the Commission tab refuses it), so a payment
    // recorded meanwhile by another way is written to the tables as it would be, with its ledger row.
    const tab = await rest(t, 'PUT', `/api/transactions/${payout.transactionId}`, {
      token: admin.token,
      body: { payment_status: 'completed' },
    });
    expect(tab.status).toBe(409);
    clock.advance(HOUR);
    const at = new Date(clock.now()).toISOString();
    const utr = newUtr();
    await t.db
      .update(payouts)
      .set({ status: 'paid', paidAt: at, utr, paidBy: admin.user.id, updatedAt: at })
      .where(eq(payouts.id, payout.id));
    await t.db.insert(ledgerEntries).values({
      kind: 'payout_paid',
      amount: payout.net,
      campaignId: payout.campaignId,
      payoutId: payout.id,
      creatorId: payout.creatorId,
      actorId: admin.user.id,
      utr,
      createdAt: at,
    });

    for (const body of [
      { resolution: 'release' },
      { resolution: 'refund' },
      { resolution: 'split', creator_share: 50 },
    ]) {
      const res = await resolveDispute(t, admin, dispute.id, body);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(DISPUTE_MESSAGES.payoutSettled);
    }
    const [stored] = await t.db.select().from(disputes).where(eq(disputes.id, dispute.id));
    expect(stored).toMatchObject({ status: 'open', resolution: null, resolvedAt: null, netAfter: null });
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'paid', net: 4_110, adjustment: 0, utr });
    expect((await payoutLedger(t, payout.id)).map((e) => e.kind)).toEqual([
      'payout_pending',
      'payout_on_hold',
      'payout_paid',
    ]);
    expect((await auditEntriesOf(t, 'dispute.resolve')).filter((a) => a.targetIds[0] === dispute.id)).toEqual(
      [],
    );
    for (const party of [brand, creator])
      expect((await disputeNotices(party)).filter((n) => n.title === 'Dispute resolved')).toEqual([]);
  });
});
