import { toCallError } from '@/lib/call-errors';

/**
 * Spec §8 wording for the extension calls; a refusal (409: too late to undo, already undone,
 * still running) is told in the server's words, which say which it is.
 */
export const COMPENSATIONS_MESSAGES = {
  load: 'Failed to load past extensions. Please try again later.',
  preview: 'Failed to preview the extension. Please try again.',
  extend: 'Failed to extend the subscriptions. Please try again.',
  undo: 'Failed to undo the extension. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording. */
export function toCompensationsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
