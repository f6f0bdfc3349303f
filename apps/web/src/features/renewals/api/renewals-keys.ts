import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminRenewals;

/**
 * Query keys of the Renewals list; a reminder or an extension invalidates them, and so does
 * a live `order` notification (lib/live-refresh.ts): a new order may renew a listed one.
 */
export const renewalsKeys = {
  all: [root] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
};
