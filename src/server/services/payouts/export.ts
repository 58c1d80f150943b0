import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, paymentDetails, payouts, transactions, users } from '@db/schema';
import { csvLine } from '@shared/csv';
import { indiaDate } from '@shared/dates';
import { writeAuditEntry } from '../audit/audit-log';
import { decrypt, type Keyring } from '../crypto';
import { contextOf } from '../payments/details';
import { makeDuePayoutsDue } from './due';
import { payableNow } from './read';

export const PAYOUTS_EXPORT_ACTION = 'payouts.export';

/** The columns of docs/product.md#payout-export, in that order. */
export const PAYOUT_CSV_HEADER = ['Name', 'Account Number', 'IFSC', 'UPI ID', 'Amount', 'Reference'];

/** 'payouts-due-2026-11-24.csv', dated in India like everything the admin sees. */
export const payoutCsvFileName = (now: number) => `payouts-due-${indiaDate(new Date(now))}.csv`;

const oldestDueFirst = [asc(payouts.dueAt), asc(payouts.id)] as const;

/**
 * The bank bulk-transfer file of the due payouts that can be paid now (docs/product.md#payout-export):
 * on money the platform holds, to a creator with a bank account or UPI id on file; the Payouts tab
 * lists the others apart with what they wait for. The account
 * numbers are in full, so the ids of the payouts it lists are written to the audit log first, in
 * one transaction with the read that chose them, as an unmasked view is; then the file is streamed
 * in pages of `chunkSize` of exactly those payouts, one page in memory at a time, each decrypted as
 * it is sent. A payout paid meanwhile is still listed: the file is what the admin was shown.
 */
export async function duePayoutsCsv(
  deps: { db: Db; keyring: Keyring; now: () => number },
  admin: { id: string; ip: string },
  chunkSize = 500,
): Promise<ReadableStream<Uint8Array>> {
  await makeDuePayoutsDue(deps.db, deps.now());
  const ids = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
      .where(payableNow)
      .orderBy(...oldestDueFirst);
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: PAYOUTS_EXPORT_ACTION,
      targetType: 'payout',
      targetIds: due.map((p) => p.id),
      metadata: { status: 'due', rows: due.length },
      ip: admin.ip,
    });
    return due.map((p) => p.id);
  });

  const readPage = (pageIds: string[]) =>
    deps.db
      .select({
        holder: paymentDetails.accountHolderName,
        fullName: users.fullName,
        accountNumberEnc: paymentDetails.accountNumberEnc,
        ifsc: paymentDetails.ifscCode,
        upi: paymentDetails.upiId,
        net: payouts.net,
        reference: transactions.paymentReference,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.creatorId))
      .innerJoin(transactions, eq(transactions.id, payouts.transactionId))
      .leftJoin(paymentDetails, eq(paymentDetails.userId, payouts.creatorId))
      .where(inArray(payouts.id, pageIds))
      .orderBy(...oldestDueFirst);

  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script).
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(PAYOUT_CSV_HEADER)}`));
    },
    async pull(controller) {
      const pageIds = ids.slice(next, next + chunkSize);
      next += chunkSize;
      if (pageIds.length > 0) {
        const rows = await readPage(pageIds);
        const lines = rows.map((r) =>
          csvLine([
            r.holder ?? r.fullName,
            r.accountNumberEnc === null
              ? null
              : decrypt(deps.keyring, r.accountNumberEnc, contextOf('account_number')),
            r.ifsc,
            r.upi,
            r.net,
            r.reference,
          ]),
        );
        controller.enqueue(encoder.encode(lines.join('')));
      }
      if (next >= ids.length) controller.close();
    },
  });
}
