import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the renewals calls; a subscription no longer running (409) in the server's words. */
export const RENEWALS_MESSAGES = {
  load: 'Failed to load renewals. Please try again later.',
  remind: 'Failed to send the reminder. Please try again.',
  extend: 'Failed to extend the subscription. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording. */
export function toRenewalsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
