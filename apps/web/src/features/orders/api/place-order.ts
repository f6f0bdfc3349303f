import type { CreateOrderBody, PlacedOrder, PlacedOrderAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/**
 * POST /api/orders: the package, a code, how to pay and a billing address; the server
 * computes the price. A card order comes back with the card processor's page (`checkoutUrl`).
 */
export async function placeOrder(body: CreateOrderBody): Promise<PlacedOrder> {
  // No retry: an order whose answer was lost may have been placed.
  const answer = await apiClient.post<PlacedOrderAnswer>('/orders', body, {
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
