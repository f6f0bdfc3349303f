import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminJobs;

/**
 * Query keys of the jobs page. Rooted where lib/live-refresh.ts looks, so a job that dies
 * (an admin notification) refetches the list and the counts without a reload.
 */
export const jobsKeys = {
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
  counts: [root, 'counts'] as const,
};
