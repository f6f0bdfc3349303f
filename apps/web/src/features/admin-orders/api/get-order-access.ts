import type { AdminAccess, AdminAccessAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { ORDERS_MESSAGES, toOrdersError } from '../orders-errors';
import { adminOrdersKeys } from './orders-keys';

/**
 * GET /api/admin/orders/:id/access: the access made for the order and the connector's work
 * on it; `null` when the order has none (404: never paid and activated, say).
 */
export async function getOrderAccess(
  id: string,
  signal?: AbortSignal,
): Promise<AdminAccess | null> {
  let answer: AdminAccessAnswer | null;
  try {
    answer = await apiClient.get<AdminAccessAnswer | null>(
      `/admin/orders/${encodeURIComponent(id)}/access`,
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw toOrdersError(error, ORDERS_MESSAGES.loadAccess);
  }
  // The section reads these parts; an answer without them is no access record.
  if (!answer?.data?.provisioning || !answer.data.state) {
    throw new Error(ORDERS_MESSAGES.loadAccess);
  }
  return answer.data;
}

export function orderAccessQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminOrdersKeys.access(id),
    queryFn: ({ signal }) => getOrderAccess(id, signal),
  });
}

/** While the connector works on it, the section asks again this often. */
const PENDING_POLL_MS = 5_000;

/**
 * The section shows its own error with a retry button, so the cache does not toast it; while
 * the connector has not answered ("Retry now", a new activation), it asks again until it has.
 */
export function useOrderAccess(id: string) {
  return useQuery({
    ...orderAccessQueryOptions(id),
    meta: { inlineError: true },
    refetchInterval: (query) =>
      query.state.data?.provisioning.state === 'pending' ? PENDING_POLL_MS : false,
  });
}
