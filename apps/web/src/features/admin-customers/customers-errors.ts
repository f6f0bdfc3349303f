import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the customers page; an account already closed or an admin's (409) in the server's words. */
export const CUSTOMERS_MESSAGES = {
  load: 'Failed to load the customers. Please try again later.',
  close: 'Failed to close the account. Please try again.',
  signOut: 'Failed to sign the customer out. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording; `fallback` names the operation that failed. */
export function toCustomersError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
