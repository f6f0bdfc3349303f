import type { WebhookEndpointListAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_MESSAGES, toWebhooksError } from '../webhooks-errors';
import { webhooksKeys } from './webhooks-keys';

export type WebhookEndpointsPage = Pick<WebhookEndpointListAnswer, 'data' | 'meta'>;

/**
 * GET /api/admin/webhooks: every endpoint at once. The contract gives this call no query
 * (a business has a handful of endpoints), so none is sent.
 */
export async function getWebhooks(signal?: AbortSignal): Promise<WebhookEndpointsPage> {
  let answer: WebhookEndpointListAnswer | null;
  try {
    answer = await apiClient.get<WebhookEndpointListAnswer | null>('/admin/webhooks', { signal });
  } catch (error) {
    throw toWebhooksError(error, WEBHOOKS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data)) throw new Error(WEBHOOKS_MESSAGES.load);
  // The whole list is on this one page, whatever paging the server's meta describes.
  return {
    data: answer.data,
    meta: { page: 1, pageSize: answer.data.length, total: answer.data.length },
  };
}

export const webhooksQueryOptions = queryOptions({
  queryKey: webhooksKeys.endpoints,
  queryFn: ({ signal }) => getWebhooks(signal),
});

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useWebhooks() {
  return useQuery({ ...webhooksQueryOptions, meta: { inlineError: true } });
}
