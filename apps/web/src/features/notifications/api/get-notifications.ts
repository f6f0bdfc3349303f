import type { NotificationListAnswer } from '@streamfront/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { InboxPage } from './inbox-cache';
import { NOTIFICATIONS_MESSAGES, requireToken, toFetchError } from './notifications-errors';
import { notificationsKeys } from './notifications-keys';

export const INBOX_PAGE_SIZE = 20;

/** GET /api/notifications: the signed-in user's own, newest first (spec §7). */
export async function getNotifications(page: number, signal?: AbortSignal): Promise<InboxPage> {
  requireToken();
  let answer: Partial<NotificationListAnswer> | null;
  try {
    answer = await apiClient.get<Partial<NotificationListAnswer> | null>('/notifications', {
      query: { page, pageSize: INBOX_PAGE_SIZE },
      signal,
    });
  } catch (error) {
    throw toFetchError(error);
  }
  if (!Array.isArray(answer?.data)) throw new Error(NOTIFICATIONS_MESSAGES.fetchFailed);
  return {
    items: answer.data,
    page: answer.meta?.page ?? page,
    pageSize: answer.meta?.pageSize ?? INBOX_PAGE_SIZE,
    total: answer.meta?.total ?? answer.data.length,
  };
}

export function inboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsKeys.inbox,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InboxPage) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** The inbox; its failure is shown in the list itself, not as a toast. */
export function useInbox() {
  return useInfiniteQuery({ ...inboxQueryOptions(), meta: { inlineError: true } });
}
