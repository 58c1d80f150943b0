import type { DocumentKind } from '@shared/schemas/payment';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/payments/upload/{id} as multipart (field `document`, with `kind`). XMLHttpRequest rather
 * than fetch because only it reports upload progress. The session cookie rides along (same origin).
 */
export function uploadDocument(
  recordId: string,
  kind: DocumentKind,
  file: File,
  onProgress: (percent: number) => void,
) {
  return new Promise<{ url: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/payments/upload/${encodeURIComponent(recordId)}?kind=${kind}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { document?: { url: string }; error?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.document) resolve(body.document);
      else reject(new UploadError(xhr.status, body?.error ?? ''));
    };
    xhr.onerror = () =>
      reject(new UploadError(0, 'The connection failed. Please check your network and try again.'));
    const form = new FormData();
    form.append('kind', kind);
    form.append('document', file);
    xhr.send(form);
  });
}
