import { i18n } from '@client/i18n/i18n';

/** A refused or failed upload: the server's status (0 when no answer came) and its `error` message. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POSTs a multipart form and resolves to the JSON answer. XMLHttpRequest rather than fetch: only it
 * reports upload progress, in whole percents from 0. The session cookie rides along (same origin).
 */
export function uploadForm<T>(url: string, form: FormData, onProgress: (percent: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: (T & { error?: string }) | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else reject(new UploadError(xhr.status, body?.error ?? ''));
    };
    xhr.onerror = () => reject(new UploadError(0, i18n.t('common.connectionFailed', { ns: 'public' })));
    onProgress(0);
    xhr.send(form);
  });
}
