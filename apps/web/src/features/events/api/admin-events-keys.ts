import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminEvents;

/**
 * Query keys of the admin schedule, rooted where the live channel refreshes them
 * (lib/live-refresh.ts): another admin's change reaches this list without a reload.
 */
export const adminEventsKeys = {
  all: [root] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
};
