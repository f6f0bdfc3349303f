import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the signed-in sessions calls. */
export const SESSIONS_MESSAGES = {
  load: 'Failed to load your signed-in devices. Please try again later.',
  end: 'Failed to sign that device out. Please try again.',
  endOthers: 'Failed to sign the other devices out. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toSessionsError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
