import type { SentNotification } from '@streamfront/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationsKeys } from './notifications-keys';

export const SENT_PAGE_SIZE = 20;
export const SENT_FETCH_FAILED = 'Failed to fetch sent notifications';

export interface SentPage {
  items: SentNotification[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/admin/notifications: what admins sent from the back-office, newest first. */
export async function getSentNotifications(page: number, signal?: AbortSignal): Promise<SentPage> {
  const answer = await apiClient.get<{
    data?: unknown;
    meta?: { page: number; pageSize: number; total: number };
  } | null>('/admin/notifications', { query: { page, pageSize: SENT_PAGE_SIZE }, signal });
  if (!Array.isArray(answer?.data)) throw new Error(SENT_FETCH_FAILED);
  const items = answer.data as SentNotification[];
  return {
    items,
    page: answer.meta?.page ?? page,
    pageSize: answer.meta?.pageSize ?? SENT_PAGE_SIZE,
    total: answer.meta?.total ?? items.length,
  };
}

export function sentNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsKeys.sent,
    queryFn: ({ pageParam, signal }) => getSentNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SentPage) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

export function useSentNotifications() {
  return useInfiniteQuery({ ...sentNotificationsQueryOptions(), meta: { inlineError: true } });
}
