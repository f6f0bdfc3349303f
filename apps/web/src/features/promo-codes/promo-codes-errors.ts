import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the promo codes calls; a taken code (409) is told in the server's words. */
export const PROMO_MESSAGES = {
  load: 'Failed to load promo codes. Please try again later.',
  create: 'Failed to create promo code. Please try again.',
  update: 'Failed to update promo code. Please try again.',
  delete: 'Failed to delete promo code. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording. */
export function toPromoError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
