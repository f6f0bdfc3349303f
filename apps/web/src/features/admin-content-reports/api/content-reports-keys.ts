import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminContentReports;

/**
 * Query keys of the content reports desk. Rooted where lib/live-refresh.ts looks, so a new
 * report (an admin notification) or another admin's change refetches the problems and the
 * open one without a reload.
 */
export const contentReportsKeys = {
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
  detail: (id: string) => [root, 'detail', id] as const,
};
