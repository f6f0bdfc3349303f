import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the trials page's calls; a trial already revoked (409) in the server's words. */
export const TRIALS_MESSAGES = {
  load: 'Failed to load the trials. Please try again later.',
  summary: 'Failed to load the trial settings. Please try again later.',
  saveSettings: 'Failed to save the trial settings. Please try again.',
  revoke: 'Failed to revoke the trial. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toTrialsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
