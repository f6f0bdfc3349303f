import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminVodRequests;

/**
 * Query keys of the VOD requests desk. Rooted where lib/live-refresh.ts looks, so a new
 * request (an admin notification) or another admin's change refetches the lists and the
 * open title without a reload.
 */
export const vodRequestsKeys = {
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
  detail: (id: string) => [root, 'detail', id] as const,
};
