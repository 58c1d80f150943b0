import { z } from 'zod';
import { APPLICATION_STATUSES, MESSAGE_FLAGS, type MessageFlag } from './enums';
import { idParam, pageInput } from './schemas/common';

/*
 * Conversations (docs/product.md#conversations): the one body rule, the contact-detail detector
 * and the notice both sides see, shared by the server (which flags) and the client (which shows).
 */

export const MESSAGE_BODY_MAX = 2000;
/** A page of messages: default and most. */
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;
/** Every how many flagged messages of one sender admins are told (the 3rd, 6th, 9th…). */
export const FLAGGED_MESSAGES_PER_ADMIN_ALERT = 3;

export const CONVERSATION_MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${MESSAGE_BODY_MAX.toLocaleString('en-IN')} characters`,
  rejected: 'This application was rejected, so its conversation is read-only.',
  adminReadOnly: 'Admins can read conversations but not post in them.',
  notFound: 'Conversation not found',
  unknownBefore: 'before must be the id of a message in this conversation',
  rateLimited: 'You are sending messages too fast. Please wait a moment.',
} as const;

/** The words shown under a flagged message, to both sides (the terms: all talk stays here). */
export const FLAG_NOTICE =
  'This message seems to share contact or payment details. Our terms keep all talk and payment between creators and brands on the platform, where your deal, payment and any dispute are protected.';

/** A message body: plain text, 1-2,000 characters once the spaces around it are trimmed. */
export const messageBody = z
  .string({ message: CONVERSATION_MESSAGES.empty })
  .trim()
  .min(1, CONVERSATION_MESSAGES.empty)
  .max(MESSAGE_BODY_MAX, CONVERSATION_MESSAGES.tooLong);

/** The Message box's one field. */
export const messageForm = z.object({ body: messageBody });

/* ---- Calls (docs/product.md#conversation-access) ---- */

export const conversationInput = z.object({ applicationId: idParam });

export const sendMessageInput = z.object({ applicationId: idParam, body: messageBody });

/** A page of messages, oldest first: the newest `limit`, or the `limit` just before message `before`. */
export const listMessagesInput = z.object({
  applicationId: idParam,
  /** Larger is clamped to MESSAGES_PAGE_MAX by the server (not a transform: REST's query coercion skips those). */
  limit: z.number().int().min(1, 'limit must be at least 1').default(MESSAGES_PAGE_DEFAULT),
  before: idParam.optional(),
});

/** The caller's conversations, `limit` (default 20, at most 100) and `offset` like every list. */
export const listConversationsInput = z.object({ ...pageInput }).optional();

export const messageOutput = z.object({
  id: z.string(),
  sender_id: z.string(),
  body: z.string(),
  created_at: z.string(),
  flags: z.array(z.enum(MESSAGE_FLAGS)),
});
export type ConversationMessage = z.infer<typeof messageOutput>;

export const conversationOutput = z.object({
  application_id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  application_status: z.enum(APPLICATION_STATUSES),
  /** The caller may post here: the application is not rejected. */
  can_send: z.boolean(),
  /** The other party: the brand (its company name, else its owner's name) or the creator. */
  counterpart: z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() }),
  last_message: messageOutput.nullable(),
  unread_count: z.number().int(),
});
export type Conversation = z.infer<typeof conversationOutput>;

export const listConversationsOutput = z.object({
  conversations: z.array(conversationOutput),
  /** More conversations follow this page (ask with a larger offset). */
  has_more: z.boolean(),
});
export const listMessagesOutput = z.object({ messages: z.array(messageOutput) });
export const sendMessageOutput = z.object({ message: messageOutput });
export const unreadOutput = z.object({ unread_count: z.number().int() });

/** A message pushed over the notification stream (server/services/notifications/stream.ts). */
export type LiveMessage = { event: 'message'; application_id: string; message: ConversationMessage };

/** The client route of one conversation; admins open the same route, read-only. */
export const conversationPath = (applicationId: string) =>
  `/messages?conversation=${encodeURIComponent(applicationId)}`;

/* ---- The contact-detail detector ---- */

/** name@domain.tld, and UPI ids (name@okaxis, 98xxxxxx10@ybl, shop@paytm): anything@letters. */
const EMAIL_OR_UPI = /[a-z0-9._%+-]{2,}@[a-z][a-z0-9-]{1,}(\.[a-z0-9-]+)*/i;

/** Links to chats outside the platform. */
const OUTSIDE_CHAT =
  /\b(wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com\/|t\.me|telegram\.me|telegram\.dog|signal\.me|signal\.group|discord\.gg|discord\.com\/invite|m\.me|ig\.me)\//i;

/**
 * Runs of digits a phone number can be written as: digits with single spaces, dashes, dots or
 * brackets between them, optionally led by `+`. Commas are not separators, so "1,00,000" is three
 * numbers, and an amount is never read as a phone.
 */
const DIGIT_RUN = /(\+\s?)?\(?\d(?:[\s.-]?\(?\d\)?)+/g;

/** Whether a run of digits is a phone number: Indian mobile or landline, or any international one. */
function isPhone(run: string, before: string): boolean {
  // "₹75000 80000", "Rs. 9876543210": amounts, not phones.
  if (/(₹|rs\.?|inr)\s*$/i.test(before)) return false;
  const digits = run.replace(/\D/g, '');
  if (run.trimStart().startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  // A mobile: 10 digits from 6-9, maybe after 0 or 91.
  if (/^(0|91)?[6-9]\d{9}$/.test(digits)) return true;
  // A landline with its STD code: 0 and ten digits ("022 2345 6789").
  return /^0[1-9]\d{9}$/.test(digits);
}

function hasPhone(body: string): boolean {
  for (const match of body.matchAll(DIGIT_RUN)) {
    const start = match.index;
    // A run glued to letters or more digits ("order#A98765432101", "v2.0") is an id, not a phone.
    if (start > 0 && /[a-z0-9]/i.test(body.charAt(start - 1))) continue;
    if (isPhone(match[0], body.slice(Math.max(0, start - 5), start))) return true;
  }
  return false;
}

/** Whether a body carries a phone number, an email address, a UPI id or a link to an outside chat. */
export function carriesContactDetails(body: string): boolean {
  return EMAIL_OR_UPI.test(body) || OUTSIDE_CHAT.test(body) || hasPhone(body);
}

/** The flags a message is stored with. */
export function messageFlags(body: string): MessageFlag[] {
  return carriesContactDetails(body) ? ['contact_details'] : [];
}
