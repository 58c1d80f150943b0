import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { jsonArrayHas } from '@db/dialect';
import {
  agreements,
  applications,
  auditLog,
  campaignFundings,
  campaignInvitations,
  campaigns,
  consents,
  contactMessages,
  disputes,
  grievances,
  invoices,
  livePosts,
  messages,
  notificationPreferences,
  notifications,
  offers,
  payouts,
  profiles,
  reports,
  reviews,
  sessions,
  shortlistCreators,
  shortlists,
  suspensions,
  transactions,
  users,
  workSubmissions,
} from '@db/schema';
import { APP_NAME } from '@shared/product';
import { mask, type Keyring } from '../crypto';
import { decryptPaymentNumbers, findPaymentRow } from '../payments/details';

type Row = Record<string, unknown>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as the file shows it: snake_case keys, without the columns named in `drop`. */
function shown(row: Row, drop: string[] = []): Row {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !drop.includes(k))
      .map(([k, v]) => [snake(k), v]),
  );
}

/**
 * Everything held about one person (docs/product.md#download-my-data), read in the caller's
 * transaction: their own rows whole, the rows they share with another party (applications,
 * conversations, reviews, offers) without the other party's private fields, and PAN, Aadhaar and
 * account number masked to their last 4 characters. No token or token hash (sessions are listed by
 * their times only), no password hash, no admin's internal notes.
 */
export async function collectPersonalData(tx: Db, keyring: Keyring, userId: string, now: number) {
  const [account] = await tx.select().from(users).where(eq(users.id, userId));
  if (!account) return null;
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));

  const payment = await findPaymentRow(tx, { userId });
  const numbers = payment ? decryptPaymentNumbers(keyring, payment) : null;

  const ownCampaigns = await tx
    .select()
    .from(campaigns)
    .where(eq(campaigns.userId, userId))
    .orderBy(asc(campaigns.createdAt));
  const ownApplications = await tx
    .select()
    .from(applications)
    .where(or(eq(applications.creatorId, userId), eq(applications.brandId, userId)))
    .orderBy(asc(applications.appliedAt));
  const applicationIds = ownApplications.map((a) => a.id);
  // Any table's application_id column (the engines' column types differ; inArray takes each).
  const inApplications = (column: Parameters<typeof eq>[0]) =>
    applicationIds.length > 0 ? inArray(column as typeof messages.applicationId, applicationIds) : undefined;

  const work =
    applicationIds.length > 0
      ? await tx
          .select()
          .from(workSubmissions)
          .where(inApplications(workSubmissions.applicationId))
          .orderBy(asc(workSubmissions.createdAt))
      : [];
  const conversationMessages =
    applicationIds.length > 0
      ? await tx
          .select({
            id: messages.id,
            applicationId: messages.applicationId,
            senderId: messages.senderId,
            body: messages.body,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inApplications(messages.applicationId))
          .orderBy(asc(messages.createdAt), asc(messages.id))
      : [];
  const posts = await tx.select().from(livePosts).where(eq(livePosts.creatorId, userId));
  const collaborationAgreements =
    applicationIds.length > 0
      ? await tx.select().from(agreements).where(inApplications(agreements.applicationId))
      : [];
  const ownReviews = await tx
    .select()
    .from(reviews)
    .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId)));
  const ownDisputes = await tx
    .select()
    .from(disputes)
    .where(or(eq(disputes.openedBy, userId), inApplications(disputes.applicationId)));
  const ownOffers = await tx
    .select()
    .from(offers)
    .where(or(eq(offers.creatorId, userId), eq(offers.brandId, userId)));
  const invitations = await tx
    .select()
    .from(campaignInvitations)
    .where(eq(campaignInvitations.creatorId, userId));
  const ownShortlists = await tx.select().from(shortlists).where(eq(shortlists.brandId, userId));
  const shortlisted =
    ownShortlists.length > 0
      ? await tx
          .select()
          .from(shortlistCreators)
          .where(
            inArray(
              shortlistCreators.shortlistId,
              ownShortlists.map((s) => s.id),
            ),
          )
      : [];
  const ownTransactions = await tx
    .select()
    .from(transactions)
    .where(or(eq(transactions.creatorId, userId), eq(transactions.brandId, userId)));
  const ownPayouts = await tx.select().from(payouts).where(eq(payouts.creatorId, userId));
  const ownInvoices = await tx.select().from(invoices).where(eq(invoices.recipientId, userId));
  const fundings = await tx.select().from(campaignFundings).where(eq(campaignFundings.brandId, userId));
  const ownNotifications = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  const [preferences] = await tx
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const ownConsents = await tx.select().from(consents).where(eq(consents.userId, userId));
  const ownGrievances = await tx.select().from(grievances).where(eq(grievances.userId, userId));
  const ownSessions = await tx
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const ownReports = await tx.select().from(reports).where(eq(reports.reporterId, userId));
  const ownSuspensions = await tx.select().from(suspensions).where(eq(suspensions.userId, userId));
  const contact = await tx.select().from(contactMessages).where(eq(contactMessages.email, account.email));
  const audit = await tx
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), jsonArrayHas(auditLog.targetIds, userId)))
    .orderBy(asc(auditLog.createdAt));

  return {
    about: `Everything ${APP_NAME} holds about you, as of ${new Date(now).toISOString()}. PAN, Aadhaar and account numbers show only their last 4 characters.`,
    generated_at: new Date(now).toISOString(),
    account: shown(account, ['passwordHash']),
    profile: profile ? shown(profile) : null,
    payment_details: payment
      ? {
          pan_number: mask(numbers!.pan_number),
          aadhaar_number: mask(numbers!.aadhaar_number),
          account_number: mask(numbers!.account_number),
          account_holder_name: payment.accountHolderName,
          ifsc_code: payment.ifscCode,
          bank_name: payment.bankName,
          upi_id: payment.upiId,
          pan_document_on_file: payment.panDocument !== null,
          aadhaar_document_on_file: payment.aadhaarDocument !== null,
          consent_given: payment.consentGiven,
        }
      : null,
    campaigns: ownCampaigns.map((c) => shown(c, ['inviteToken'])),
    applications: ownApplications.map((a) => shown(a)),
    work: work.map((w) => shown(w)),
    live_posts: posts.map((p) => shown(p)),
    agreements: collaborationAgreements.map((a) => shown(a)),
    // Both parties' messages in the person's conversations; the other party appears by id only.
    messages: conversationMessages.map((m) => ({
      id: m.id,
      application_id: m.applicationId,
      direction: m.senderId === userId ? 'sent' : 'received',
      sender_id: m.senderId,
      body: m.body,
      created_at: m.createdAt,
    })),
    reviews: ownReviews.map((r) => ({ ...shown(r), about_you: r.revieweeId === userId })),
    disputes: ownDisputes.map((d) => shown(d, ['adminNotes'])),
    offers: ownOffers.map((o) => shown(o)),
    invitations: invitations.map((i) => shown(i)),
    shortlists: ownShortlists.map((s) => ({
      ...shown(s),
      creators: shortlisted.filter((c) => c.shortlistId === s.id).map((c) => shown(c)),
    })),
    transactions: ownTransactions.map((t) => shown(t)),
    payouts: ownPayouts.map((p) => shown(p)),
    invoices: ownInvoices.map((i) => shown(i)),
    fundings: fundings.map((f) => shown(f)),
    notifications: ownNotifications.map((n) => shown(n)),
    notification_preferences: preferences ? shown(preferences) : null,
    consents: ownConsents.map((c) => shown(c)),
    grievances: ownGrievances.map((g) => shown(g)),
    sessions: ownSessions.map((s) => shown(s)),
    reports: ownReports.map((r) => shown(r, ['adminNotes'])),
    suspensions: ownSuspensions.map((s) => shown(s, ['adminNotes', 'metadata', 'suspendedBy'])),
    contact_messages: contact.map((c) => shown(c, ['answeredBy'])),
    // An admin's entry about them: what was done and when, not the admin's address.
    audit_entries: audit.map((a) => shown(a, a.actorId === userId ? [] : ['ip'])),
  };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof collectPersonalData>>>;
