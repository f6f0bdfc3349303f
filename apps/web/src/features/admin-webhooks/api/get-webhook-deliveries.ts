import type { WebhookDeliveryListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_MESSAGES, toWebhooksError } from '../webhooks-errors';
import { webhooksKeys } from './webhooks-keys';

export type WebhookDeliveriesPage = Pick<WebhookDeliveryListAnswer, 'data' | 'meta'>;

/** The only query the deliveries call takes (WebhookDeliveriesQuerySchema is strict). */
export interface DeliveriesQuery {
  page: number;
  pageSize: number;
}

/** GET /api/admin/webhooks/:id/deliveries: one page of an endpoint's log, newest first. */
export async function getWebhookDeliveries(
  endpointId: string,
  query: DeliveriesQuery,
  signal?: AbortSignal,
): Promise<WebhookDeliveriesPage> {
  let answer: WebhookDeliveryListAnswer | null;
  try {
    answer = await apiClient.get<WebhookDeliveryListAnswer | null>(
      `/admin/webhooks/${encodeURIComponent(endpointId)}/deliveries`,
      { query: { page: query.page, pageSize: query.pageSize }, signal },
    );
  } catch (error) {
    throw toWebhooksError(error, WEBHOOKS_MESSAGES.loadDeliveries);
  }
  if (!Array.isArray(answer?.data) || !answer.meta)
    throw new Error(WEBHOOKS_MESSAGES.loadDeliveries);
  return { data: answer.data, meta: answer.meta };
}

export function webhookDeliveriesQueryOptions(endpointId: string, query: DeliveriesQuery) {
  const sent = { page: query.page, pageSize: query.pageSize };
  return queryOptions({
    queryKey: webhooksKeys.deliveries(endpointId, sent),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, sent, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookDeliveries(endpointId: string, query: DeliveriesQuery) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(endpointId, query),
    meta: { inlineError: true },
  });
}
