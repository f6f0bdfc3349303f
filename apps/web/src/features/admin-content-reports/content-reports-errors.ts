import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the content reports desk's calls. */
export const CONTENT_REPORTS_MESSAGES = {
  load: 'Failed to load content reports. Please try again later.',
  loadOne: 'Failed to load the content report. Please try again later.',
  update: 'Failed to update the content report. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toContentReportsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
