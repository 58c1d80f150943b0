import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, transactions } from '@db/schema';
import { indiaDate } from '@shared/dates';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { commissionOf, participantShares, type PayoutLines } from '@shared/money';
import { CREATOR_EARNINGS_URL } from '../notifications/links';
import type { NewNotification, Notice } from '../notifications/notify';
import { createPayout } from '../payouts/create';
import { hasPayableDetails } from '../payouts/payable';
import type { PayoutSettings } from '../payouts/settings';

/** A unique, unguessable reference a person can read out: PAY-20261122-9F2C61A04B, dated in India. */
export function newPaymentReference(now = new Date()) {
  const day = indiaDate(now).replace(/-/g, '');
  return `PAY-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * A campaign's participants (accepted, approved or completed) in the order the brand accepted them,
 * earliest first: the order a budget's odd rupees go in (docs/product.md#completion). Applications
 * accepted before acceptance times were kept count from when they were sent.
 */
export function participantsInOrder(tx: Db, campaignId: string) {
  return tx
    .select({
      id: applications.id,
      creatorId: applications.creatorId,
      status: applications.status,
      agreedAmount: applications.agreedAmount,
    })
    .from(applications)
    .where(and(eq(applications.campaignId, campaignId), inArray(applications.status, PARTICIPANT_STATUSES)))
    .orderBy(asc(sql`coalesce(${applications.acceptedAt}, ${applications.appliedAt})`), asc(applications.id));
}

/**
 * Each participant's deal by application id (docs/product.md#completion): a participant with an
 * agreed amount (a direct offer) gets exactly that; the rest of the budget is shared among the
 * others so it adds up exactly, earliest accepted first. Nothing is left to share (barter, or agreed
 * amounts taking the whole budget): 0 each.
 */
export function dealsOf(
  budget: number | null,
  participants: { id: string; agreedAmount?: number | null }[],
): Map<string, number> {
  const agreed = participants.filter((p) => p.agreedAmount != null);
  const others = participants.filter((p) => p.agreedAmount == null);
  const left = budget === null ? null : budget - agreed.reduce((sum, p) => sum + p.agreedAmount!, 0);
  const shares = participantShares(left !== null && left > 0 ? left : null, others.length);
  return new Map([
    ...agreed.map((p) => [p.id, p.agreedAmount!] as const),
    ...others.map((p, i) => [p.id, shares[i] ?? 0] as const),
  ]);
}

/**
 * What a creator is told when their collaboration is paid (docs/product.md#payouts): the payout's
 * net with each line taken off the deal, and what it still waits for. The demo seed writes the same.
 */
export function paymentProcessedNotice(
  paid: {
    campaignTitle: string;
    campaignId: string;
    applicationId: string;
    transactionId: string;
    paymentReference: string;
  },
  lines: PayoutLines,
  waits: { fundingHeld: boolean; detailsOnFile: boolean },
): Notice {
  const then = [
    waits.fundingHeld ? '' : " It is paid once the brand's payment for this campaign reaches the platform.",
    waits.detailsOnFile ? '' : ' Add your bank account or UPI id in Payment Details so we can pay you.',
  ].join('');
  return {
    type: 'payment_processed',
    title: 'Payment processing',
    message: `"${paid.campaignTitle}" is complete. Your payout is ${formatRupees(lines.net)}: the deal of ${formatRupees(lines.gross)} less ${formatRupees(lines.commission)} platform commission, ${formatRupees(lines.gst_on_commission)} GST on it and ${formatRupees(lines.tds)} TDS.${then}`,
    priority: 'high',
    actionUrl: CREATOR_EARNINGS_URL,
    metadata: {
      campaign_id: paid.campaignId,
      application_id: paid.applicationId,
      transaction_id: paid.transactionId,
      payment_reference: paid.paymentReference,
      amount: lines.net,
    },
  };
}

/**
 * Pays one participant of a paid campaign its deal, in the completing transaction `tx`
 * (docs/product.md#completion): a pending transaction (15% commission) and its payout
 * (docs/product.md#payouts). Nothing when the participant already has its transaction (the unique
 * index on transactions.application_id decides, however requests race) or the deal is 0 (barter).
 * Returns the creator's payment_processed notification, which states what the payout will pay and
 * what it waits for, and the tax invoice's when one was issued (docs/product.md#tax-invoices); none
 * when nothing was paid.
 */
export async function payParticipant(
  tx: Db,
  settings: PayoutSettings,
  campaign: { id: string; title: string; userId: string },
  participant: { id: string; creatorId: string },
  deal: number,
  now: string,
): Promise<NewNotification[]> {
  if (deal <= 0) return [];
  const commission = commissionOf(deal);
  const [inserted] = await tx
    .insert(transactions)
    .values({
      campaignId: campaign.id,
      applicationId: participant.id,
      brandId: campaign.userId,
      creatorId: participant.creatorId,
      dealAmount: deal,
      commissionAmount: commission,
      creatorEarnings: deal - commission,
      paymentStatus: 'pending',
      paymentReference: newPaymentReference(new Date(now)),
      transactionDate: now,
    })
    .onConflictDoNothing({ target: transactions.applicationId })
    .returning({ id: transactions.id, reference: transactions.paymentReference });
  if (!inserted) return [];
  const { lines, fundingHeld, invoiceNotice } = await createPayout(tx, settings, {
    transactionId: inserted.id,
    applicationId: participant.id,
    campaignId: campaign.id,
    creatorId: participant.creatorId,
    gross: deal,
    commission,
  });
  const processed: NewNotification = {
    userId: participant.creatorId,
    ...paymentProcessedNotice(
      {
        campaignTitle: campaign.title,
        campaignId: campaign.id,
        applicationId: participant.id,
        transactionId: inserted.id,
        paymentReference: inserted.reference,
      },
      lines,
      { fundingHeld, detailsOnFile: await hasPayableDetails(tx, participant.creatorId) },
    ),
  };
  return invoiceNotice ? [processed, invoiceNotice] : [processed];
}
