import { NOTIFICATION_TYPES, type NotificationType } from '@shared/enums';
import type { RouterOutputs } from '@client/lib/trpc';

/** A domain of what screens show, named by the tRPC router that answers it. */
export type LiveArea = keyof RouterOutputs;

/**
 * What a pushed notification makes stale, by its type: every screen showing those domains reads them
 * again, so a card, a list or an open dialog says what the bell just said, without a reload. A new
 * notification type fails the type check until it is given its line here. `conversations` is read
 * again by the live conversations themselves, through their own query keys (`owns`, live-stream.ts).
 */
export const REFRESHED_BY: Record<NotificationType, readonly LiveArea[]> = {
  broadcast: [],
  // A campaign moderated, or its funding claimed, confirmed, rejected, refunded or settled.
  campaign_status: ['campaigns', 'adminCampaigns', 'applications', 'funding', 'payouts'],
  // Accepted or rejected: the card, Browse's Applied mark, and the conversation that opened or closed.
  application_status: ['applications', 'campaigns', 'conversations'],
  // Approved by the brand or the platform: the versions, the card, reviews now open, the payout.
  work_approved: ['applications', 'workSubmissions', 'campaigns', 'reviews', 'disputes', 'payouts'],
  report: ['reports'],
  // Both open what they are about (a conversation, an account), which is read afresh then.
  flagged_content: [],
  suspicious_activity: [],
  deadline: ['applications'],
  new_application: ['applications', 'campaigns'],
  // Its conversation's messages are read again by the live conversations themselves.
  message: ['conversations'],
  payment_released: ['payouts', 'transactions', 'applications', 'funding'],
  payment_processed: ['payouts', 'transactions', 'applications', 'campaigns', 'funding'],
  work_submitted: ['workSubmissions', 'applications', 'campaigns'],
  // Approved, rejected or sent back for a revision.
  work_reviewed: ['workSubmissions', 'applications', 'campaigns', 'reviews', 'disputes'],
  // A review shown makes the ratings (on profiles and applications) and the review lists move.
  review: ['reviews', 'applications', 'profiles'],
  dispute: ['disputes', 'adminDisputes', 'payouts', 'applications'],
  // An invitation to a campaign: Browse shows it marked Invited.
  invitation: ['campaigns'],
  // An offer sent, countered, accepted, declined, withdrawn or expired; accepted, it is an application.
  offer: ['applications', 'campaigns'],
  // A reminder to update a live post's numbers: the application's posts.
  metrics_due: ['livePosts'],
  // A tax invoice or credit note issued to the creator, with their payout.
  invoice: ['payouts', 'invoices'],
  // A copy of the person's data is ready, or a grievance answered: nothing listed elsewhere changes.
  data_export: [],
  grievance: [],
};

const isNotificationType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

/** The domains a notification of this type makes stale; none for a type this client does not know. */
export const refreshedBy = (type: string): readonly LiveArea[] =>
  isNotificationType(type) ? REFRESHED_BY[type] : [];
