import type { DocumentKind } from '@shared/schemas/payment';
import { UploadError, uploadForm } from '@client/lib/upload';

/** POST /api/payments/upload/{id} as multipart (field `document`, with `kind`); resolves to the stored file. */
export async function uploadDocument(
  recordId: string,
  kind: DocumentKind,
  file: File,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('document', file);
  const body = await uploadForm<{ document?: { url: string } }>(
    `/api/payments/upload/${encodeURIComponent(recordId)}?kind=${kind}`,
    form,
    onProgress,
  );
  if (!body.document) throw new UploadError(0, '');
  return body.document;
}
