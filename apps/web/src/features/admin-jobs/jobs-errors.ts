import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the jobs page's calls; a job whose state forbids the change (409) in the server's words. */
export const JOBS_MESSAGES = {
  load: 'Failed to load the jobs. Please try again later.',
  counts: 'Failed to load the job counts. Please try again later.',
  retry: 'Failed to retry the job. Please try again.',
  discard: 'Failed to discard the job. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toJobsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
