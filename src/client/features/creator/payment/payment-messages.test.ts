import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { documentFileProblem, saveFailureToast, uploadFailureToast } from './payment-messages';

beforeAll(clientInEnglish);

const MB = 1024 * 1024;

describe('payment form messages', () => {
  it('accepts JPEG, PNG, WebP and PDF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(documentFileProblem({ name: 'x', type, size: 5 * MB })).toBeNull();
    }
  });

  it('refuses other types and anything over 5 MB with the documented texts', () => {
    expect(documentFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toMatchObject({
      title: 'Invalid file type',
      description: 'Only JPEG, PNG, WebP images and PDF files are allowed.',
    });
    expect(documentFileProblem({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toMatchObject({
      title: 'File too large',
      description: 'Please select a file smaller than 5MB.',
    });
  });

  it('judges a file without a type by its name', () => {
    expect(documentFileProblem({ name: 'scan.PDF', type: '', size: 10 })).toBeNull();
    expect(documentFileProblem({ name: 'scan.exe', type: '', size: 10 })).not.toBeNull();
  });

  it('maps server refusals to the documented toasts', () => {
    expect(saveFailureToast(429, 'x')).toMatchObject({
      title: 'Submission limit exceeded',
      description: 'Please wait before submitting again.',
    });
    expect(saveFailureToast(400, 'x')).toMatchObject({
      title: 'Validation failed',
      description: 'Please fix the errors in the form.',
    });
    expect(saveFailureToast(500, 'Boom')).toMatchObject({ title: 'Save failed', description: 'Boom' });
    expect(uploadFailureToast(429, 'x')).toMatchObject({
      title: 'Upload limit exceeded',
      description: 'Please wait before uploading more files.',
    });
    expect(uploadFailureToast(413, 'x').title).toBe('File too large');
    expect(uploadFailureToast(415, 'x').title).toBe('Invalid file type');
    expect(uploadFailureToast(0, '')).toMatchObject({ title: 'Upload failed' });
  });
});
