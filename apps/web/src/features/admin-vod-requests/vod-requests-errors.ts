import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the VOD requests desk's calls. */
export const VOD_REQUESTS_MESSAGES = {
  load: 'Failed to load VOD requests. Please try again later.',
  loadOne: 'Failed to load the VOD request. Please try again later.',
  update: 'Failed to update the VOD request. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toVodRequestsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
