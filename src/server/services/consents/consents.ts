import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { consents, users } from '@db/schema';
import { PRIVACY_NOTICE_VERSION, type ConsentPurpose } from '@shared/privacy-notice';
import type { ConsentsOutput } from '@shared/schemas/consents';

/*
 * docs/product.md#privacy: the consents a person gave, each against a version of the privacy notice.
 * Sign-up records the first in its transaction; a new version of the notice is accepted once from the
 * dialog every signed-in page shows until then.
 */

const NOTICE: ConsentPurpose = 'privacy_notice';

/** The row of a consent to the notice in force: sign-up, the demo seed and the dialog write the same. */
export const noticeConsentRow = (userId: string, givenAt?: string) => ({
  userId,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  purpose: NOTICE,
  ...(givenAt ? { givenAt } : {}),
});

/** Records consent to the notice in force; pass the transaction of the change that gives it (a sign-up). */
export async function recordNoticeConsent(tx: Db, userId: string, now: number) {
  await tx.insert(consents).values(noticeConsentRow(userId, new Date(now).toISOString()));
}

const consentColumns = {
  notice_version: consents.noticeVersion,
  purpose: consents.purpose,
  given_at: consents.givenAt,
  withdrawn_at: consents.withdrawnAt,
};

/** The caller's consents, newest first, and whether they still have to accept the notice in force. */
export async function listConsents(db: Db, userId: string): Promise<ConsentsOutput> {
  const rows = await db
    .select(consentColumns)
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.givenAt), desc(consents.id));
  const list = rows.map((r) => ({ ...r, purpose: r.purpose as ConsentPurpose }));
  const latest = list.find((c) => c.purpose === NOTICE && c.withdrawn_at === null);
  return {
    consents: list,
    notice_version: PRIVACY_NOTICE_VERSION,
    needs_consent: latest?.notice_version !== PRIVACY_NOTICE_VERSION,
  };
}

/**
 * The caller accepts the notice in force (the schema refuses any other version). Once is enough:
 * a repeat, or two at once, finds the first and records nothing more. The user row is written to
 * itself first (its own updated_at), which on PostgreSQL locks it to the transaction's end, so two concurrent acceptances
 * take turns (SQLite's transactions already do).
 */
export async function acceptNotice(db: Db, userId: string, now: number): Promise<ConsentsOutput> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ updatedAt: sql`${users.updatedAt}` })
      .where(eq(users.id, userId));
    const [held] = await tx
      .select({ id: consents.id })
      .from(consents)
      .where(
        and(
          eq(consents.userId, userId),
          eq(consents.purpose, NOTICE),
          eq(consents.noticeVersion, PRIVACY_NOTICE_VERSION),
          isNull(consents.withdrawnAt),
        ),
      )
      .limit(1);
    if (!held) await recordNoticeConsent(tx, userId, now);
  });
  return listConsents(db, userId);
}
