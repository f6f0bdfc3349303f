import type { NotificationRecipient, RecipientSearchAnswer } from '@streamfront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationsKeys } from './notifications-keys';

/** GET /api/admin/notifications/recipients?q=: active customers by email or name. */
export async function searchRecipients(
  q: string,
  signal?: AbortSignal,
): Promise<NotificationRecipient[]> {
  const answer = await apiClient.get<RecipientSearchAnswer>('/admin/notifications/recipients', {
    query: { q },
    signal,
  });
  return answer.data;
}

export function recipientsQueryOptions(q: string) {
  return queryOptions({
    queryKey: notificationsKeys.recipients(q),
    queryFn: ({ signal }) => searchRecipients(q, signal),
  });
}

/** Asks only once something is typed: an empty search would list customers at random. */
export function useRecipientSearch(q: string) {
  return useQuery({
    ...recipientsQueryOptions(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}
