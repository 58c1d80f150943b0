import { z } from 'zod';
import { APPLICATION_STATUSES, MESSAGE_FLAGS, type MessageFlag } from './enums';
import { idParam, pageInput, text } from './schemas/common';
import { carriesContactDetails } from './contact-details';

/*
 * Conversations (docs/product.md#conversations): the one body rule, the flags (the contact-detail
 * detector is contact-details.ts) and the notice both sides see, shared by the server (which flags)
 * and the client (which shows).
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
export const messageBody = text('Message', { lines: true, message: CONVERSATION_MESSAGES.empty })
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

/** The flags a message is stored with. */
export function messageFlags(body: string): MessageFlag[] {
  return carriesContactDetails(body) ? ['contact_details'] : [];
}
