/**
 * The privacy notice in force (docs/product.md#privacy): the version of the text at /privacy-policy.
 * Change the text there, then this version (the date the new text takes effect): every signed-in
 * user whose latest consent is to an older version is asked once to accept the new one.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** The same date as the notice page shows it ("Last updated"). */
export const PRIVACY_NOTICE_UPDATED = 'November 28, 2026';

/** What a consent is given for; the notice's is the one sign-up records. */
export const CONSENT_PURPOSES = ['privacy_notice'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  privacy_notice: 'Privacy notice: processing of your data as it describes',
};
