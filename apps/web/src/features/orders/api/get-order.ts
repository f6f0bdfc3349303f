import type { Order, OrderAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/** How often the card return page asks again while the payment's confirmation is awaited. */
export const ORDER_POLL_MS = 2_000;
/** A confirmation this late is not minutes away: from then on, ask twice a minute. */
const QUICK_POLL_FOR_MS = 10 * 60_000;
const SLOW_POLL_MS = 30_000;

/** GET /api/orders/:id: one of the caller's own orders (another's is not found). */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const answer = await apiClient.get<OrderAnswer>(`/orders/${encodeURIComponent(id)}`, {
    signal,
  });
  return answer.data;
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ordersKeys.one(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

/**
 * The order, asked again every ORDER_POLL_MS while it waits for its payment (`poll`): the
 * card processor's confirmation reaches the server, not this page.
 */
export function useOrder(id: string, { poll = false }: { poll?: boolean } = {}) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...orderQueryOptions(id),
    meta: { inlineError: true },
    refetchInterval: (query) => {
      if (!poll || query.state.data?.status !== 'pending') return false;
      return Date.now() - since < QUICK_POLL_FOR_MS ? ORDER_POLL_MS : SLOW_POLL_MS;
    },
    // A customer back from the card page may leave the tab and return: ask at once then.
    refetchOnWindowFocus: true,
  });
}
