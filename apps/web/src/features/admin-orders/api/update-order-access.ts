import type { AdminAccess, AdminAccessAnswer, AdminAccessBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

export interface UpdateOrderAccessInput {
  id: string;
  body: AdminAccessBody;
}

/** PUT /api/admin/orders/:id/access: details typed by the admin, or `{ regenerate: true }`. */
export async function updateOrderAccess({
  id,
  body,
}: UpdateOrderAccessInput): Promise<AdminAccess> {
  try {
    const answer = await apiClient.put<AdminAccessAnswer>(
      `/admin/orders/${encodeURIComponent(id)}/access`,
      body,
      // A new password whose answer was lost is made already: not made twice.
      { retries: 0 },
    );
    return answer.data;
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.updateAccess);
  }
}

/** `silent`: for the edit form, which shows its errors beside the fields. */
export function useUpdateOrderAccess({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderAccess,
    meta: { silent },
    onSuccess: (access) => queryClient.setQueryData(adminOrdersKeys.access(access.orderId), access),
  });
}
