import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/storage';

/** Spec §8, notifications. */
export const NOTIFICATIONS_MESSAGES = {
  authRequired: 'Authentication required',
  fetchFailed: 'Failed to fetch notifications',
} as const;

/** Thrown before any call when no token is stored: nobody to fetch notifications for. */
export function requireToken(): void {
  if (!getToken()) throw new Error(NOTIFICATIONS_MESSAGES.authRequired);
}

/**
 * A failed inbox load as the user reads it. The status stays on the error (a 401 must still
 * sign the user out); the catalogue's wording of spec §8 stays reachable as `cause`.
 */
export function toFetchError(error: unknown): Error {
  if (error instanceof ApiError) return error.withMessage(NOTIFICATIONS_MESSAGES.fetchFailed);
  return new Error(NOTIFICATIONS_MESSAGES.fetchFailed, { cause: error });
}

/** The spec §8 wording behind a fetch failure ("Unable to connect…"), when there is one. */
export function failureDetail(error: Error): string | null {
  const cause = error.cause;
  return cause instanceof ApiError && cause.message !== error.message ? cause.message : null;
}

/** Spec §8: a 401 (or 403) on these calls means the session is over. */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
