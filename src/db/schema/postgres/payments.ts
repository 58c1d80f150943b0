import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '@shared/enums';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { createdAt, id, rupees, updatedAt } from './columns';
import { users } from './users';

export const aadhaarVault = pgTable('aadhaar_vault', {
  id: id(),
  numberEnc: text('number_enc').notNull(),
  createdAt: createdAt(),
});

export const paymentDetails = pgTable(
  'payment_details',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    panNumberEnc: text('pan_number_enc'),
    aadhaarRef: text('aadhaar_ref').references(() => aadhaarVault.id),
    accountNumberEnc: text('account_number_enc'),
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

export const transactions = pgTable(
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
    dealAmount: rupees('deal_amount').notNull(),
    commissionAmount: rupees('commission_amount').notNull(),
    creatorEarnings: rupees('creator_earnings').notNull(),
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
    index('transactions_date_idx').on(t.transactionDate, t.id, t.paymentStatus, t.dealAmount),
    index('transactions_creator_idx').on(t.creatorId, t.paymentStatus),
    index('transactions_campaign_idx').on(t.campaignId),
  ],
);

export const keyChecks = pgTable('key_checks', {
  kid: text('kid').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: createdAt(),
});
