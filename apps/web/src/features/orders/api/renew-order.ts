import type { Order, OrderAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/** POST /api/orders/:id/renew: a new order for the same package, starting at the expiry. */
export async function renewOrder(id: string): Promise<Order> {
  const answer = await apiClient.post<OrderAnswer>(
    `/orders/${encodeURIComponent(id)}/renew`,
    undefined,
    { retries: 0, rateLimitRetry: false },
  );
  return answer.data;
}

export function useRenewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewOrder,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.mine }),
  });
}
