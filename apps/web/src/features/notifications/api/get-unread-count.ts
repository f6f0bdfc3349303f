import type { UnreadCountAnswer } from '@streamfront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { clampCount } from './inbox-cache';
import { NOTIFICATIONS_MESSAGES, requireToken, toFetchError } from './notifications-errors';
import { notificationsKeys } from './notifications-keys';

/** GET /api/notifications/unread-count → `data: { count }`, never below 0 (spec §4). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  requireToken();
  let answer: Partial<UnreadCountAnswer> | null;
  try {
    answer = await apiClient.get<Partial<UnreadCountAnswer> | null>('/notifications/unread-count', {
      signal,
    });
  } catch (error) {
    throw toFetchError(error);
  }
  const count = answer?.data?.count;
  if (typeof count !== 'number') throw new Error(NOTIFICATIONS_MESSAGES.fetchFailed);
  return clampCount(count);
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/** The bell's badge; a failure leaves the bell without a badge rather than toasting. */
export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled, meta: { inlineError: true } });
}
