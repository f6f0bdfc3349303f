import type { AdminRecord, NotificationType } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache roots of lists that a live admin notification makes stale. The feature that
 * owns a list builds its query keys from its root here, and the live channel (in the
 * notifications feature) refreshes them: two features meet in lib/, never import each other.
 */
export const LIVE_LIST_ROOTS = {
  adminOrders: ['admin-orders'],
  adminRenewals: ['admin-renewals'],
  adminQueries: ['admin-queries'],
  adminVodRequests: ['admin-vod-requests'],
  adminContentReports: ['admin-content-reports'],
  adminEvents: ['admin-events'],
  /** A message or a job that died tells the admins (an `error` notice). */
  adminMail: ['admin-mail'],
  adminJobs: ['admin-jobs'],
  /** Its counts cover orders, queries, VOD requests and content reports alike. */
  dashboard: ['admin-dashboard'],
} as const;

const STALE_ON: Partial<Record<NotificationType, readonly (readonly string[])[]>> = {
  // A new order may be a renewal, which the Renewals list shows beside its subscription.
  order: [LIVE_LIST_ROOTS.adminOrders, LIVE_LIST_ROOTS.adminRenewals, LIVE_LIST_ROOTS.dashboard],
  query: [LIVE_LIST_ROOTS.adminQueries, LIVE_LIST_ROOTS.dashboard],
  contact: [LIVE_LIST_ROOTS.adminQueries, LIVE_LIST_ROOTS.dashboard],
  vod_request: [LIVE_LIST_ROOTS.adminVodRequests, LIVE_LIST_ROOTS.dashboard],
  content_report: [LIVE_LIST_ROOTS.adminContentReports, LIVE_LIST_ROOTS.dashboard],
  error: [LIVE_LIST_ROOTS.adminMail, LIVE_LIST_ROOTS.adminJobs],
};

/** What another admin's change to a record makes stale (`admin:record:changed`). */
const STALE_ON_CHANGE: Record<AdminRecord, readonly (readonly string[])[]> = {
  order: [LIVE_LIST_ROOTS.adminOrders, LIVE_LIST_ROOTS.adminRenewals, LIVE_LIST_ROOTS.dashboard],
  query: [LIVE_LIST_ROOTS.adminQueries, LIVE_LIST_ROOTS.dashboard],
  vod_request: [LIVE_LIST_ROOTS.adminVodRequests, LIVE_LIST_ROOTS.dashboard],
  content_report: [LIVE_LIST_ROOTS.adminContentReports, LIVE_LIST_ROOTS.dashboard],
  event: [LIVE_LIST_ROOTS.adminEvents],
};

/** A new admin notification: refetch the lists it concerns, if any is on screen or cached. */
export function refreshListsFor(queryClient: QueryClient, type: NotificationType): void {
  for (const queryKey of STALE_ON[type] ?? []) void queryClient.invalidateQueries({ queryKey });
}

/** A record changed (another admin, or this one in another tab): refetch its lists and detail. */
export function refreshRecord(queryClient: QueryClient, record: AdminRecord): void {
  for (const queryKey of STALE_ON_CHANGE[record]) void queryClient.invalidateQueries({ queryKey });
}
