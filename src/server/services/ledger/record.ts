import type { Db } from '@db/client';
import { ledgerEntries } from '@db/schema';
import type { LedgerKind } from '@shared/enums';

export type NewLedgerEntry = {
  kind: LedgerKind;
  /** Whole rupees, 0 or more; the kind says which way the money moved. */
  amount: number;
  campaignId: string;
  fundingId?: string | null;
  payoutId?: string | null;
  creatorId?: string | null;
  /** The admin who moved it; null when the platform did. */
  actorId?: string | null;
  utr?: string | null;
  note?: string | null;
  createdAt?: string;
};

/**
 * Writes movements of money to the ledger (docs/product.md#ledger). Always pass the transaction of
 * the state change the entries record, so the two are written together or not at all.
 */
export async function recordLedger(tx: Db, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  for (const e of entries)
    if (!Number.isInteger(e.amount) || e.amount < 0)
      throw new Error(`A ledger amount is whole rupees of 0 or more, not ${e.amount}`);
  await tx.insert(ledgerEntries).values(entries);
}
