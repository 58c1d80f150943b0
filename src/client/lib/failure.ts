import { TRPCClientError } from '@trpc/client';
import { i18n } from '@client/i18n/i18n';
import { apiError } from './api-error';

/**
 * The server's own words when it answered with a refusal (4xx), or through tRPC with a failure it
 * explains (502: "The email could not be sent…"); else the screen's fallback sentence: a crash (500),
 * a network failure or a proxy's error page has no message a person could act on.
 */
export function failureMessage(error: unknown, fallback: string) {
  const { message, status } = apiError(error);
  if (status === undefined || !message) return fallback;
  // A tRPC error carries a status only when our error formatter wrote it, and that hides a 500's cause.
  const explained = status < 500 || (error instanceof TRPCClientError && status !== 500);
  return explained ? message : fallback;
}

/** The message of a failed load, for the admin's inline "Error loading …: {message}" lines. */
export const loadErrorMessage = (error: unknown) =>
  apiError(error).message || i18n.t('common.somethingWrong', { ns: 'public' });
