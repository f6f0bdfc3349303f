import { LIVE_LIST_ROOTS } from '@/lib/live-refresh';

const [root] = LIVE_LIST_ROOTS.adminMail;

/**
 * Query keys of the mail log. Rooted where lib/live-refresh.ts looks, so a message that dies
 * (an admin notification) refetches the log without a reload.
 */
export const mailKeys = {
  all: [root] as const,
  lists: [root, 'list'] as const,
  list: (query: Record<string, string | number>) => [root, 'list', query] as const,
  detail: (id: string) => [root, 'detail', id] as const,
};
