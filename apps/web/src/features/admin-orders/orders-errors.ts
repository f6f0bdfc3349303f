import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the admin orders calls; a refused move (409) is told in the server's words. */
export const ORDERS_MESSAGES = {
  load: 'Failed to load orders. Please try again later.',
  loadOne: 'Failed to load the order. Please try again later.',
  update: 'Failed to update the order. Please try again.',
  export: 'Failed to export orders. Please try again.',
  document: 'Failed to download the document. Please try again.',
  loadAccess: 'Failed to load the access details. Please try again later.',
  updateAccess: 'Failed to update the access details. Please try again.',
  retryAccess: 'Failed to retry provisioning. Please try again.',
  suspendAccess: 'Failed to suspend the subscription. Please try again.',
  resumeAccess: 'Failed to resume the subscription. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording. */
export function toOrdersError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
