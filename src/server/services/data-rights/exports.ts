import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '@db/client';
import { userLanguage } from '@db/rows/people';
import { dataExports, users } from '@db/schema';
import { formatDate } from '@shared/dates';
import { writtenIn } from '@shared/email-content';
import type { UiLanguage } from '@shared/i18n/languages';
import {
  DATA_EXPORT_DAYS,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from '@shared/schemas/data-rights';
import { APP_NAME } from '@shared/product';
import { AppError } from '@server/errors';
import { decryptBytes, encryptBytes, type Keyring } from '../crypto';
import { insertNotifications, type Notice } from '../notifications/notify';
import { queueEmails, type OutboxEmail } from '../outbox/queue';
import { scheduleJobs } from '../scheduling/schedule';
import { writeAuditEntry, type AuditActor } from '../audit/audit-log';
import type { FileStore } from '../uploads/file-store';
import { collectPersonalData } from './collect';

const DAY_MS = 86_400_000;
const EXPIRE_SUFFIX = ':expire';

type ExportRow = typeof dataExports.$inferSelect;

/** The stored file's name: the export's id (a UUID), so a retried job writes the same file again. */
export const exportFileName = (id: string) => `${id}.json`;
const fileContext = (id: string) => `data_exports.${id}`;

/** An export as the API shows it; past `expires_at` it reads `expired` even before the sweep ran. */
export function toDataExport(row: ExportRow, now: number): DataExport {
  const expired =
    row.status === 'expired' ||
    (row.status === 'ready' && row.expiresAt !== null && Date.parse(row.expiresAt) <= now);
  const status = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    created_at: row.createdAt,
    ready_at: row.readyAt,
    expires_at: row.expiresAt,
    download_url: status === 'ready' ? `/api/privacy/exports/${row.id}/download` : null,
  };
}

/**
 * "Download my data" asked for (docs/product.md#download-my-data): a pending export and its job,
 * due at once, and its audit entry, in one transaction. At most DATA_EXPORTS_PER_DAY in any 24 hours (429); the count and
 * the insert are one transaction, so concurrent requests cannot pass it together (SQLite runs one
 * writer; PostgreSQL's SERIALIZABLE retries the loser, which then counts the winner).
 */
export async function requestDataExport(deps: { db: Db; now: () => number }, actor: AuditActor) {
  const userId = actor.id;
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const since = new Date(now - DAY_MS).toISOString();
    const [recent] = await tx
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, since)));
    if ((recent?.n ?? 0) >= DATA_EXPORTS_PER_DAY)
      throw new AppError('TOO_MANY_REQUESTS', DATA_EXPORT_MESSAGES.limit, { retryAfter: 3600 });
    const at = new Date(now).toISOString();
    const [row] = await tx
      .insert(dataExports)
      .values({ userId, status: 'pending', createdAt: at })
      .returning();
    await scheduleJobs(tx, [{ kind: 'privacy_export', subjectId: row!.id, runAt: at }]);
    // Every copy of a person's data asked for is on the record (docs/product.md#download-my-data).
    await writeAuditEntry(tx, {
      actorId: userId,
      action: 'data.export',
      targetType: 'data_export',
      targetIds: [row!.id],
      ip: actor.ip,
    });
    return toDataExport(row!, now);
  });
}

/** The caller's own export; anyone else's is 404, as if it did not exist. */
async function ownExport(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.notFound);
  return row;
}

export async function getDataExport(deps: { db: Db; now: () => number }, userId: string, id: string) {
  return toDataExport(await ownExport(deps.db, userId, id), deps.now());
}

/** The caller's exports, newest first (the screen shows the latest few). */
export async function listDataExports(deps: { db: Db; now: () => number }, userId: string) {
  const rows = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(10);
  const now = deps.now();
  return rows.map((r) => toDataExport(r, now));
}

/**
 * The file of a ready export, decrypted: 404 for another's or an unknown id, 409 while it is
 * prepared, 410 (`gone`) once expired; an expired file still in the store is removed on the way.
 */
export async function readDataExportFile(
  deps: { db: Db; now: () => number; files: FileStore; keyring: Keyring },
  userId: string,
  id: string,
): Promise<{ kind: 'file'; bytes: Buffer; name: string } | { kind: 'gone' }> {
  const row = await ownExport(deps.db, userId, id);
  const shown = toDataExport(row, deps.now());
  if (shown.status === 'expired') {
    await expireDataExport(deps.db, deps.files, id);
    return { kind: 'gone' };
  }
  if (shown.status !== 'ready' || !row.fileKey) throw new AppError('CONFLICT', DATA_EXPORT_MESSAGES.notReady);
  const stored = await deps.files.get('exports', row.fileKey);
  if (!stored) return { kind: 'gone' };
  const day = row.createdAt.slice(0, 10);
  return {
    kind: 'file',
    bytes: decryptBytes(deps.keyring, stored, fileContext(id)),
    name: `my-data-${day}.json`,
  };
}

/** Marks an export expired and removes its file (the sweep at `expires_at`, or a read after it). */
export async function expireDataExport(db: Db, files: FileStore, id: string) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'expired', fileKey: null })
    .where(eq(dataExports.id, id))
    .returning({ id: dataExports.id });
  if (row) await files.delete('exports', exportFileName(id));
}

export const readyNotice = (expiresAt: string): Notice => ({
  type: 'data_export',
  title: 'Your data is ready to download',
  message: `The copy of your data you asked for is ready. You can download it from your Privacy page until ${expiresAt.slice(0, 10)}.`,
  priority: 'medium',
  actionUrl: '/privacy',
});

/** What the ready email says in English; READY_WORDS has it in each language. */
const readyEn = {
  subject: `Your ${APP_NAME} data is ready to download`,
  heading: 'Your data is ready',
  hello: (name: string) => `Hi ${name},`,
  body: (expiresAt: string) =>
    `The copy of everything ${APP_NAME} holds about you, which you asked for, is ready. Sign in and download it from your Privacy page; it can be downloaded until ${expiresAt.slice(0, 10)}.`,
  action: 'Download my data',
  note: 'If you did not ask for this, change your password and write to us through the contact page.',
};

const READY_WORDS: Record<UiLanguage, typeof readyEn> = {
  en: readyEn,
  hi: {
    subject: `आपका ${APP_NAME} डेटा डाउनलोड के लिए तैयार है`,
    heading: 'आपका डेटा तैयार है',
    hello: (name) => `नमस्ते ${name},`,
    body: (expiresAt) =>
      `${APP_NAME} के पास आपके बारे में जो कुछ भी है, उसकी कॉपी, जो आपने माँगी थी, तैयार है। साइन इन करें और अपने प्राइवेसी पेज से इसे डाउनलोड करें; इसे ${formatDate(expiresAt, 'hi')} तक डाउनलोड किया जा सकता है।`,
    action: 'मेरा डेटा डाउनलोड करें',
    note: 'अगर आपने यह नहीं माँगा था, तो अपना पासवर्ड बदलें और संपर्क पेज से हमें लिखें।',
  },
};

/** The account email that the export is ready, in the person's language. */
const dataReadyEmail = (
  userId: string,
  to: { email: string; fullName: string; language: UiLanguage },
  expiresAt: string,
): OutboxEmail => {
  const words = READY_WORDS[to.language];
  return {
    to: to.email,
    userId,
    category: 'account',
    subject: words.subject,
    content: writtenIn(to.language, {
      heading: words.heading,
      paragraphs: [words.hello(to.fullName), words.body(expiresAt)],
      action: { label: words.action, url: '/privacy' },
      note: words.note,
    }),
  };
};

/**
 * The `privacy_export` job (src/server/jobs/handlers/privacy-export.ts): prepares the file of a
 * pending export, stores it encrypted under its id, marks it ready for DATA_EXPORT_DAYS and tells
 * the person by the bell and by email (account mail, sent whatever their switches say); its
 * `:expire` subject, due at the expiry, removes the file.
 */
export async function runDataExportJob(
  tx: Db,
  ctx: { now: number; files: FileStore; keyring: Keyring },
  subjectId: string,
) {
  if (subjectId.endsWith(EXPIRE_SUFFIX)) {
    await expireDataExport(tx, ctx.files, subjectId.slice(0, -EXPIRE_SUFFIX.length));
    return undefined;
  }
  const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, subjectId));
  if (!row) {
    // Erased meanwhile: a file an earlier try of this job wrote before it was rolled back goes too.
    await ctx.files.delete('exports', exportFileName(subjectId));
    return undefined;
  }
  if (row.status !== 'pending') return undefined;
  const data = await collectPersonalData(tx, ctx.keyring, row.userId, ctx.now);
  if (!data) return undefined;
  const name = exportFileName(row.id);
  const json = Buffer.from(JSON.stringify(data, null, 2), 'utf8');
  await ctx.files.put('exports', name, encryptBytes(ctx.keyring, json, fileContext(row.id)));
  const readyAt = new Date(ctx.now).toISOString();
  const expiresAt = new Date(ctx.now + DATA_EXPORT_DAYS * DAY_MS).toISOString();
  await tx
    .update(dataExports)
    .set({ status: 'ready', fileKey: name, readyAt, expiresAt })
    .where(eq(dataExports.id, row.id));
  await scheduleJobs(tx, [
    { kind: 'privacy_export', subjectId: `${row.id}${EXPIRE_SUFFIX}`, runAt: expiresAt },
  ]);
  const [to] = await tx
    .select({
      email: users.email,
      fullName: users.fullName,
      erasedAt: users.erasedAt,
      language: userLanguage,
    })
    .from(users)
    .where(eq(users.id, row.userId));
  const notice = readyNotice(expiresAt);
  const announce = await insertNotifications(tx, [{ userId: row.userId, ...notice }], ctx.now);
  if (to && !to.erasedAt) await queueEmails(tx, [dataReadyEmail(row.userId, to, expiresAt)], ctx.now);
  return { announce };
}
