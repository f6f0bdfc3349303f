import { toCallError } from '@/lib/call-errors';

/** Spec §8 wording for the webhooks calls; a refusal (409: a disabled endpoint) in the server's words. */
export const WEBHOOKS_MESSAGES = {
  load: 'Failed to load webhook endpoints. Please try again later.',
  create: 'Failed to create webhook endpoint. Please try again.',
  update: 'Failed to update webhook endpoint. Please try again.',
  delete: 'Failed to delete webhook endpoint. Please try again.',
  loadDeliveries: 'Failed to load deliveries. Please try again later.',
  test: 'Failed to send the test event. Please try again.',
  replay: 'Failed to replay the delivery. Please try again.',
} as const;

const options = { serverSays: [409] };

/** Rethrows a failed call with its wording. */
export function toWebhooksError(error: unknown, fallback: string): Error {
  return toCallError(error, fallback, options);
}
