import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for a customer's email preference calls. */
export const MAIL_PREFERENCES_MESSAGES = {
  load: 'Failed to load your email preferences. Please try again later.',
  save: 'Failed to save your email preferences. Please try again.',
  unsubscribe: 'Failed to unsubscribe. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toMailPreferencesError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
