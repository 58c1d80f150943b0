import { createdAt, id, integer, money, text } from './kit/columns';
import { index, table, uniqueIndex } from './kit/tables';
import { INVOICE_KINDS } from '@shared/enums';
import { payouts } from './funds';
import { users } from './users';

/*
 * The tax documents the platform issues for its commission (docs/product.md#tax-invoices): an
 * invoice when a paid deal's payout is made, a credit note when a dispute's refund undoes it. Each
 * holds the parties as they were when issued, so a later profile change or an erasure leaves it as
 * it was; none is ever changed after it is written.
 */

/** The last serial number issued in a financial year ("2026-27"): taken and raised in the issuing transaction. */
export const invoiceCounters = table('invoice_counters', {
  fy: text('fy').primaryKey(),
  lastSerial: integer('last_serial').notNull().default(0),
});

export const invoices = table(
  'invoices',
  {
    id: id(),
    /** PREFIX/YYYY-YY/NNNNN: consecutive within `fy`, at most 16 characters. */
    number: text('number').notNull(),
    fy: text('fy').notNull(),
    serial: integer('serial').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** A credit note's invoice. */
    refersTo: text('refers_to'),
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    recipientId: text('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientGstin: text('recipient_gstin'),
    /** Two-digit GST state code; the place of supply. */
    recipientState: text('recipient_state').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierState: text('supplier_state').notNull(),
    sac: text('sac').notNull(),
    taxableValue: money('taxable_value').notNull(),
    cgst: money('cgst').notNull().default(0),
    sgst: money('sgst').notNull().default(0),
    igst: money('igst').notNull().default(0),
    total: money('total').notNull(),
    issuedAt: createdAt('issued_at'),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_fy_serial_unique').on(t.fy, t.serial),
    /** One invoice and at most one credit note per payout, however often its issuing is retried. */
    uniqueIndex('invoices_payout_kind_unique').on(t.payoutId, t.kind),
    index('invoices_recipient_issued_idx').on(t.recipientId, t.issuedAt),
  ],
);
