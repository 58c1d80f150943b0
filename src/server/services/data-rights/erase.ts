import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { containsText } from '@db/dialect';
import { containsPattern } from '@db/dialect/patterns';
import {
  aadhaarVault,
  accountTokens,
  applications,
  campaigns,
  contactMessages,
  dataExports,
  disputes,
  emailOutbox,
  messages,
  notificationPreferences,
  notifications,
  paymentDetails,
  payouts,
  profiles,
  sessions,
  users,
} from '@db/schema';
import { UNSETTLED_PAYOUTS } from '@shared/enums';
import { hasRole } from '@shared/roles';
import {
  ERASED_MESSAGE,
  ERASED_NAME,
  ERASURE_ADMIN_REFUSAL,
  ERASURE_DONE,
  ERASURE_REFUSALS,
  ERASURE_WRONG_PASSWORD,
  erasedEmail,
} from '@shared/schemas/data-rights';
import type { Logger } from '@server/logger';
import { AppError, conflict, fieldRefused } from '@server/errors';
import { MINUTE, type RateLimiter } from '@server/rate-limit';
import type { Env } from '@server/env';
import { writeAuditEntry } from '../audit/audit-log';
import { hashPassword, verifyPassword } from '../auth/password';
import { AVATAR_URL_PREFIX } from '../uploads/avatar';
import type { FileStore } from '../uploads/file-store';
import { exportFileName } from './exports';

type Deps = {
  db: Db;
  env: Env;
  limiter: RateLimiter;
  files: FileStore;
  log: Logger;
  now: () => number;
};

/** The first reason the account cannot be erased now, or null (docs/product.md#erasure). */
async function refusal(tx: Db, userId: string): Promise<string | null> {
  const party = or(eq(applications.creatorId, userId), eq(applications.brandId, userId));
  const [dispute] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(applications, eq(applications.id, disputes.applicationId))
    .where(and(eq(disputes.status, 'open'), or(party, eq(disputes.openedBy, userId))))
    .limit(1);
  if (dispute) return ERASURE_REFUSALS.openDispute;
  const [payout] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.creatorId, userId), inArray(payouts.status, UNSETTLED_PAYOUTS)))
    .limit(1);
  if (payout) return ERASURE_REFUSALS.unpaidPayout;
  // Accepted, or its work approved but the campaign not yet completed: the collaboration is still on.
  const [collaboration] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(party, inArray(applications.status, ['accepted', 'approved'])))
    .limit(1);
  if (collaboration) return ERASURE_REFUSALS.activeCollaboration;
  const [campaign] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.status, 'active'), isNull(campaigns.deletedAt)))
    .limit(1);
  if (campaign) return ERASURE_REFUSALS.activeCampaign;
  return null;
}

/** `text` with each of `names` replaced by the erased name (longest first); in JSON, as JSON writes them. */
const scrub = (text: string, names: string[]) =>
  names.reduce((out, name) => out.split(name).join(ERASED_NAME), text);
function scrubJson<T>(value: T, names: string[]): T {
  const quoted = names.map((n) => JSON.stringify(n).slice(1, -1));
  return JSON.parse(scrub(JSON.stringify(value), quoted)) as T;
}

/**
 * "Erase my account" (docs/product.md#erasure, decision 089). The password is checked first (400 on
 * the field when wrong, limited like a password change's guesses); an admin is refused (403); then
 * ONE transaction refuses with the reason (409) while a dispute is open, a payout unpaid, a
 * collaboration under way or a campaign active, and otherwise: the account can no longer sign in
 * (its email becomes erased-<id>@invalid and its password an unknown random one) and every session
 * ends; name, phone, address, bio, handles, the public page, payment details and their Aadhaar vault
 * row, notifications, emails, exports and sign-in links are gone; the messages they sent read
 * `[erased]`; their name in other people's notifications and emails reads "Erased user";
 * transactions, payouts, invoices, the ledger and agreements stay as they were; the audit log
 * records it. An account already erased changes nothing (the same answer). The files (avatar,
 * identity documents, exports) are removed from the store after the commit.
 */
export async function eraseAccount(
  deps: Deps,
  caller: { id: string; roles: string[]; userType: string },
  input: { password: string },
  ip: string,
) {
  if (hasRole(caller, 'admin')) throw new AppError('FORBIDDEN', ERASURE_ADMIN_REFUSAL);
  const guesses = `password-checks:${caller.id}`;
  await deps.limiter.consume(
    guesses,
    deps.env.RATE_LIMIT_LOGIN_FAILURES,
    15 * MINUTE,
    'Too many wrong passwords. Please try again later.',
  );
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.password)))
    throw fieldRefused('password', ERASURE_WRONG_PASSWORD);
  await deps.limiter.release(guesses, 15 * MINUTE);
  // Nobody knows this password: even a leaked old hash cannot sign in as the erased account.
  const unusable = await hashPassword(randomBytes(32).toString('hex'));

  const files = await deps.db.transaction(async (tx) => {
    const at = new Date(deps.now()).toISOString();
    const [user] = await tx.select().from(users).where(eq(users.id, caller.id));
    if (!user || user.erasedAt) return null;
    const reason = await refusal(tx, caller.id);
    if (reason) throw conflict(reason);

    const [known] = await tx
      .select({ companyName: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    // The names others saw them by: their own, and a brand's company name.
    const names = [user.fullName, known?.companyName]
      .filter((n): n is string => !!n && n.trim().length >= 2)
      .sort((a, b) => b.length - a.length);

    // First the users row: a concurrent message or application from this account reads it
    // (services/erased-account.ts), so one of the two goes first and the other sees its outcome.
    await tx
      .update(users)
      .set({
        email: erasedEmail(user.id),
        fullName: ERASED_NAME,
        passwordHash: unusable,
        avatarUrl: null,
        emailVerifiedAt: null,
        erasedAt: at,
        updatedAt: at,
      })
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await tx
      .update(profiles)
      .set({
        username: null,
        bio: null,
        location: null,
        address: null,
        phone: null,
        companyName: null,
        companyWebsite: null,
        websiteUrl: null,
        instagramHandle: null,
        youtubeHandle: null,
        xHandle: null,
        gstin: null,
        publicProfile: false,
        updatedAt: at,
      })
      .where(eq(profiles.userId, user.id));

    const [payment] = await tx
      .select({
        id: paymentDetails.id,
        aadhaarRef: paymentDetails.aadhaarRef,
        panDocument: paymentDetails.panDocument,
        aadhaarDocument: paymentDetails.aadhaarDocument,
      })
      .from(paymentDetails)
      .where(eq(paymentDetails.userId, user.id));
    if (payment) {
      await tx.delete(paymentDetails).where(eq(paymentDetails.id, payment.id));
      if (payment.aadhaarRef) await tx.delete(aadhaarVault).where(eq(aadhaarVault.id, payment.aadhaarRef));
    }

    await tx
      .update(messages)
      .set({ body: ERASED_MESSAGE, flags: [] })
      .where(and(eq(messages.senderId, user.id), ne(messages.body, ERASED_MESSAGE)));
    // A pitch is their words too.
    await tx
      .update(applications)
      .set({ message: null })
      .where(and(eq(applications.creatorId, user.id), sql`${applications.message} is not null`));

    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    await tx
      .delete(emailOutbox)
      .where(or(eq(emailOutbox.userId, user.id), eq(emailOutbox.recipient, user.email)));
    const exportsHeld = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, user.id))
      .returning({ id: dataExports.id });
    await tx
      .update(contactMessages)
      .set({ name: ERASED_NAME, email: erasedEmail(user.id), phone: null })
      .where(eq(contactMessages.email, user.email));

    // Their name in what others were told (a message's notification, an application's email).
    const anyName = (columns: Parameters<typeof containsText>[0]) =>
      or(...names.map((n) => containsText(columns, containsPattern(n)))) ?? sql`1 = 0`;
    // Others' messages in their conversations that name them.
    const named = await tx
      .select({ id: messages.id, body: messages.body })
      .from(messages)
      .innerJoin(applications, eq(applications.id, messages.applicationId))
      .where(
        and(
          or(eq(applications.creatorId, user.id), eq(applications.brandId, user.id)),
          ne(messages.senderId, user.id),
          anyName([messages.body]),
        ),
      );
    for (const m of named)
      await tx
        .update(messages)
        .set({ body: scrub(m.body, names) })
        .where(eq(messages.id, m.id));
    const told = await tx
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        metadata: notifications.metadata,
      })
      .from(notifications)
      .where(
        or(
          anyName([notifications.title, notifications.message]),
          anyName([sql`cast(${notifications.metadata} as text)`]),
        ),
      );
    // A message's notification quotes the message: it reads "[erased]" like the message.
    const quoted = new Set(
      told.filter((n) => n.type === 'message' && n.metadata.sender_id === user.id).map((n) => n.id),
    );
    for (const n of told)
      await tx
        .update(notifications)
        .set({
          title: scrub(n.title, names),
          message: quoted.has(n.id) ? ERASED_MESSAGE : scrub(n.message, names),
          metadata: scrubJson(n.metadata, names),
        })
        .where(eq(notifications.id, n.id));
    const mailed = await tx
      .select({
        id: emailOutbox.id,
        subject: emailOutbox.subject,
        content: emailOutbox.content,
        notificationId: emailOutbox.notificationId,
      })
      .from(emailOutbox)
      .where(or(anyName([emailOutbox.subject]), anyName([sql`cast(${emailOutbox.content} as text)`])));
    for (const e of mailed) {
      const content = scrubJson(e.content, names);
      await tx
        .update(emailOutbox)
        .set({
          subject: scrub(e.subject, names),
          content:
            e.notificationId && quoted.has(e.notificationId)
              ? { ...content, paragraphs: [ERASED_MESSAGE] }
              : content,
        })
        .where(eq(emailOutbox.id, e.id));
    }

    await writeAuditEntry(tx, {
      actorId: user.id,
      action: 'account.erase',
      targetType: 'user',
      targetIds: [user.id],
      metadata: { user_type: user.userType },
      ip,
    });
    return {
      avatar: user.avatarUrl?.startsWith(AVATAR_URL_PREFIX)
        ? user.avatarUrl.slice(AVATAR_URL_PREFIX.length)
        : null,
      documents: [payment?.panDocument, payment?.aadhaarDocument].filter((d): d is string => !!d),
      exports: exportsHeld.map((e) => exportFileName(e.id)),
    };
  });

  if (files) {
    const removals = [
      ...(files.avatar ? [deps.files.delete('avatars', files.avatar)] : []),
      ...files.documents.map((d) => deps.files.delete('documents', d)),
      ...files.exports.map((e) => deps.files.delete('exports', e)),
    ];
    for (const r of await Promise.allSettled(removals))
      if (r.status === 'rejected')
        deps.log.error({ err: r.reason }, 'A file of an erased account could not be removed');
  }
  return { message: ERASURE_DONE };
}
