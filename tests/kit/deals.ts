import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, campaignFundings, workSubmissions } from '@db/schema';
import type { TestApp } from './app';
import { createBrand, createCreator } from './factories';
import { acceptedCreator, apply, decide, postCampaign, review, submit, type Actor } from './marketplace';
import { paidCollaboration } from './payouts';
import { rest } from './rest';

/** Reviews and disputes in one line each, through REST as a client would make them. */

export const DAY = 86_400_000;
let deals = 0;

/** When the work of a submission was approved (its reviewed_at), as epoch milliseconds. */
export async function approvalTime(t: TestApp, submissionId: string) {
  const [row] = await t.db
    .select({ at: workSubmissions.reviewedAt })
    .from(workSubmissions)
    .where(eq(workSubmissions.id, submissionId));
  return Date.parse(row!.at!);
}

/**
 * A barter collaboration whose work the brand approved (a new brand and creator unless given):
 * brand, creator, campaign, application and the approval time in epoch milliseconds.
 */
export async function approvedDeal(t: TestApp, opts: { brand?: Actor; creator?: Actor } = {}) {
  const brand = opts.brand ?? (await createBrand(t));
  const creator = opts.creator ?? (await createCreator(t));
  const campaign = await postCampaign(t, brand, { title: `Approved collaboration ${++deals}` });
  const application = await apply(t, creator, campaign.id);
  await decide(t, brand, application.id, 'accepted');
  const submission = await submit(t, creator, application.id);
  await review(t, brand, submission.id, 'approved');
  return { brand, creator, campaign, application, approvedAt: await approvalTime(t, submission.id) };
}

/** A collaboration accepted but with no work yet (a dispute over a missed deadline may come before approval). */
export async function acceptedDeal(t: TestApp) {
  const brand = await createBrand(t);
  const campaign = await postCampaign(t, brand, { title: `Accepted collaboration ${++deals}` });
  const { creator, application } = await acceptedCreator(t, brand, campaign.id);
  return { brand, creator, campaign, application };
}

/** A paid collaboration completed with its payout (pending), on a campaign the admin funded and holds. */
export async function fundedPaidDeal(t: TestApp, admin: Actor, budget: number, utr: string) {
  const brand = await createBrand(t);
  const made = await paidCollaboration(t, brand, budget);
  const claim = await rest(t, 'POST', `/api/campaigns/${made.campaign.id}/funding`, {
    token: brand.token,
    body: { utr },
  });
  expect(claim.status).toBe(200);
  const [row] = await t.db
    .select({ id: campaignFundings.id })
    .from(campaignFundings)
    .where(eq(campaignFundings.campaignId, made.campaign.id));
  const confirm = await rest(t, 'POST', `/api/admin/fundings/${row!.id}/confirm`, { token: admin.token });
  expect(confirm.status).toBe(200);
  return { ...made, brand, fundingId: row!.id, approvedAtMs: Date.parse(made.approvedAt) };
}

export const writeReview = (
  t: TestApp,
  actor: Actor,
  applicationId: string,
  rating: unknown,
  comment?: unknown,
) =>
  rest(t, 'POST', '/api/reviews', {
    token: actor.token,
    body: { application_id: applicationId, rating, ...(comment === undefined ? {} : { comment }) },
  });

export const openDispute = (
  t: TestApp,
  actor: Actor,
  applicationId: string,
  body: { reason?: unknown; details?: unknown } = {},
) =>
  rest(t, 'POST', '/api/disputes', {
    token: actor.token,
    body: {
      application_id: applicationId,
      reason: 'quality',
      details: 'The video was not what we agreed on.',
      ...body,
    },
  });

export const resolveDispute = (t: TestApp, admin: Actor, id: string, body: Record<string, unknown>) =>
  rest(t, 'PUT', `/api/admin/disputes/${id}`, { token: admin.token, body });

/** The audit entries of one action about one record, oldest first. */
export const auditEntriesOf = (t: TestApp, action: string) =>
  t.db
    .select({
      actorId: auditLog.actorId,
      targetType: auditLog.targetType,
      targetIds: auditLog.targetIds,
      metadata: auditLog.metadata,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action));
