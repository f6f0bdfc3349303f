import { CALL_MESSAGES, callErrorMessage, toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the renewals calls; a subscription no longer running (409) in the server's words. */
export const RENEWALS_MESSAGES = {
  load: 'Failed to load renewals. Please try again later.',
  remind: 'Failed to send the reminder. Please try again.',
  extend: 'Failed to extend the subscription. Please try again.',
  ...CALL_MESSAGES,
} as const;

const options = { serverSays: [409] };

/** The wording of a failed call; `fallback` names the operation that failed. */
export function renewalsErrorMessage(error: unknown, fallback: string): string {
  return callErrorMessage(error, fallback, options);
}

/** Rethrows a failed call with its wording. */
export function toRenewalsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
