import type { WebhookDelivery, WebhookDeliveryAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_MESSAGES, toWebhooksError } from '../webhooks-errors';
import { webhooksKeys } from './webhooks-keys';

export interface ReplayInput {
  endpointId: string;
  deliveryId: string;
}

/**
 * POST /api/admin/webhooks/:id/deliveries/:deliveryId/replay: the same body sent again with
 * the same `webhook-id`, so a receiver that already has it can tell.
 */
export async function replayWebhookDelivery({
  endpointId,
  deliveryId,
}: ReplayInput): Promise<WebhookDelivery> {
  try {
    const answer = await apiClient.post<WebhookDeliveryAnswer>(
      `/admin/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toWebhooksError(error, WEBHOOKS_MESSAGES.replay);
  }
}

export function useReplayWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
