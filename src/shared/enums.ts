/** Every closed set of values in the product, named once for the database, the server and the client. */

export const USER_TYPES = ['influencer', 'brand', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Sign-up makes only these; admins come from configuration. */
export const SIGNUP_USER_TYPES = ['influencer', 'brand'] as const;

export const CAMPAIGN_STATUSES = [
  'draft',
  'active',
  'paused',
  'completed',
  'flagged',
  'removed',
  'deleted',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Set and lifted only by admins: the owning brand can neither edit nor delete a campaign past them. */
export const MODERATED_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['flagged', 'removed'];
export const COLLAB_TYPES = ['barter', 'paid'] as const;
export type CollabType = (typeof COLLAB_TYPES)[number];

export const APPLICATION_STATUSES = [
  'pending',
  'accepted',
  'approved',
  'completed',
  'rejected',
  'withdrawn',
] as const;
/**
 * The statuses lists and counts show: a withdrawn application is kept, so its creator can apply
 * again, but it is no longer anyone's application (docs/product.md#withdraw).
 */
export const LISTED_APPLICATION_STATUSES = [
  'pending',
  'accepted',
  'approved',
  'completed',
  'rejected',
] as const;
/** Applications that make their creator a participant of the campaign (paid a share on completion). */
export const PARTICIPANT_STATUSES = ['accepted', 'approved', 'completed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const WORK_STATUSES = ['pending', 'approved', 'rejected', 'revision_requested'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Payments that never moved money: left out of revenue, commission, payouts and earnings (docs/product.md#void-payments). */
export const VOID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['failed', 'cancelled'];

export const REPORT_TYPES = ['spam', 'inappropriate', 'fake', 'harassment'] as const;
export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;

/** A contact message is new until an admin marks it answered (docs/product.md#contact). */
export const CONTACT_STATUSES = ['new', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const SUSPENSION_TYPES = ['warning', 'temporary', 'permanent'] as const;
export const SUSPENSION_STATUSES = ['active', 'expired', 'cancelled'] as const;

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const BROADCAST_AUDIENCES = ['all', 'influencers', 'brands'] as const;

/** What a single-use emailed link is for (docs/product.md#account-recovery). */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** The kinds of notification a user may also get by email, each on by default. */
export const EMAIL_PREFERENCE_KINDS = [
  'applications',
  'work',
  'payments',
  'messages',
  'disputes',
  'broadcasts',
  'offers',
] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

/** What a message was flagged for: contact or payment details that would take the deal elsewhere. */
export const MESSAGE_FLAGS = ['contact_details'] as const;
export type MessageFlag = (typeof MESSAGE_FLAGS)[number];

export const NOTIFICATION_TYPES = [
  'broadcast',
  'campaign_status',
  'application_status',
  'work_approved',
  'report',
  'flagged_content',
  'suspicious_activity',
  'deadline',
  'new_application',
  'message',
  'payment_released',
  'payment_processed',
  'work_submitted',
  'work_reviewed',
  'review',
  'dispute',
  'invitation',
  'offer',
  'metrics_due',
  'invoice',
  'data_export',
  'grievance',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const CREATOR_CATEGORIES = [
  'Fashion',
  'Beauty',
  'Lifestyle',
  'Technology',
  'Travel',
  'Food',
  'Fitness',
  'Gaming',
  'Music',
  'Art',
  'Education',
] as const;
export const BRAND_INDUSTRIES = [
  'Fashion & Beauty',
  'Technology',
  'Food & Beverage',
  'Travel & Tourism',
  'Health & Wellness',
  'Entertainment',
  'Education',
  'Sports',
  'Automotive',
  'Real Estate',
  'Finance',
] as const;
/** A creator's availability for new collaborations (docs/product.md#finding-creators). */
/** Who sees a campaign: every creator, or only the creators its brand invited (docs/product.md#private-campaigns). */
export const CAMPAIGN_VISIBILITIES = ['public', 'invite_only'] as const;
export type CampaignVisibility = (typeof CAMPAIGN_VISIBILITIES)[number];
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** A brand's direct offer to one creator (docs/product.md#direct-offers). */
export const OFFER_STATUSES = [
  'pending',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An offer still waiting for an answer: one per creator and campaign at a time. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['pending', 'countered'];

export const AVAILABILITIES = ['available', 'busy', 'not_looking'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** What a new profile starts with, by side (docs/product.md#profile-fields). */
export const DEFAULT_CREATOR_CATEGORY: (typeof CREATOR_CATEGORIES)[number] = 'Fashion';
export const DEFAULT_BRAND_INDUSTRY: (typeof BRAND_INDUSTRIES)[number] = 'Fashion & Beauty';
export const EDITING_SKILLS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const CONTACT_SUBJECTS = ['general', 'support', 'partnership', 'feedback'] as const;
export const DOCUMENT_KINDS = ['pan', 'aadhaar'] as const;

/**
 * A paid campaign's money with the platform (docs/product.md#funding): claimed by the brand,
 * confirmed by an admin, paid out (released, with any unspent rest returned) or given back whole
 * (refunded).
 */
export const FUNDING_STATUSES = ['none', 'awaiting_confirmation', 'held', 'released', 'refunded'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];
/** A campaign's money the brand may claim to have sent: none yet (or a claim rejected), or given back. */
export const UNFUNDED: FundingStatus[] = ['none', 'refunded'];
/** A creator's payout of one paid collaboration (docs/product.md#payouts). */
export const PAYOUT_STATUSES = ['pending', 'due', 'on_hold', 'paid', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The statuses of a payout still to be paid or cancelled. */
export const UNSETTLED_PAYOUTS: PayoutStatus[] = ['pending', 'due', 'on_hold'];
/**
 * What keeps an unpaid payout from being paid, in the order they are reported
 * (docs/product.md#payouts): an open dispute, the brand's money not yet held by the platform, the
 * hold time after approval, the creator's bank account or UPI id missing.
 */
export const PAYOUT_BLOCKS = ['dispute', 'funding', 'hold_period', 'payment_details'] as const;
export type PayoutBlock = (typeof PAYOUT_BLOCKS)[number];

/** Every movement of money, each written in the transaction of the change it records (docs/product.md#ledger). */
export const LEDGER_KINDS = [
  'funding_held',
  'funding_released',
  'payout_pending',
  'payout_due',
  'payout_on_hold',
  'payout_released',
  'payout_reduced',
  'payout_paid',
  'payout_cancelled',
  'funding_refunded',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Work scheduled for a time, stored so it survives restarts and runs once (docs/product.md#scheduled-work). */
export const JOB_KINDS = [
  'work_auto_approve',
  'deadline_reminder',
  'payouts_due',
  'reviews_visible',
  'metrics_reminder',
  'grievance_reminder',
  'privacy_export',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATUSES = ['pending', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The side of an application a review or dispute comes from. */
export const DEAL_SIDES = ['creator', 'brand'] as const;
export type DealSide = (typeof DEAL_SIDES)[number];

export const DISPUTE_REASONS = ['payment', 'quality', 'deadline', 'conduct', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_RESOLUTIONS = ['release', 'refund', 'split'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** An email's way through the outbox (docs/product.md#email-outbox). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** What an email is about, for the admin's list: a notification, an account link, or a contact reply. */
export const EMAIL_CATEGORIES = ['notification', 'account', 'contact'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** What a brand may do with a collaboration's content (docs/product.md#agreements-and-usage-rights). */
export const USAGE_SCOPES = ['none', 'organic', 'paid_ads'] as const;
export type UsageScope = (typeof USAGE_SCOPES)[number];
export const USAGE_TERRITORIES = ['india', 'worldwide'] as const;
export type UsageTerritory = (typeof USAGE_TERRITORIES)[number];

/** A tax document of the platform's commission (docs/product.md#tax-invoices). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** A "Download my data" request's way to its file (docs/product.md#privacy). */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
export const GRIEVANCE_STATUSES = ['open', 'answered'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
