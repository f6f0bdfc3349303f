import type { AdminOrder, UpdateOrderBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { afterOrderChange } from './order-change-cache';

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
    ...afterOrderChange(queryClient),
  });
}
