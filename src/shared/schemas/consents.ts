import { z } from 'zod';
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION } from '../privacy-notice';
import { text } from './common';

export const ACCEPT_NOTICE_MESSAGE = 'Please accept the privacy notice to continue';
export const OLD_NOTICE_MESSAGE =
  'That is not the privacy notice in force: reload the page and read the current version';

/**
 * Sign-up's `accept_privacy_notice`: `true`, or left out by a client from before it (sign-up's
 * documented body has no such field; the sign-up records the consent all the same,
 * docs/product.md#consent, docs/decisions/088); `false` is a refusal, so no account.
 */
export const acceptPrivacyNoticeField = z
  .boolean({ message: 'accept_privacy_notice must be true or false' })
  .optional()
  .refine((v) => v !== false, { message: ACCEPT_NOTICE_MESSAGE });

/** The sign-up form's checkbox: not ticked at first, required to go on. */
export const acceptPrivacyNoticeFormField = z
  .boolean()
  .refine((v) => v, { message: 'Please read and accept the privacy notice to create an account' });

export const consentOutput = z.object({
  notice_version: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type Consent = z.infer<typeof consentOutput>;

/** GET /api/privacy/consents: the caller's consents, newest first, and the notice in force. */
export const consentsOutput = z.object({
  consents: z.array(consentOutput),
  /** The version of the notice in force (PRIVACY_NOTICE_VERSION). */
  notice_version: z.string(),
  /** True when the caller's latest consent to the notice is to an older version, or there is none. */
  needs_consent: z.boolean(),
});
export type ConsentsOutput = z.infer<typeof consentsOutput>;

/** POST /api/privacy/consents: accepts the notice in force; only its version is accepted. */
export const acceptNoticeInput = z.object({
  notice_version: text('notice_version', { message: 'notice_version is required' })
    .min(1, 'notice_version is required')
    .max(40)
    .refine((v) => v === PRIVACY_NOTICE_VERSION, { message: OLD_NOTICE_MESSAGE }),
});
