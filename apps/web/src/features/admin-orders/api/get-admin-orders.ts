import type { AdminOrderListAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

export type AdminOrdersPage = Pick<AdminOrderListAnswer, 'data' | 'meta'>;

/** GET /api/admin/orders: one page, with search, filters and sort as the URL has them. */
export async function getAdminOrders(
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AdminOrdersPage> {
  let answer: AdminOrderListAnswer | null;
  try {
    answer = await apiClient.get<AdminOrderListAnswer | null>('/admin/orders', { query, signal });
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.load);
  }
  if (!Array.isArray(answer?.data) || !answer.meta) throw new Error(ORDERS_MESSAGES.load);
  return { data: answer.data, meta: answer.meta };
}

export function adminOrdersQueryOptions(query: Record<string, string | number>) {
  return queryOptions({
    queryKey: adminOrdersKeys.list(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list shows its own error with a retry button, so the cache does not toast it. */
export function useAdminOrders(query: Record<string, string | number>) {
  return useQuery({ ...adminOrdersQueryOptions(query), meta: { inlineError: true } });
}
