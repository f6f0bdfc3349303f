import type { CreateWebhookEndpointBody, WebhookEndpointAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_MESSAGES, toWebhooksError } from '../webhooks-errors';
import { webhooksKeys } from './webhooks-keys';

export type SavedWebhookEndpoint = WebhookEndpointAnswer['data'];

/** POST /api/admin/webhooks: the endpoint and, this once, its signing secret. */
export async function createWebhook(
  body: CreateWebhookEndpointBody,
): Promise<SavedWebhookEndpoint> {
  try {
    // No silent retry: a create whose answer was lost has probably been made, with a secret
    // that would then never be seen.
    const answer = await apiClient.post<WebhookEndpointAnswer>('/admin/webhooks', body, {
      retries: 0,
    });
    return answer.data;
  } catch (error) {
    throw toWebhooksError(error, WEBHOOKS_MESSAGES.create);
  }
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints }),
  });
}
