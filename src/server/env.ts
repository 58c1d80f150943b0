import path from 'node:path';
import { z } from 'zod';
import { APP_NAME } from '@shared/product';
import { gstinError, gstinState, GST_STATE_CODES, normaliseGstin, STATE_MESSAGE } from '@shared/gst';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
/** A rate in percent (18 means 18%); the money arithmetic takes it in basis points (@shared/money). */
const percent = (fallback: number) =>
  z.coerce
    .number()
    .min(0, 'must be a percentage from 0 to 100')
    .max(100, 'must be a percentage from 0 to 100')
    .default(fallback);
const count = (fallback: number) =>
  z.coerce.number().int().min(1, 'must be a positive whole number').default(fallback);

const STORAGE_URL_PATTERN = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

/** Where uploaded files live (src/server/services/uploads/file-store.ts). */
export type S3Storage = {
  type: 's3';
  bucket: string;
  /** Empty, or ends with a slash. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};
export type Storage = { type: 'local' } | S3Storage;

function storageOf(e: {
  STORAGE_URL?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): Storage {
  const match = e.STORAGE_URL?.match(STORAGE_URL_PATTERN);
  if (!match) return { type: 'local' };
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    type: 's3',
    bucket: match[1]!,
    prefix: prefix && `${prefix}/`,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

/** `"Collab Marketplace" <no-reply@host>`, the host of APP_URL (localhost when unset). */
function defaultSender(appUrl: string | undefined) {
  const host = appUrl ? new URL(appUrl).hostname : 'localhost';
  return `"${APP_NAME}" <no-reply@${host}>`;
}

/** The platform's account brands fund campaigns into; null when it is not set up (funding is then refused). */
export type PaymentAccount = {
  upi_id: string;
  bank_name: string;
  account_number: string;
  ifsc: string;
  account_name: string;
};

/** Demo values, used only with SEED_DEMO on, named so nobody sends real money to them. */
const DEMO_PAYMENT_ACCOUNT: PaymentAccount = {
  upi_id: 'collab.demo@upi',
  bank_name: 'Demo Bank (set PAYMENT_BANK_NAME)',
  account_number: '000000000000',
  ifsc: 'DEMO0000000',
  account_name: 'Collab Marketplace Demo',
};

function paymentAccountOf(e: {
  SEED_DEMO: boolean;
  PAYMENT_UPI_ID?: string;
  PAYMENT_BANK_NAME?: string;
  PAYMENT_ACCOUNT_NUMBER?: string;
  PAYMENT_IFSC?: string;
  PAYMENT_ACCOUNT_NAME?: string;
}): PaymentAccount | null {
  if (
    e.PAYMENT_UPI_ID &&
    e.PAYMENT_BANK_NAME &&
    e.PAYMENT_ACCOUNT_NUMBER &&
    e.PAYMENT_IFSC &&
    e.PAYMENT_ACCOUNT_NAME
  )
    return {
      upi_id: e.PAYMENT_UPI_ID,
      bank_name: e.PAYMENT_BANK_NAME,
      account_number: e.PAYMENT_ACCOUNT_NUMBER,
      ifsc: e.PAYMENT_IFSC,
      account_name: e.PAYMENT_ACCOUNT_NAME,
    };
  return e.SEED_DEMO ? DEMO_PAYMENT_ACCOUNT : null;
}

/** The platform as the supplier on its tax invoices (docs/product.md#tax-invoices). */
export type Invoicing = {
  legalName: string;
  address: string;
  /** Two-digit GST state code. */
  state: string;
  gstin: string;
  /** 1-2 characters, so PREFIX/YYYY-YY/NNNNN stays within 16 characters. */
  prefix: string;
  sac: string;
};

/** The settings an invoice needs that have no default. */
export const INVOICE_SETTINGS = [
  'PLATFORM_LEGAL_NAME',
  'PLATFORM_ADDRESS',
  'PLATFORM_STATE',
  'PLATFORM_GSTIN',
] as const;
type InvoiceSetting = (typeof INVOICE_SETTINGS)[number];

/** Demo values, used only with SEED_DEMO on, named so nobody files them: a GSTIN that passes the check but names no one. */
const DEMO_INVOICING: Record<InvoiceSetting, string> = {
  PLATFORM_LEGAL_NAME: 'Collab Marketplace Demo Pvt Ltd (set PLATFORM_LEGAL_NAME)',
  PLATFORM_ADDRESS: 'Demo address, MG Road, Bengaluru 560001 (set PLATFORM_ADDRESS)',
  PLATFORM_STATE: '29',
  PLATFORM_GSTIN: '29AAACD0000D1ZL',
};

/**
 * The invoicing settings: each of INVOICE_SETTINGS from the environment, else (SEED_DEMO on) its
 * demo value; `missing` names those with neither, and then no invoice is issued.
 */
function invoicingOf(
  e: Partial<Record<InvoiceSetting, string>> & {
    SEED_DEMO: boolean;
    INVOICE_PREFIX: string;
    COMMISSION_SAC: string;
  },
): { invoicing: Invoicing | null; missing: InvoiceSetting[]; demo: InvoiceSetting[] } {
  const missing = INVOICE_SETTINGS.filter((k) => !e[k] && !e.SEED_DEMO);
  const demo = INVOICE_SETTINGS.filter((k) => !e[k] && e.SEED_DEMO);
  const value = (k: InvoiceSetting) => e[k] ?? DEMO_INVOICING[k];
  if (missing.length > 0) return { invoicing: null, missing, demo };
  return {
    invoicing: {
      legalName: value('PLATFORM_LEGAL_NAME'),
      address: value('PLATFORM_ADDRESS'),
      state: value('PLATFORM_STATE'),
      gstin: value('PLATFORM_GSTIN'),
      prefix: e.INVOICE_PREFIX,
      sac: e.COMMISSION_SAC,
    },
    missing,
    demo,
  };
}

/** The configuration table (README.md, "Configure it"); every value is checked at start-up. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The least severe log lines written (logger.ts); `silent` writes none. */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    PORT: z.coerce.number().int().min(0).max(65535, 'must be a port number (0-65535)').default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().min(1).optional(),
    /** Where the built web client is; `npm run build` writes it to the same place. */
    CLIENT_DIR: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    SEED_DEMO: boolean.default(true),
    /** Where people reach the app; an https address makes the session cookie Secure on every answer. */
    APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    /** Behind a reverse proxy, take the client address from X-Forwarded-For (for rate limits). */
    TRUST_PROXY: boolean.default(false),
    /** How many proxies in front of the app append to X-Forwarded-For; the client is the entry that many from the right. */
    TRUST_PROXY_HOPS: count(1),
    /** The app's own host names, comma-separated: the "{host}" platform of the work-link rule (docs/product.md#work-link). */
    APP_HOSTS: z
      .string()
      .default('localhost')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean),
      ),
    /** 64 hex characters (32 bytes); when unset, a key is generated once into DATA_DIR. */
    ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
    RATE_LIMIT_LOGIN_FAILURES: count(10),
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: count(50),
    RATE_LIMIT_SIGNUPS: count(100),
    RATE_LIMIT_PAYMENT_SAVES: count(5),
    RATE_LIMIT_PAYMENT_UPLOADS: count(10),
    RATE_LIMIT_CONTACT: count(5),
    RATE_LIMIT_REPORTS: count(10),
    RATE_LIMIT_AVATAR_UPLOADS: count(20),
    /** Password reset emails an hour: per email (RATE_LIMIT_RESET_EMAILS) and per address. */
    RATE_LIMIT_RESET_EMAILS: count(3),
    RATE_LIMIT_RESET_EMAILS_PER_IP: count(20),
    /** Verification emails an account may ask for again ("Resend") in an hour. */
    RATE_LIMIT_VERIFICATION_EMAILS: count(3),
    /** Conversation messages per user per minute (docs/product.md#message-limit). */
    RATE_LIMIT_MESSAGES: count(30),
    /** Open notification streams in the whole process (each holds memory); unset: sized to the heap (stream-slots.ts). */
    NOTIFICATION_STREAMS_MAX: z.coerce.number().int().min(1, 'must be a positive whole number').optional(),
    /** Where uploaded files live: unset keeps them under DATA_DIR/uploads; s3://bucket[/prefix] in S3-compatible storage. */
    STORAGE_URL: z
      .string()
      .regex(STORAGE_URL_PATTERN, 'must be s3://bucket or s3://bucket/prefix (or unset for DATA_DIR/uploads)')
      .optional(),
    /** The S3-compatible server (MinIO, ...); unset: Amazon S3 itself. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** The SMTP server email goes out through (smtp://user:pass@host:port, smtps://…); unset: files in DATA_DIR/outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
    /** The sender of every email; unset: the product's name at no-reply@ the APP_URL's host. */
    MAIL_FROM: z.string().min(3).optional(),
    /**
     * Where brands send a paid campaign's budget (docs/product.md#funding). Unset with SEED_DEMO on:
     * demo values that say so; unset with SEED_DEMO off: funding is refused until they are set.
     */
    PAYMENT_UPI_ID: z
      .string()
      .regex(/^[\w.-]{2,256}@[A-Za-z][\w.-]{1,64}$/, 'must be a UPI id such as business@bank')
      .optional(),
    PAYMENT_BANK_NAME: z.string().min(2).optional(),
    PAYMENT_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{9,18}$/, 'must be a bank account number of 9 to 18 digits')
      .optional(),
    PAYMENT_IFSC: z
      .string()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code such as HDFC0001234')
      .optional(),
    PAYMENT_ACCOUNT_NAME: z.string().min(2).optional(),
    /** GST on the platform's commission, percent (docs/product.md#payouts; README, "Money and tax"). */
    GST_RATE: percent(18),
    /** TDS on a creator's gross under section 194-O, percent, with a PAN saved. */
    TDS_RATE: percent(0.1),
    /** TDS when the creator has saved no PAN (section 206AA), percent. */
    TDS_NO_PAN_RATE: percent(5),
    /** The platform's legal name, address, GST state code and GSTIN on its tax invoices (docs/product.md#tax-invoices). */
    PLATFORM_LEGAL_NAME: z.string().min(2).max(200).optional(),
    PLATFORM_ADDRESS: z.string().min(5).max(500).optional(),
    PLATFORM_STATE: z
      .string()
      .refine((v) => GST_STATE_CODES.includes(v), STATE_MESSAGE)
      .optional(),
    PLATFORM_GSTIN: z
      .string()
      .transform((v, ctx) => {
        const error = gstinError(v);
        if (error) ctx.addIssue({ code: 'custom', message: error });
        return normaliseGstin(v);
      })
      .optional(),
    /** The start of every invoice number, PREFIX/YYYY-YY/NNNNN, at most 16 characters in all. */
    INVOICE_PREFIX: z
      .string()
      .regex(
        /^[A-Z0-9]{1,2}$/,
        'must be 1 or 2 capital letters or digits (an invoice number is at most 16 characters)',
      )
      .default('CM'),
    /** The SAC of the platform's commission on its invoices. */
    COMMISSION_SAC: z
      .string()
      .regex(/^\d{6}$/, 'must be a six-digit SAC')
      .default('998599'),
    /** Hours after the work is approved before its payout is due. */
    PAYOUT_HOLD_HOURS: z.coerce.number().int().min(0, 'must be 0 or more whole hours').default(72),
    /** Hours submitted work waits for the brand's review before the platform approves it (docs/product.md#auto-approval). */
    WORK_REVIEW_HOURS: z.coerce.number().int().min(1, 'must be 1 or more whole hours').default(72),
    /** Seconds between the scheduled-work runner's looks for jobs whose time has come (docs/product.md#scheduled-work). */
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1, 'must be 1 or more whole seconds').default(30),
    EMAIL_INTERVAL_SECONDS: z.coerce.number().int().min(1, 'must be 1 or more whole seconds').default(10),
    /** A brand may accept creators on a paid campaign only once its funding is held. */
    REQUIRE_FUNDING: boolean.default(false),
    /** Work can be submitted only once both parties have accepted the collaboration's agreement. */
    REQUIRE_AGREEMENT: boolean.default(false),
    /**
     * For tests only: a file holding whole milliseconds the server's clock runs ahead of the real
     * one (test-clock.ts), so a browser test can move past PAYOUT_HOLD_HOURS without waiting.
     */
    TEST_CLOCK_FILE: z.string().min(1).optional(),
  })
  .refine(
    (e) => {
      const set = [
        e.PAYMENT_UPI_ID,
        e.PAYMENT_BANK_NAME,
        e.PAYMENT_ACCOUNT_NUMBER,
        e.PAYMENT_IFSC,
        e.PAYMENT_ACCOUNT_NAME,
      ];
      return set.every(Boolean) || !set.some(Boolean);
    },
    {
      message:
        'PAYMENT_UPI_ID, PAYMENT_BANK_NAME, PAYMENT_ACCOUNT_NUMBER, PAYMENT_IFSC and PAYMENT_ACCOUNT_NAME must be set together',
      path: ['PAYMENT_UPI_ID'],
    },
  )
  .refine((e) => !(e.TEST_CLOCK_FILE && e.NODE_ENV === 'production'), {
    message: 'is for tests only and moves the clock of payouts and links: remove it when NODE_ENV=production',
    path: ['TEST_CLOCK_FILE'],
  })
  .refine(
    (e) => !e.PLATFORM_GSTIN || !e.PLATFORM_STATE || gstinState(e.PLATFORM_GSTIN) === e.PLATFORM_STATE,
    {
      message: "PLATFORM_GSTIN's first two digits must be PLATFORM_STATE",
      path: ['PLATFORM_GSTIN'],
    },
  )
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((e) => !e.STORAGE_URL || (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    message: 'STORAGE_URL=s3://... needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    path: ['STORAGE_URL'],
  })
  .refine((e) => e.STORAGE_URL || !(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY), {
    message: 'S3_* settings are used only with STORAGE_URL=s3://bucket; set it, or remove them',
    path: ['STORAGE_URL'],
  })
  .transform((e) => ({
    ...e,
    storage: storageOf(e),
    DATA_DIR: path.resolve(e.DATA_DIR),
    DATABASE_URL: e.DATABASE_URL ?? path.join(path.resolve(e.DATA_DIR), 'app.db'),
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    MAIL_FROM: e.MAIL_FROM ?? defaultSender(e.APP_URL),
    paymentAccount: paymentAccountOf(e),
    ...invoicingSettings(e),
  }));

function invoicingSettings(e: Parameters<typeof invoicingOf>[0]) {
  const { invoicing, missing, demo } = invoicingOf(e);
  return { invoicing, invoicingMissing: missing, invoicingDemo: demo };
}

export type Env = z.infer<typeof envSchema>;

/** Each setting's rule and default, by name (for `--help`). */
export const SETTINGS = envSchema.in.shape;

export class EnvError extends Error {}

/** Reads the environment; a bad value throws an EnvError naming the variable and the rule. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
