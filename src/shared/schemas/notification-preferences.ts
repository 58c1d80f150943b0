import { z } from 'zod';
import { EMAIL_PREFERENCE_KINDS, type EmailPreferenceKind, type NotificationType } from '../enums';

/** Which kinds of notification a user also gets by email. */
export type EmailPreferences = Record<EmailPreferenceKind, boolean>;

/** No saved choice means every kind goes out by email (docs/product.md#notification-emails). */
export const DEFAULT_EMAIL_PREFERENCES = Object.fromEntries(
  EMAIL_PREFERENCE_KINDS.map((kind) => [kind, true]),
) as EmailPreferences;

/**
 * The preference that decides whether a notification type is emailed; null: never emailed. A
 * Record over every type, so a new type does not compile until someone decides its kind.
 * docs/decisions/039-notification-emails.md
 */
export const EMAIL_KIND_OF: Record<NotificationType, EmailPreferenceKind | null> = {
  new_application: 'applications',
  application_status: 'applications',
  // A brand's campaign approved or rejected by the team decides whether it can take applications.
  campaign_status: 'applications',
  work_submitted: 'work',
  work_reviewed: 'work',
  work_approved: 'work',
  deadline: 'work',
  // A reminder to record a live post's numbers (docs/product.md#live-posts).
  metrics_due: 'work',
  // A review of the user's work or campaign is part of the work's story.
  review: 'work',
  payment_released: 'payments',
  payment_processed: 'payments',
  // A dispute holds or moves a payout; admins read theirs on the Disputes tab too.
  dispute: 'payments',
  message: 'messages',
  broadcast: 'broadcasts',
  invitation: 'offers',
  offer: 'offers',
  // A tax invoice or credit note for the commission on a payout (docs/product.md#tax-invoices).
  invoice: 'payments',
  // Privacy duties: the privacy service emails these itself, whatever the switches (docs/product.md#privacy).
  data_export: null,
  grievance: null,
  // The admins' queue: read on the dashboard, and with no switch of its own to turn it off.
  report: null,
  flagged_content: null,
  suspicious_activity: null,
};

/** The profile card's switches: each kind's name and what it covers. */
export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKind, { label: string; description: string }> = {
  applications: {
    label: 'Applications',
    description: 'New applications, decisions on them, and reviews of your campaigns.',
  },
  work: {
    label: 'Work',
    description:
      "Work submitted, reviewed or approved, deadlines coming up, reminders to record a live post's numbers, and reviews of you.",
  },
  payments: { label: 'Payments', description: 'Payments processed and released, and disputes over them.' },
  messages: {
    label: 'Messages',
    description: 'New messages in your conversations, at most one email an hour for each.',
  },
  disputes: { label: 'Disputes', description: 'Disputes opened on your collaborations and their outcome.' },
  broadcasts: { label: 'Announcements', description: 'Announcements from the platform team.' },
  offers: {
    label: 'Invitations and offers',
    description: 'Invitations to campaigns, and direct offers with their counters and answers.',
  },
};

/**
 * The same names and lines in Hindi (docs/product.md#languages): the notification emails' footer
 * names the switch with them, and the profile card can show them.
 */
export const EMAIL_PREFERENCE_LABELS_HI: Record<EmailPreferenceKind, { label: string; description: string }> =
  {
    applications: {
      label: 'एप्लिकेशन',
      description: 'नई एप्लिकेशन, उन पर फ़ैसले, और आपके कैंपेन के रिव्यू।',
    },
    work: {
      label: 'काम',
      description:
        'सबमिट, रिव्यू या अप्रूव हुआ काम, आने वाली डेडलाइन, लाइव पोस्ट के नंबर दर्ज करने के रिमाइंडर, और आपके रिव्यू।',
    },
    payments: { label: 'पेमेंट', description: 'प्रोसेस और जारी हुए पेमेंट, और उन पर विवाद।' },
    messages: {
      label: 'मैसेज',
      description: 'आपकी बातचीत में नए मैसेज, हर बातचीत के लिए घंटे में ज़्यादा से ज़्यादा एक ईमेल।',
    },
    disputes: { label: 'विवाद', description: 'आपके कोलैबोरेशन पर खोले गए विवाद और उनका नतीजा।' },
    broadcasts: { label: 'घोषणाएँ', description: 'प्लेटफ़ॉर्म टीम की घोषणाएँ।' },
    offers: {
      label: 'इनविटेशन और ऑफ़र',
      description: 'कैंपेन के इनविटेशन, और सीधे भेजे गए ऑफ़र, उनके काउंटर और जवाब।',
    },
  };

const emailPreferencesOutput = z.object(
  Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    EmailPreferenceKind,
    z.ZodBoolean
  >,
);

/** GET and PUT /api/notifications/preferences answer the whole set, saved or default. */
export const notificationPreferencesOutput = z.object({
  preferences: z.object({ email: emailPreferencesOutput }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesOutput>['preferences'];

/**
 * A JSON true or false. The REST adapter (trpc-to-openapi) switches every plain z.boolean() of an
 * input to coercion, for bodies too, where "false" and "no" would then read as true; it leaves a
 * pipe alone.
 */
const choice = (kind: EmailPreferenceKind) =>
  z
    .boolean({ message: `email.${kind} must be true or false` })
    .pipe(z.boolean())
    .optional();

/**
 * PUT /api/notifications/preferences: the kinds named change, the others keep their saved value, so
 * two screens each flipping one switch do not undo each other. An unknown kind is refused rather
 * than ignored: a typo must not look like a saved choice.
 */
export const updateNotificationPreferencesInput = z.object({
  email: z.strictObject(
    Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, choice(kind)])) as Record<
      EmailPreferenceKind,
      ReturnType<typeof choice>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown email preference: ${issue.keys.join(', ')} (known: ${EMAIL_PREFERENCE_KINDS.join(', ')})`
          : 'email must be an object of true or false values',
    },
  ),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInput>;
