import type { Notification } from '@streamfront/contract';
import { apiClient } from '@/lib/api-client';
import { changeOne, useInboxMutation } from './inbox-mutation';
import { requireToken } from './notifications-errors';

/** PATCH /api/notifications/:id/read. */
export async function markNotificationRead(id: string): Promise<Notification> {
  requireToken();
  const answer = await apiClient.patch<{ data: Notification }>(
    `/notifications/${encodeURIComponent(id)}/read`,
  );
  return answer.data;
}

/** Shows it read at once; the server's answer (or a failure) is reconciled by a refetch. */
export const useMarkNotificationRead = () =>
  useInboxMutation(
    markNotificationRead,
    changeOne((items, id) =>
      items.map((item) => (item._id === id ? { ...item, read: true } : item)),
    ),
  );
