import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminQueries;

/**
 * Query keys of the inbox, rooted where the live channel refreshes them: a new question
 * (`query`/`contact` notification) or another admin's change (`admin:record:changed`)
 * refetches the lists and the open query without a reload.
 */
export const adminQueriesKeys = {
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
  detail: (id: string) => [root, 'detail', id] as const,
  assignees: [root, 'assignees'] as const,
};

/** The signed-in customer's own questions on /account. */
export const myQueriesKeys = {
  all: ['my-queries'] as const,
};
