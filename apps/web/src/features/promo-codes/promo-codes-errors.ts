import { CALL_MESSAGES, callErrorMessage, toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the promo codes calls; a taken code (409) is told in the server's words. */
export const PROMO_MESSAGES = {
  load: 'Failed to load promo codes. Please try again later.',
  create: 'Failed to create promo code. Please try again.',
  update: 'Failed to update promo code. Please try again.',
  delete: 'Failed to delete promo code. Please try again.',
  ...CALL_MESSAGES,
} as const;

const options = { serverSays: [409] };

/** The wording of a failed call; `fallback` names the operation that failed. */
export function promoErrorMessage(error: unknown, fallback: string): string {
  return callErrorMessage(error, fallback, options);
}

/** Rethrows a failed call with its wording. */
export function toPromoError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
