import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '@shared/schemas/payment';
import { useToast } from '@client/components/toast';
import { FilePicker } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { UploadError } from '@client/lib/upload';
import { documentFileProblem, uploadFailureToast } from './payment-messages';
import { uploadDocument } from './upload-document';

type Props = { recordId: string | undefined; kind: DocumentKind; label: string; url: string | null };

/** One identity document: its current file as a link (served only to its owner), and an upload with progress. */
export function DocumentUpload({ recordId, kind, label, url }: Props) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.payment.upload' });
  const toast = useToast();
  const utils = trpc.useUtils();

  const upload = async (file: File, onProgress: (percent: number) => void) => {
    const problem = documentFileProblem(file);
    if (problem || !recordId) {
      if (problem) toast(problem);
      return false;
    }
    try {
      await uploadDocument(recordId, kind, file, onProgress);
    } catch (err) {
      toast(
        uploadFailureToast(
          err instanceof UploadError ? err.status : 0,
          err instanceof Error ? err.message : '',
        ),
      );
      return false;
    }
    toast({ variant: 'success', title: t('uploaded'), description: t('uploadedText', { label }) });
    await utils.payments.getMine.invalidate();
    return true;
  };

  return (
    <div className="rounded-md border border-slate-200 p-3">
      <FilePicker
        label={label}
        hint={t('hint')}
        accept="image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf"
        disabled={!recordId}
        onFile={upload}
      >
        {!recordId && <p className="mt-1 text-xs text-slate-600">{t('saveFirst')}</p>}
      </FilePicker>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block text-sm text-indigo-700 underline hover:text-indigo-900"
        >
          {t('view', { label })}
        </a>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('notUploaded')}</p>
      )}
    </div>
  );
}
