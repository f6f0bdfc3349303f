import { apiClient } from '@/lib/api-client';
import { changeOne, useInboxMutation } from './inbox-mutation';
import { requireToken } from './notifications-errors';

/** DELETE /api/notifications/:id. */
export async function deleteNotification(id: string): Promise<string> {
  requireToken();
  await apiClient.delete<unknown>(`/notifications/${encodeURIComponent(id)}`);
  return id;
}

export const useDeleteNotification = () =>
  useInboxMutation(
    deleteNotification,
    changeOne((items, id) => items.filter((item) => item._id !== id)),
  );
