import type { UpdateWebhookEndpointBody, WebhookEndpointAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_MESSAGES, toWebhooksError } from '../webhooks-errors';
import type { SavedWebhookEndpoint } from './create-webhook';
import { webhooksKeys } from './webhooks-keys';

export interface UpdateWebhookInput {
  id: string;
  body: UpdateWebhookEndpointBody;
}

/**
 * PATCH /api/admin/webhooks/:id: any of the fields, and/or `rotateSecret`, whose answer
 * carries the new secret this once.
 */
export async function updateWebhook({
  id,
  body,
}: UpdateWebhookInput): Promise<SavedWebhookEndpoint> {
  try {
    const answer = await apiClient.patch<WebhookEndpointAnswer>(
      `/admin/webhooks/${encodeURIComponent(id)}`,
      body,
      // A rotation whose answer was lost has replaced the secret: never sent twice.
      body.rotateSecret ? { retries: 0 } : undefined,
    );
    return answer.data;
  } catch (error) {
    throw toWebhooksError(error, WEBHOOKS_MESSAGES.update);
  }
}

/** `silent`: for the form, which shows its errors beside the fields. */
export function useUpdateWebhook({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    meta: { silent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints }),
  });
}
