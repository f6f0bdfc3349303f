import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the two-factor calls: what failed, when the server has no words. */
export const TWO_FACTOR_ERRORS = {
  load: 'Failed to load your two-factor sign-in. Please try again later.',
  setup: 'Failed to start the set-up. Please try again.',
  enable: 'Failed to turn two-factor sign-in on. Please try again.',
  disable: 'Failed to turn two-factor sign-in off. Please try again.',
} as const;

/** Rethrows a failed call with its words; a 409 (already on, no key waiting) says its own. */
export function toTwoFactorError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, { serverSays: [409] });
}
