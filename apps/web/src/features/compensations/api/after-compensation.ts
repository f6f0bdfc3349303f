import type { QueryClient } from '@tanstack/react-query';
import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';
import { compensationsKeys } from './compensations-keys';

/**
 * The orders and renewals lists show subscriptions' ends: other features' caches, reached
 * through their shared roots. Asked again once an extension has moved ends.
 */
export function refreshSubscriptionLists(queryClient: QueryClient) {
  return Promise.all(
    [LIVE_LIST_ROOTS.adminOrders, LIVE_LIST_ROOTS.adminRenewals].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * An extension made or undone: the past extensions and the lists of ends are asked again.
 * Resolves once they have answered.
 */
export function refreshAfterCompensation(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: compensationsKeys.all }),
    refreshSubscriptionLists(queryClient),
  ]);
}
