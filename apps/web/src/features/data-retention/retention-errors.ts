import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the data retention settings. */
export const RETENTION_MESSAGES = {
  load: 'Failed to load the data retention settings. Please try again later.',
  save: 'Failed to save the data retention settings. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toRetentionError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
