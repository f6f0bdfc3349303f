import type { Order, OrderListAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/** GET /api/orders/mine: the customer's orders, newest first (one page of 100 is plenty). */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await apiClient.get<OrderListAnswer>('/orders/mine', {
    signal,
    query: { page: 1, pageSize: 100 },
  });
  return answer.data;
}

export function myOrdersQueryOptions() {
  return queryOptions({ queryKey: ordersKeys.mine, queryFn: ({ signal }) => getMyOrders(signal) });
}

export function useMyOrders() {
  return useQuery({ ...myOrdersQueryOptions(), meta: { inlineError: true } });
}
