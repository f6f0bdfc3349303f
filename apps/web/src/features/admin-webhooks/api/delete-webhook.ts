import type { DeletedAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { WEBHOOKS_MESSAGES, toWebhooksError } from '../webhooks-errors';
import { webhooksKeys } from './webhooks-keys';

/** DELETE /api/admin/webhooks/:id: the endpoint and its delivery log. */
export async function deleteWebhook(id: string): Promise<string> {
  try {
    const answer = await apiClient.delete<DeletedAnswer>(
      `/admin/webhooks/${encodeURIComponent(id)}`,
    );
    return answer.data.id;
  } catch (error) {
    throw toWebhooksError(error, WEBHOOKS_MESSAGES.delete);
  }
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
