import type { AdminAccess, AdminAccessAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

/**
 * POST /api/admin/orders/:id/access/retry: the connector asked again now, rather than at the
 * next scheduled try; the answer says where it stands after this try.
 */
export async function retryOrderAccess(id: string): Promise<AdminAccess> {
  try {
    const answer = await apiClient.post<AdminAccessAnswer>(
      `/admin/orders/${encodeURIComponent(id)}/access/retry`,
      undefined,
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.retryAccess);
  }
}

/**
 * `onRetried` is told in the mutation's own success handler, which runs even when the
 * button that started it has gone meanwhile (a state that no longer offers Retry now).
 */
export function useRetryOrderAccess({
  onRetried,
}: { onRetried?: (access: AdminAccess) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOrderAccess,
    onSuccess: (access) => {
      queryClient.setQueryData(adminOrdersKeys.access(access.orderId), access);
      onRetried?.(access);
    },
    // Refused (409: done meanwhile) or failed: shown as it is now.
    onError: (_error, id) =>
      queryClient.invalidateQueries({ queryKey: adminOrdersKeys.access(id) }),
  });
}
