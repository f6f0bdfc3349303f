import type { AdminOrder } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

/** GET /api/admin/orders/:id: the order with its customer, note and full timeline. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  try {
    const answer = await apiClient.get<{ data: AdminOrder }>(
      `/admin/orders/${encodeURIComponent(id)}`,
      { signal },
    );
    return answer.data;
  } catch (error) {
    throw toOrdersError(error, ORDERS_MESSAGES.loadOne);
  }
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminOrdersKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });
}

export function useAdminOrder(id: string) {
  return useQuery({ ...adminOrderQueryOptions(id), meta: { inlineError: true } });
}
