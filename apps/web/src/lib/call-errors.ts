import { ApiError } from './api-client';

/** Spec §8's mapped messages, shared by every resource's calls (services, orders, ...). */
export const CALL_MESSAGES = {
  rateLimited: 'You are being rate-limited. Please wait a moment and try again.',
  sessionExpired: 'Session expired. Please login again.',
  notFound: 'Resource not found. Please try again.',
  network: 'Network error. Please check your internet connection.',
  timeout: 'Request timed out. Please try again.',
} as const;

export interface CallErrorOptions {
  /** Refusals (e.g. 409) whose own words help the admin more than a generic message. */
  serverSays?: readonly number[];
}

/**
 * The words for a failed call: spec §8's mapped message, a 422's field lines (spec §5), the
 * server's reason where `serverSays` lists the status, else `fallback`, which names the
 * operation that failed ("Failed to update service. Please try again.").
 */
export function callErrorMessage(
  error: unknown,
  fallback: string,
  { serverSays = [] }: CallErrorOptions = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'timeout') return CALL_MESSAGES.timeout;
  if (error.code === 'network' || error.code === 'cors') return CALL_MESSAGES.network;
  if (error.status === 429) return CALL_MESSAGES.rateLimited;
  if (error.status === 401 || error.status === 403) return CALL_MESSAGES.sessionExpired;
  if (error.status === 404) return CALL_MESSAGES.notFound;
  if (error.status === 422) return error.message;
  if (serverSays.includes(error.status)) return error.serverMessage ?? error.message;
  return fallback;
}

/** Rethrows a failed call with its words; a cancelled request is not a failure to report. */
export function toCallError(error: unknown, fallback: string, options?: CallErrorOptions): Error {
  if (error instanceof ApiError)
    return error.withMessage(callErrorMessage(error, fallback, options));
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new Error(fallback, { cause: error });
}
