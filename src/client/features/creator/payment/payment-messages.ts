import { DOCUMENT_MAX_BYTES } from '@shared/constants';
import type { ToastInput } from '@client/components/toast';

/** The payment form's toasts, title and text (docs/product.md#payment-messages). */
export const PAYMENT_TOASTS = {
  validation: {
    variant: 'error',
    title: 'Validation failed',
    description: 'Please fix the errors in the form.',
  },
  consent: {
    variant: 'error',
    title: 'Consent required',
    description: 'Please provide consent to store your payment details.',
  },
  saveLimit: {
    variant: 'error',
    title: 'Submission limit exceeded',
    description: 'Please wait before submitting again.',
  },
  uploadLimit: {
    variant: 'error',
    title: 'Upload limit exceeded',
    description: 'Please wait before uploading more files.',
  },
  tooLarge: {
    variant: 'error',
    title: 'File too large',
    description: 'Please select a file smaller than 5MB.',
  },
  fileType: {
    variant: 'error',
    title: 'Invalid file type',
    description: 'Only JPEG, PNG, WebP images and PDF files are allowed.',
  },
  saved: {
    variant: 'success',
    title: 'Payment details saved',
    description: 'Your payment details have been saved securely.',
  },
} as const satisfies Record<string, ToastInput>;

/** What a failed save tells the creator: the limit, a refused field, or the server's reason. */
export function saveFailureToast(status: number | undefined, message: string): ToastInput {
  if (status === 429) return PAYMENT_TOASTS.saveLimit;
  if (status === 400) return PAYMENT_TOASTS.validation;
  return {
    variant: 'error',
    title: 'Save failed',
    description: message || 'Failed to save payment details. Please try again.',
  };
}

/** What a failed upload tells the creator, by the server's status. */
export function uploadFailureToast(status: number, message: string): ToastInput {
  if (status === 429) return PAYMENT_TOASTS.uploadLimit;
  if (status === 413) return PAYMENT_TOASTS.tooLarge;
  if (status === 415) return PAYMENT_TOASTS.fileType;
  return {
    variant: 'error',
    title: 'Upload failed',
    description: message || 'Failed to upload the document. Please try again.',
  };
}

const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const DOCUMENT_EXTENSION = /\.(jpe?g|png|webp|pdf)$/i;

/** The browser's check before uploading (the server judges the bytes again): type, then size. */
export function documentFileProblem(file: { name: string; type: string; size: number }): ToastInput | null {
  // Some systems give no type for a file; its name is the next best hint.
  const typeOk = file.type ? DOCUMENT_TYPES.includes(file.type) : DOCUMENT_EXTENSION.test(file.name);
  if (!typeOk) return PAYMENT_TOASTS.fileType;
  if (file.size > DOCUMENT_MAX_BYTES) return PAYMENT_TOASTS.tooLarge;
  return null;
}
