import { toCallError } from '@/lib/call-errors';

/**
 * Spec §8 wording for the mail log's calls. A message that cannot be sent again and mail
 * that is off on the server (both 409) are told in the server's words: they say what to do.
 */
export const MAIL_MESSAGES = {
  load: 'Failed to load the mail log. Please try again later.',
  loadOne: 'Failed to load the message. Please try again later.',
  resend: 'Failed to send the message again. Please try again.',
  test: 'Failed to send the test mail. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toMailError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
