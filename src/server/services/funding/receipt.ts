import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, users } from '@db/schema';
import { conflict, notFound } from '@server/errors';
import { PdfBuilder, pdfDate, pdfDateTime, pdfRupees } from '@server/pdf/document';
import { isAdmin } from '../campaigns/access';
import type { Caller } from '../caller';
import { fundingFacts } from './read';

/** A claim an admin confirmed: its money was held, whether it still is, was released or went back. */
const CONFIRMED = ['held', 'released', 'refunded'] as const;

/**
 * GET /campaigns/{id}/funding/receipt: the brand's receipt (PDF) for the money the platform holds
 * for a campaign, once an admin confirmed it: amount, UTR, the date confirmed. The owning brand and
 * admins; anyone else 404; nothing confirmed yet: 409. It says plainly that it is a receipt for money
 * held, not a tax invoice (the platform's tax invoices are for its commission, to creators).
 */
export async function fundingReceipt(db: Db, caller: Caller, campaignId: string) {
  const campaign = await fundingFacts(db, campaignId);
  if (!campaign || (campaign.userId !== caller.id && !isAdmin(caller))) throw notFound('Campaign');
  const [claim] = await db
    .select({
      id: campaignFundings.id,
      brandId: campaignFundings.brandId,
      amount: campaignFundings.amount,
      reference: campaignFundings.reference,
      utr: campaignFundings.utr,
      status: campaignFundings.status,
      decidedAt: campaignFundings.decidedAt,
      createdAt: campaignFundings.createdAt,
    })
    .from(campaignFundings)
    .where(and(eq(campaignFundings.campaignId, campaignId), inArray(campaignFundings.status, [...CONFIRMED])))
    .orderBy(desc(campaignFundings.createdAt), desc(campaignFundings.id))
    .limit(1);
  if (!claim)
    throw conflict('No funding of this campaign has been confirmed yet: a receipt comes once it is held');
  const [brand] = await db
    .select({ name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, claim.brandId))
    .limit(1);

  const pdf = new PdfBuilder({
    title: `Receipt for funds held: ${campaign.title}`,
    footer: `Receipt ${claim.reference} · money held, not a tax invoice`,
  });
  pdf.title(
    'Receipt for money held',
    'This is a receipt for money held for a campaign. It is not a tax invoice.',
  );
  pdf.keyValues([
    ['Receipt', claim.reference],
    ['Received from', brand?.name ?? ''],
    ['Campaign', campaign.title],
    ['Amount held', pdfRupees(Number(claim.amount))],
    ['UTR of the transfer', claim.utr],
    ['Payment reference', claim.reference],
    ['Claimed on', pdfDate(claim.createdAt)],
    ['Confirmed on', pdfDateTime(claim.decidedAt)],
  ]);
  pdf.paragraph(
    'The platform holds this money for the campaign and pays the creators from it as their work is approved; any unspent rest goes back to you. Holding it is not a supply of a service, so no GST is charged on it and this receipt is not a tax invoice. The platform issues tax invoices only for its commission, to creators.',
    { muted: true },
  );
  return {
    fileName: `funding-receipt-${claim.reference}.pdf`,
    body: await pdf.finish(),
  };
}
