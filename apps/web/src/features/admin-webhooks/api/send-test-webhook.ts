import type { WebhookDelivery, WebhookDeliveryAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_MESSAGES, toWebhooksError } from '../webhooks-errors';
import { webhooksKeys } from './webhooks-keys';

/** POST /api/admin/webhooks/:id/test: a `webhook.test` event to that endpoint, logged like any. */
export async function sendTestWebhook(endpointId: string): Promise<WebhookDelivery> {
  try {
    const answer = await apiClient.post<WebhookDeliveryAnswer>(
      `/admin/webhooks/${encodeURIComponent(endpointId)}/test`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toWebhooksError(error, WEBHOOKS_MESSAGES.test);
  }
}

/** The endpoint's last delivery and its log change with it. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
