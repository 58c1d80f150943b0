import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { aadhaarVault, paymentDetails } from '@db/schema';
import type {
  DocumentKind,
  PaymentDetails,
  PaymentDetailsInput,
  PaymentDetailsUpdateInput,
} from '@shared/schemas/payment';
import type { Env } from '@server/env';
import { conflict, notFound } from '@server/errors';
import { MINUTE, type RateLimiter } from '@server/rate-limit';
import { decrypt, encrypt, mask, type Keyring } from '../crypto';

type Deps = { db: Db; env: Env; limiter: RateLimiter; keyring: Keyring };

/** The payment form's limits (docs/product.md#rate-limits) count per user over 10 minutes. */
export const PAYMENT_LIMIT_WINDOW_MS = 10 * MINUTE;
const saveKey = (userId: string) => `payment-save:${userId}`;
const SAVE_LIMIT_MESSAGE = 'Submission limit exceeded. Please wait before submitting again.';

/**
 * The encrypted fields: API name -> column, with `payment_details.<field>` bound into each
 * ciphertext. The Aadhaar number lives in aadhaar_vault (migration 0003 moved its ciphertexts there
 * unchanged, so it keeps its original context); the view joins it in as `aadhaarNumberEnc`.
 */
export const SENSITIVE = {
  pan_number: 'panNumberEnc',
  aadhaar_number: 'aadhaarNumberEnc',
  account_number: 'accountNumberEnc',
} as const;
export type SensitiveField = keyof typeof SENSITIVE;
export const contextOf = (field: SensitiveField) => `payment_details.${field}`;

/** Every column a payment view needs, for the owner's and the admins' queries alike (with `joinVault`). */
export const paymentColumns = {
  id: paymentDetails.id,
  userId: paymentDetails.userId,
  panNumberEnc: paymentDetails.panNumberEnc,
  aadhaarNumberEnc: aadhaarVault.numberEnc,
  accountNumberEnc: paymentDetails.accountNumberEnc,
  panDocument: paymentDetails.panDocument,
  aadhaarDocument: paymentDetails.aadhaarDocument,
  upiId: paymentDetails.upiId,
  accountHolderName: paymentDetails.accountHolderName,
  ifscCode: paymentDetails.ifscCode,
  bankName: paymentDetails.bankName,
  consentGiven: paymentDetails.consentGiven,
  createdAt: paymentDetails.createdAt,
  updatedAt: paymentDetails.updatedAt,
};
export const vaultJoin = eq(aadhaarVault.id, paymentDetails.aadhaarRef);
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentRow>>>;

/** Documents are never public: this URL answers only to the owner and to admins. */
export const documentUrl = (id: string, kind: DocumentKind) => `/api/payments/documents/${id}/${kind}`;

const seal = (keyring: Keyring, field: SensitiveField, value: string | null) =>
  value === null ? null : encrypt(keyring, value, contextOf(field));

/** PAN, Aadhaar and account number in full; callers decide whether to mask them. */
export function decryptPaymentNumbers(
  keyring: Keyring,
  row: Pick<PaymentRow, 'panNumberEnc' | 'aadhaarNumberEnc' | 'accountNumberEnc'>,
) {
  const open = (field: SensitiveField) => {
    const value = row[SENSITIVE[field]];
    return value === null ? null : decrypt(keyring, value, contextOf(field));
  };
  return {
    pan_number: open('pan_number'),
    aadhaar_number: open('aadhaar_number'),
    account_number: open('account_number'),
  };
}

/**
 * A record as the API shows it. The Aadhaar number is masked unless `aadhaar` is 'full', which only
 * the audited admin view asks for; the owner sees PAN and account number in full to edit them.
 */
export function toPaymentDetailsOutput(
  keyring: Keyring,
  row: PaymentRow,
  aadhaar: 'masked' | 'full' = 'masked',
): PaymentDetails {
  const numbers = decryptPaymentNumbers(keyring, row);
  return {
    id: row.id,
    user_id: row.userId,
    ...numbers,
    aadhaar_number: aadhaar === 'full' ? numbers.aadhaar_number : mask(numbers.aadhaar_number),
    pan_document_url: row.panDocument ? documentUrl(row.id, 'pan') : null,
    aadhaar_document_url: row.aadhaarDocument ? documentUrl(row.id, 'aadhaar') : null,
    upi_id: row.upiId,
    account_holder_name: row.accountHolderName,
    ifsc_code: row.ifscCode,
    bank_name: row.bankName,
    consent_given: row.consentGiven,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function findPaymentRow(db: Db, where: { id?: string; userId?: string }) {
  const conditions = [
    where.id !== undefined ? eq(paymentDetails.id, where.id) : undefined,
    where.userId !== undefined ? eq(paymentDetails.userId, where.userId) : undefined,
  ];
  const [row] = await db
    .select(paymentColumns)
    .from(paymentDetails)
    .leftJoin(aadhaarVault, vaultJoin)
    .where(and(...conditions))
    .limit(1);
  return row;
}

export async function getOwnPaymentDetails(deps: Pick<Deps, 'db' | 'keyring'>, userId: string) {
  const row = await findPaymentRow(deps.db, { userId });
  return row ? toPaymentDetailsOutput(deps.keyring, row) : null;
}

/**
 * Column values for the fields present in `input`; a field left out is not touched. A new Aadhaar
 * number gets a new vault row (the trigger of migration 0003 deletes the one it replaces).
 */
async function columnValues(tx: Db, keyring: Keyring, input: Partial<PaymentDetailsInput>) {
  const values: Partial<typeof paymentDetails.$inferInsert> = {};
  if (input.pan_number !== undefined) values.panNumberEnc = seal(keyring, 'pan_number', input.pan_number);
  if (input.account_number !== undefined)
    values.accountNumberEnc = seal(keyring, 'account_number', input.account_number);
  if (input.aadhaar_number !== undefined) {
    const numberEnc = seal(keyring, 'aadhaar_number', input.aadhaar_number);
    values.aadhaarRef =
      numberEnc === null
        ? null
        : (await tx.insert(aadhaarVault).values({ numberEnc }).returning({ id: aadhaarVault.id }))[0]!.id;
  }
  if (input.upi_id !== undefined) values.upiId = input.upi_id;
  if (input.account_holder_name !== undefined) values.accountHolderName = input.account_holder_name;
  if (input.ifsc_code !== undefined) values.ifscCode = input.ifsc_code;
  if (input.bank_name !== undefined) values.bankName = input.bank_name;
  return values;
}

/**
 * Runs an accepted save under the form's limit. The use is recorded before the save starts and given
 * back when the save is refused, so concurrent saves cannot all pass the check while one is awaited;
 * only accepted saves count toward the limit.
 */
async function limitedSave<T>(deps: Deps, userId: string, save: () => Promise<T>) {
  const key = saveKey(userId);
  await deps.limiter.consume(
    key,
    deps.env.RATE_LIMIT_PAYMENT_SAVES,
    PAYMENT_LIMIT_WINDOW_MS,
    SAVE_LIMIT_MESSAGE,
  );
  try {
    return await save();
  } catch (e) {
    await deps.limiter.release(key, PAYMENT_LIMIT_WINDOW_MS);
    throw e;
  }
}

/** Creates the caller's one record; a second create is 409 (the form updates from then on). */
export async function createPaymentDetails(deps: Deps, userId: string, input: PaymentDetailsInput) {
  const row = await limitedSave(deps, userId, () =>
    deps.db.transaction(async (tx) => {
      if (await findPaymentRow(tx, { userId }))
        throw conflict('Payment details already exist; update them instead');
      const now = new Date().toISOString();
      const values = await columnValues(tx, deps.keyring, input);
      await tx.insert(paymentDetails).values({ ...values, userId, consentGiven: true, consentAt: now });
      return (await findPaymentRow(tx, { userId }))!;
    }),
  );
  return toPaymentDetailsOutput(deps.keyring, row);
}

/** Updates the caller's own record; another user's id is "not found". */
export async function updatePaymentDetails(deps: Deps, userId: string, input: PaymentDetailsUpdateInput) {
  const { id, ...fields } = input;
  const row = await limitedSave(deps, userId, () =>
    deps.db.transaction(async (tx) => {
      if (!(await findPaymentRow(tx, { id, userId }))) throw notFound('Payment details');
      const values = await columnValues(tx, deps.keyring, fields);
      await tx
        .update(paymentDetails)
        .set({ ...values, consentGiven: true, consentAt: new Date().toISOString() })
        .where(eq(paymentDetails.id, id));
      return (await findPaymentRow(tx, { id }))!;
    }),
  );
  return toPaymentDetailsOutput(deps.keyring, row);
}
