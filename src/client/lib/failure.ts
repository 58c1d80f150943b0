import { apiError } from './api-error';

/**
 * The server's own words when it answered with a refusal (4xx), else the screen's fallback sentence:
 * a network or server failure has no message a person could act on.
 */
export function failureMessage(error: unknown, fallback: string) {
  const { message, status } = apiError(error);
  return status !== undefined && status < 500 && message ? message : fallback;
}

/** The message of a failed load, for the admin's inline "Error loading …: {message}" lines. */
export const loadErrorMessage = (error: unknown) => apiError(error).message || 'Something went wrong';
