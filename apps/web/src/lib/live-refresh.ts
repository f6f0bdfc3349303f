import type { NotificationType } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache roots of lists that a live admin notification makes stale. The feature that
 * owns a list builds its query keys from its root here, and the live channel (in the
 * notifications feature) refreshes them: two features meet in lib/, never import each other.
 */
export const LIVE_LIST_ROOTS = {
  adminOrders: ['admin-orders'],
  adminRenewals: ['admin-renewals'],
  /** Its counts cover orders, queries, VOD requests and content reports alike. */
  dashboard: ['admin-dashboard'],
} as const;

const STALE_ON: Partial<Record<NotificationType, readonly (readonly string[])[]>> = {
  // A new order may be a renewal, which the Renewals list shows beside its subscription.
  order: [LIVE_LIST_ROOTS.adminOrders, LIVE_LIST_ROOTS.adminRenewals, LIVE_LIST_ROOTS.dashboard],
  query: [LIVE_LIST_ROOTS.dashboard],
  contact: [LIVE_LIST_ROOTS.dashboard],
  vod_request: [LIVE_LIST_ROOTS.dashboard],
  content_report: [LIVE_LIST_ROOTS.dashboard],
};

/** A new admin notification: refetch the lists it concerns, if any is on screen or cached. */
export function refreshListsFor(queryClient: QueryClient, type: NotificationType): void {
  for (const queryKey of STALE_ON[type] ?? []) void queryClient.invalidateQueries({ queryKey });
}
