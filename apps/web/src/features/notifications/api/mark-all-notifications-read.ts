import { apiClient } from '@/lib/api-client';
import { changeAll, useInboxMutation } from './inbox-mutation';
import { requireToken } from './notifications-errors';

/** PATCH /api/notifications/read-all → how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  requireToken();
  const answer = await apiClient.patch<{ data: { updated: number } }>('/notifications/read-all');
  return answer.data.updated;
}

export const useMarkAllNotificationsRead = () =>
  useInboxMutation(
    markAllNotificationsRead,
    changeAll((items) => items.map((item) => ({ ...item, read: true }))),
  );
