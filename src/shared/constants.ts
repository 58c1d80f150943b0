/** Business constants shared by the server and the web client (docs/product.md#limits). */

export const COMMISSION_RATE = 0.15;
export const CURRENCY = 'INR';

export const PASSWORD_MIN_LENGTH = 6;
export const TEXT_MAX_LENGTH = 1000;
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_MESSAGE = 'File size must be less than 2MB';
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Calls in one tRPC batch request: the server refuses more with 400, the client never sends more. */
export const TRPC_MAX_BATCH_CALLS = 10;

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

export const SESSION_DAYS = 30;
/** A session is extended once less than this much of its life remains (sliding expiry). */
export const SESSION_RENEW_DAYS = 15;
/** However often it is extended, a session ends this long after it was created (absolute expiry). */
export const SESSION_MAX_DAYS = 90;

/** Open notification streams per account (a few tabs); opening one more closes the oldest. */
export const NOTIFICATION_STREAMS_PER_USER = 5;

export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_MESSAGE_MAX = 500;
