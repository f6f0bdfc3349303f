import { ApiError } from '@/lib/api-client';
import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for "Your data"'s calls. */
export const ACCOUNT_DATA_MESSAGES = {
  load: 'Failed to load your data downloads. Please try again later.',
  request: 'Failed to ask for your data. Please try again.',
  download: 'Failed to download your data. Please try again.',
  close: 'Failed to close your account. Please try again.',
} as const;

/**
 * Rethrows a failed call with its words: the server's own for the refusals that say what to
 * do (still being prepared, expired, once a day, an admin account), else `fallback`.
 */
export function toAccountDataError(error: unknown, fallback: string): Error {
  // "Once a day": the server says when, in words better than a count of seconds.
  if (error instanceof ApiError && error.status === 429 && error.serverMessage)
    return error.withMessage(error.serverMessage);
  return toCallError(error, fallback, { serverSays: [409, 410] });
}
