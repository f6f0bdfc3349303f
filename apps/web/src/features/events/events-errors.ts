import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the admin schedule's calls. */
export const EVENT_MESSAGES = {
  load: 'Failed to load events. Please try again later.',
  create: 'Failed to create event. Please try again.',
  update: 'Failed to update event. Please try again.',
  delete: 'Failed to delete event. Please try again.',
  image: 'Failed to update the event image. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toEventError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
