import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { DOCUMENT_KINDS } from '../enums';
import { idParam, safeText, text } from './common';

/** The formats of docs/product.md#payment-formats; the client checks the same patterns as the user types. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const AADHAAR_PATTERN = /^[0-9]{12}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

export const PAYMENT_MESSAGES = {
  pan: 'Invalid PAN format (e.g., ABCDE1234F)',
  aadhaar: 'Aadhaar number must be exactly 12 digits',
  ifsc: 'Invalid IFSC code format',
  upi: 'Invalid UPI ID format',
  accountNumber: 'Account number must be 9-18 digits',
  consent: 'Please provide consent to store your payment details.',
} as const;

/**
 * Cleaners the payment form applies as the user types: uppercase where relevant, drop characters
 * the field can never hold, and cut to the field's length.
 */
export const cleanPaymentInput = {
  pan: (v: string) =>
    v
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 10),
  aadhaar: (v: string) => v.replace(/\D/g, '').slice(0, 12),
  ifsc: (v: string) =>
    v
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 11),
  upi: (v: string) => v.replace(/[^a-zA-Z0-9._@-]/g, '').slice(0, 320),
  accountNumber: (v: string) => v.replace(/\D/g, '').slice(0, 18),
  text: (v: string) => v.slice(0, TEXT_MAX_LENGTH),
};

/** Aadhaar shown in groups of four: `123456789012` -> `1234 5678 9012` (partial input too). */
export function formatAadhaar(v: string) {
  return cleanPaymentInput.aadhaar(v).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An optional text field: the form sends every field, blank ones as "" (stored as empty, null).
 * `message` answers a value that is not text at all.
 */
const optional = <T extends z.ZodType<unknown, string>>(schema: T, message: string) =>
  z
    .string({ message })
    .nullish()
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .pipe(schema.nullish());

/**
 * The server accepts what the cleaners would have produced (lowercase PAN, Aadhaar with spaces), so a
 * client that did not clean is judged by the same rule, not by formatting.
 */
const pan = text('PAN').toUpperCase().regex(PAN_PATTERN, PAYMENT_MESSAGES.pan);
const aadhaar = text('Aadhaar')
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(AADHAAR_PATTERN, PAYMENT_MESSAGES.aadhaar));
const ifsc = text('IFSC').toUpperCase().regex(IFSC_PATTERN, PAYMENT_MESSAGES.ifsc);
const upi = text('UPI ID').regex(UPI_PATTERN, PAYMENT_MESSAGES.upi);
const accountNumber = text('Account number')
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, PAYMENT_MESSAGES.accountNumber));

const paymentFields = {
  pan_number: optional(pan, PAYMENT_MESSAGES.pan),
  aadhaar_number: optional(aadhaar, PAYMENT_MESSAGES.aadhaar),
  upi_id: optional(upi, PAYMENT_MESSAGES.upi),
  account_holder_name: optional(safeText('Account holder name'), 'Account holder name must be text'),
  account_number: optional(accountNumber, PAYMENT_MESSAGES.accountNumber),
  ifsc_code: optional(ifsc, PAYMENT_MESSAGES.ifsc),
  bank_name: optional(safeText('Bank name'), 'Bank name must be text'),
  consent_given: z.literal(true, { message: PAYMENT_MESSAGES.consent }),
};

/** POST /payments/user: the whole form; a missing or blank field is stored as empty. */
export const paymentDetailsInput = z.object(paymentFields);
export type PaymentDetailsInput = z.infer<typeof paymentDetailsInput>;

/** PUT /payments/user/{id}: fields left out keep their value, blank ones are cleared. */
export const paymentDetailsUpdateInput = z.object({ id: idParam, ...paymentFields });
export type PaymentDetailsUpdateInput = z.infer<typeof paymentDetailsUpdateInput>;

/** The owner's view (docs/product.md#payment-encryption): numbers in full, documents as guarded URLs. */
export const paymentDetailsOutput = z.object({
  id: z.string(),
  user_id: z.string(),
  pan_number: z.string().nullable(),
  aadhaar_number: z.string().nullable(),
  pan_document_url: z.string().nullable(),
  aadhaar_document_url: z.string().nullable(),
  upi_id: z.string().nullable(),
  account_holder_name: z.string().nullable(),
  account_number: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  consent_given: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsOutput>;

export const documentKind = z.enum(DOCUMENT_KINDS, { message: 'kind must be pan or aadhaar' });
export type DocumentKind = z.infer<typeof documentKind>;
export const DOCUMENT_TYPE_MESSAGE =
  'Invalid file type. Only JPEG, PNG, WebP images and PDF files are allowed.';
export const DOCUMENT_ACTIVE_PDF_MESSAGE =
  'This PDF contains scripts, automatic actions or attachments (or parts that cannot be checked), so it is not accepted. Please upload a photo or a plain scan of the document.';
export const DOCUMENT_SIZE_MESSAGE = 'File too large. Please select a file smaller than 5MB.';
