import type { CreateOrderBody, Order, OrderAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/** POST /api/orders: the package and a code only; the server computes the price. */
export async function placeOrder(body: CreateOrderBody): Promise<Order> {
  // No retry: an order whose answer was lost may have been placed.
  const answer = await apiClient.post<OrderAnswer>('/orders', body, {
    retries: 0,
    rateLimitRetry: false,
  });
  return answer.data;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.mine }),
  });
}
