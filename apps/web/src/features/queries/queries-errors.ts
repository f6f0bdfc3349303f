import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the calls of the questions desk, admin and customer side. */
export const QUERIES_MESSAGES = {
  load: 'Failed to load queries. Please try again later.',
  loadOne: 'Failed to load the query. Please try again later.',
  update: 'Failed to update the query. Please try again.',
  reply: 'Failed to send the reply. Please try again.',
  note: 'Failed to save the note. Please try again.',
  loadMine: 'Failed to load your questions. Please try again later.',
  answer: 'Failed to send your message. Please try again.',
} as const;

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toQueriesError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback);
}
