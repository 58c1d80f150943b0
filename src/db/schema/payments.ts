import { boolean, createdAt, id, money, text, updatedAt } from './kit/columns';
import { index, table, uniqueIndex } from './kit/tables';
import { PAYMENT_STATUSES } from '@shared/enums';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { users } from './users';

/**
 * The Aadhaar data vault (UIDAI's reference-key idea): each number's ciphertext lives here alone,
 * under a random id that payment_details points to. The vault names no user; triggers of migration
 * 0003 delete a row when its record lets go of it.
 */
export const aadhaarVault = table('aadhaar_vault', {
  id: id(),
  numberEnc: text('number_enc').notNull(),
  createdAt: createdAt(),
});

/** A creator's identity and payout record. The *_enc columns hold AES-256-GCM ciphertext only. */
export const paymentDetails = table(
  'payment_details',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    panNumberEnc: text('pan_number_enc'),
    /** The reference key of the Aadhaar number in aadhaar_vault; the number itself is never in this table. */
    aadhaarRef: text('aadhaar_ref').references(() => aadhaarVault.id),
    accountNumberEnc: text('account_number_enc'),
    /** Stored file names under DATA_DIR; served only through the guarded document route. */
    panDocument: text('pan_document'),
    aadhaarDocument: text('aadhaar_document'),
    upiId: text('upi_id'),
    accountHolderName: text('account_holder_name'),
    ifscCode: text('ifsc_code'),
    bankName: text('bank_name'),
    consentGiven: boolean('consent_given').notNull().default(false),
    consentAt: text('consent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_details_user_unique').on(t.userId)],
);

/** One row per paid participant of a completed campaign; unique per application so completion is idempotent. */
export const transactions = table(
  'transactions',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealAmount: money('deal_amount').notNull(),
    commissionAmount: money('commission_amount').notNull(),
    creatorEarnings: money('creator_earnings').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentReference: text('payment_reference').notNull(),
    transactionDate: createdAt('transaction_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transactions_application_unique').on(t.applicationId),
    uniqueIndex('transactions_reference_unique').on(t.paymentReference),
    index('transactions_status_date_idx').on(t.paymentStatus, t.transactionDate),
    /**
     * Newest first with the id as tie-break (the list and the CSV keyset) straight from the index;
     * status and amount ride along so the analytics sum a period from the index alone.
     */
    index('transactions_date_idx').on(t.transactionDate, t.id, t.paymentStatus, t.dealAmount),
    index('transactions_creator_idx').on(t.creatorId, t.paymentStatus),
    index('transactions_campaign_idx').on(t.campaignId),
  ],
);

/**
 * One row per key that has encrypted data in this database: a known marker encrypted with it. At
 * start-up every row must decrypt with the configured keys, so a database restored without its key
 * is refused with a clear message instead of failing on every payment view.
 */
export const keyChecks = table('key_checks', {
  kid: text('kid').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: createdAt(),
});
