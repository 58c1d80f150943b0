import { DOCUMENT_MAX_BYTES } from '@shared/constants';
import type { ToastInput } from '@client/components/toast';
import { i18n } from '@client/i18n/i18n';

/** The payment form's words in the page's language, read when a toast is made. */
const toastsT = () => i18n.getFixedT(null, 'app', 'creator.payment.toasts');

/** The payment form's toasts, by kind: each has a title and a text (docs/product.md#payment-messages). */
const TOASTS = {
  validation: 'error',
  consent: 'error',
  saveLimit: 'error',
  uploadLimit: 'error',
  tooLarge: 'error',
  fileType: 'error',
  saved: 'success',
} as const satisfies Record<string, ToastInput['variant']>;

/** One of the payment form's toasts, title and text in the page's language. */
export function paymentToast(kind: keyof typeof TOASTS): ToastInput {
  const t = toastsT();
  return { variant: TOASTS[kind], title: t(kind), description: t(`${kind}Text`) };
}

/** What a failed save tells the creator: the limit, a refused field, or the server's reason. */
export function saveFailureToast(status: number | undefined, message: string): ToastInput {
  if (status === 429) return paymentToast('saveLimit');
  if (status === 400) return paymentToast('validation');
  const t = toastsT();
  return {
    variant: 'error',
    title: t('saveFailed'),
    description: message || t('saveFailedText'),
  };
}

/** What a failed upload tells the creator, by the server's status. */
export function uploadFailureToast(status: number, message: string): ToastInput {
  if (status === 429) return paymentToast('uploadLimit');
  if (status === 413) return paymentToast('tooLarge');
  if (status === 415) return paymentToast('fileType');
  const t = toastsT();
  return {
    variant: 'error',
    title: t('uploadFailed'),
    description: message || t('uploadFailedText'),
  };
}

const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const DOCUMENT_EXTENSION = /\.(jpe?g|png|webp|pdf)$/i;

/** The browser's check before uploading (the server judges the bytes again): type, then size. */
export function documentFileProblem(file: { name: string; type: string; size: number }): ToastInput | null {
  // Some systems give no type for a file; its name is the next best hint.
  const typeOk = file.type ? DOCUMENT_TYPES.includes(file.type) : DOCUMENT_EXTENSION.test(file.name);
  if (!typeOk) return paymentToast('fileType');
  if (file.size > DOCUMENT_MAX_BYTES) return paymentToast('tooLarge');
  return null;
}
