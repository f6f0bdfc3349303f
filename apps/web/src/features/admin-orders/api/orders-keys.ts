import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminOrders;

/**
 * Query keys of the admin orders; a status change invalidates them all, and so does a live
 * `order` notification (lib/live-refresh.ts), so a new order appears without a reload.
 */
export const adminOrdersKeys = {
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
  detail: (id: string) => [root, 'detail', id] as const,
  access: (id: string) => [root, 'access', id] as const,
};
