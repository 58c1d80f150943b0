import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { DocumentKind } from '@shared/schemas/payment';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { documentFileProblem, uploadFailureToast } from './payment-messages';
import { UploadError, uploadDocument } from './upload-document';

type Props = { recordId: string | undefined; kind: DocumentKind; label: string; url: string | null };

/** One identity document: its current file as a link (served only to its owner), and an upload with progress. */
export function DocumentUpload({ recordId, kind, label, url }: Props) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file || !recordId) return;
    const problem = documentFileProblem(file);
    if (problem) {
      toast(problem);
      e.target.value = '';
      return;
    }
    setProgress(0);
    try {
      await uploadDocument(recordId, kind, file, setProgress);
      toast({ variant: 'success', title: 'Document uploaded', description: `Your ${label} was uploaded.` });
      await utils.payments.getMine.invalidate();
    } catch (err) {
      const status = err instanceof UploadError ? err.status : 0;
      toast(uploadFailureToast(status, err instanceof Error ? err.message : ''));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const uploading = progress !== null;
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <p className="text-xs text-slate-500">JPEG, PNG, WebP or PDF, at most 5 MB.</p>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="mt-1 inline-block text-sm text-indigo-700 underline hover:text-indigo-900"
        >
          View uploaded {label}
        </a>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Not uploaded yet.</p>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf"
        disabled={!recordId || uploading}
        onChange={(e) => void onFile(e)}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 disabled:opacity-60"
      />
      {!recordId && (
        <p className="mt-1 text-xs text-slate-600">Save your payment details first, then upload documents.</p>
      )}
      {uploading && (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={`Uploading ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-indigo-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-600">Uploading… {progress}%</p>
        </div>
      )}
    </div>
  );
}
