import type { AdminOrder, UpdateOrderBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

export interface UpdateOrderInput {
  id: string;
  body: UpdateOrderBody;
}

/** PATCH /api/admin/orders/:id: a status move allowed by ORDER_TRANSITIONS, a note, or both. */
export async function updateOrder({ id, body }: UpdateOrderInput): Promise<AdminOrder> {
  try {
    const answer = await apiClient.patch<{ data: AdminOrder }>(
      `/admin/orders/${encodeURIComponent(id)}`,
      body,
    );
    return answer.data;
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.update);
  }
}

/** `silent`: for the note form, which shows its errors beside the field. */
export function useUpdateOrder({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    meta: { silent },
    onSuccess: (order) => {
      // The detail shows the server's answer at once; the lists refetch, since a new status
      // may move the order out of a filtered page.
      queryClient.setQueryData(adminOrdersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists });
    },
    // Refused because the order moved meanwhile (409), or failed: show it as it is now.
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists });
    },
  });
}
