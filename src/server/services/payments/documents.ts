import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { auditLog, paymentDetails } from '@db/schema';
import {
  DOCUMENT_ACTIVE_PDF_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  type DocumentKind,
} from '@shared/schemas/payment';
import { hasRole } from '@shared/roles';
import type { Env } from '@server/env';
import { AppError, notFound } from '@server/errors';
import type { RateLimiter } from '@server/rate-limit';
import type { SessionUser } from '../auth/sessions';
import { inspectPdf } from '../uploads/pdf-active-content';
import type { FileStore } from '../uploads/file-store';
import { detectFileType, mimeOf } from '../uploads/storage';
import type { Keyring } from '../crypto';
import { documentUrl, PAYMENT_LIMIT_WINDOW_MS } from './details';
import { readDocument, storeDocument } from './document-files';

type Deps = { db: Db; env: Env; limiter: RateLimiter; keyring: Keyring; files: FileStore };

const DOCUMENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const COLUMN = { pan: 'panDocument', aadhaar: 'aadhaarDocument' } as const;
const UPLOAD_LIMIT_MESSAGE = 'Upload limit exceeded. Please wait before uploading more files.';

/** The record if `userId` owns it; anyone else's record is "not found". */
export async function findOwnRecord(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({ id: paymentDetails.id, userId: paymentDetails.userId })
    .from(paymentDetails)
    .where(eq(paymentDetails.id, id));
  if (!row || row.userId !== userId) throw notFound('Payment details');
  return row;
}

/**
 * Counts an upload attempt by the record's owner; every attempt counts (not only accepted ones),
 * because each one costs reading up to 5 MB.
 */
export async function consumeUpload(deps: Deps, userId: string) {
  await deps.limiter.consume(
    `payment-upload:${userId}`,
    deps.env.RATE_LIMIT_PAYMENT_UPLOADS,
    PAYMENT_LIMIT_WINDOW_MS,
    UPLOAD_LIMIT_MESSAGE,
  );
}

/**
 * Stores a JPEG, PNG, WebP or PDF (judged by its bytes; a PDF with scripts or automatic actions is
 * refused) encrypted as the record's `kind` document, and removes the one it replaces.
 */
export async function saveDocument(deps: Deps, recordId: string, kind: DocumentKind, bytes: Uint8Array) {
  const { ext } = await detectFileType(bytes, DOCUMENT_TYPES, DOCUMENT_TYPE_MESSAGE);
  if (ext === 'pdf' && !inspectPdf(bytes).ok)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_ACTIVE_PDF_MESSAGE);
  const name = await storeDocument(deps.files, deps.keyring, bytes, ext);
  const column = COLUMN[kind];
  // Read and replace in one transaction, so two uploads at once cannot both keep the same old file.
  const previous = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: paymentDetails[column] })
      .from(paymentDetails)
      .where(eq(paymentDetails.id, recordId));
    if (!row) return undefined;
    await tx
      .update(paymentDetails)
      .set({ [column]: name })
      .where(eq(paymentDetails.id, recordId));
    return row.name;
  });
  if (previous === undefined) {
    // The record was deleted while the file was being written.
    await deps.files.delete('documents', name);
    throw notFound('Payment details');
  }
  if (previous) await deps.files.delete('documents', previous);
  return documentUrl(recordId, kind);
}

/**
 * A stored document for its owner or an admin (anyone else: not found). An admin's view is written
 * to the audit log, because identity documents are the most sensitive thing the server holds.
 */
export async function openDocument(
  deps: Deps,
  viewer: SessionUser,
  recordId: string,
  kind: string,
  ip: string,
) {
  const [row] = await deps.db
    .select({
      userId: paymentDetails.userId,
      pan: paymentDetails.panDocument,
      aadhaar: paymentDetails.aadhaarDocument,
    })
    .from(paymentDetails)
    .where(eq(paymentDetails.id, recordId));
  const isOwner = row?.userId === viewer.id;
  if (!row || !(isOwner || hasRole(viewer, 'admin'))) throw notFound('Document');
  if (kind !== 'pan' && kind !== 'aadhaar') throw notFound('Document');
  const name = row[kind];
  const bytes = name ? await readDocument(deps.files, deps.keyring, name) : null;
  if (!name || !bytes) throw notFound('Document');
  if (!isOwner) {
    await deps.db.insert(auditLog).values({
      actorId: viewer.id,
      action: 'payment_document.view',
      targetType: 'payment_details',
      targetIds: [recordId, row.userId],
      metadata: { kind },
      ip,
    });
  }
  return { bytes, mime: mimeOf(name), filename: `${kind}-document.${name.split('.').pop()}` };
}
