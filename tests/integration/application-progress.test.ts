import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactions } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand } from '../kit/factories';
import { acceptedCreator, postCampaign, review, submit, type Actor } from '../kit/marketplace';
import { fundCampaign } from '../kit/payouts';
import { rest } from '../kit/rest';

/** The platform's account (settings PAYMENT_*), so the brand can fund its paid campaign. */
const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});

/** The creator's application as GET /applications/my gives it. */
async function mine(creator: Actor) {
  const res = await rest(t, 'GET', '/api/applications/my', { token: creator.token });
  expect(res.status).toBe(200);
  return res.body.applications[0];
}

const progress = (a: Record<string, unknown>) => ({
  status: a.status,
  work_status: a.work_status,
  work_feedback: a.work_feedback,
  payment_status: a.payment_status,
});

describe("the creator's application carries the latest work's feedback and the payment's status", () => {
  it('follows submit, rejection with feedback, resubmission, approval, completion and payment', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, {
      title: 'Monsoon Run',
      collab_type: 'paid',
      budget: 10000,
    });
    // Funded and held, so its payment can be completed (money goes out only after it came in).
    const admin = await createAdmin(t);
    await fundCampaign(t, brand, admin, campaign.id);
    const { creator, application } = await acceptedCreator(t, brand, campaign.id);
    const none = { status: 'accepted', work_status: null, work_feedback: null, payment_status: null };
    expect(progress(await mine(creator))).toEqual(none);

    const first = await submit(t, creator, application.id);
    await review(t, brand, first.id, 'rejected', 'Show the shoes up close.');
    expect(progress(await mine(creator))).toEqual({
      ...none,
      work_status: 'rejected',
      work_feedback: 'Show the shoes up close.',
    });

    const second = await submit(t, creator, application.id, 'https://youtu.be/run2');
    expect(progress(await mine(creator))).toEqual({ ...none, work_status: 'pending' });

    await review(t, brand, second.id, 'approved');
    const done = await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete-creator/${creator.user.id}`, {
      token: brand.token,
    });
    expect(done).toMatchObject({ status: 200, body: { campaign_completed: true } });
    expect(progress(await mine(creator))).toEqual({
      status: 'completed',
      work_status: 'approved',
      work_feedback: null,
      payment_status: 'pending',
    });

    const payment = (
      await t.db
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.applicationId, application.id))
    )[0]!;
    const paid = await rest(t, 'PUT', `/api/transactions/${payment.id}`, {
      token: admin.token,
      body: { payment_status: 'completed' },
    });
    expect(paid.status).toBe(200);
    expect((await mine(creator)).payment_status).toBe('completed');
  });

  it('a barter collaboration has no payment', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Tea Swap', collab_type: 'barter' });
    const { creator, application } = await acceptedCreator(t, brand, campaign.id);
    const work = await submit(t, creator, application.id);
    await review(t, brand, work.id, 'approved', 'Lovely!');
    await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete-creator/${creator.user.id}`, {
      token: brand.token,
    });
    expect(progress(await mine(creator))).toEqual({
      status: 'completed',
      work_status: 'approved',
      work_feedback: 'Lovely!',
      payment_status: null,
    });
  });
});
