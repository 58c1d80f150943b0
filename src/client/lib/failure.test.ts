import { TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { apiError } from './api-error';
import { failureMessage, loadErrorMessage } from './failure';
import { UploadError } from './upload';

beforeAll(clientInEnglish);

/** A failed call as the tRPC client reports it, with the data the server's error formatter sends. */
const refused = (message: string, data: Record<string, unknown>) =>
  new TRPCClientError(message, { result: { error: { message, code: -32600, data } } });

describe('what a failed load says', () => {
  it("uses the server's words for a refusal, the screen's sentence otherwise", () => {
    expect(failureMessage(refused('Campaign not found', { httpStatus: 404 }), 'Failed to load.')).toBe(
      'Campaign not found',
    );
    expect(failureMessage(refused('Something went wrong', { httpStatus: 500 }), 'Failed to load.')).toBe(
      'Failed to load.',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to load.')).toBe('Failed to load.');
  });

  it("uses the server's words when it explains a failure of a service it relies on (502)", () => {
    const notSent = 'The email could not be sent. The message stays new; try again later.';
    expect(failureMessage(refused(notSent, { httpStatus: 502 }), 'Failed to send.')).toBe(notSent);
  });

  it("keeps the server's words for a refused upload, the screen's sentence for a failed one", () => {
    expect(failureMessage(new UploadError(415, 'Please select a valid image file'), 'Upload failed.')).toBe(
      'Please select a valid image file',
    );
    expect(failureMessage(new UploadError(502, 'Bad gateway'), 'Upload failed.')).toBe('Upload failed.');
    expect(failureMessage(new UploadError(0, 'The connection failed.'), 'Upload failed.')).toBe(
      'Upload failed.',
    );
  });

  it("gives the admin's inline line the error's own message", () => {
    expect(loadErrorMessage(refused('Forbidden', { httpStatus: 403 }))).toBe('Forbidden');
    expect(loadErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(loadErrorMessage(new Error(''))).toBe('Something went wrong');
  });
});

describe('a refused input', () => {
  it('carries the issues by field path, for the form to put on its fields', () => {
    const error = refused('Invalid email format', {
      httpStatus: 400,
      issues: [{ path: 'timeline.end_date', message: 'End date must be on or after the start date' }],
    });
    expect(apiError(error)).toEqual({
      message: 'Invalid email format',
      status: 400,
      suspended: false,
      issues: [{ path: 'timeline.end_date', message: 'End date must be on or after the start date' }],
    });
    expect(apiError(new Error('offline')).issues).toEqual([]);
  });
});
