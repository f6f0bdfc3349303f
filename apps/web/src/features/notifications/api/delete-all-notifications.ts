import { apiClient } from '@/lib/api-client';
import { changeAll, useInboxMutation } from './inbox-mutation';
import { requireToken } from './notifications-errors';

/** DELETE /api/notifications: every one of the user's own → how many went. */
export async function deleteAllNotifications(): Promise<number> {
  requireToken();
  const answer = await apiClient.delete<{ data: { deleted: number } }>('/notifications');
  return answer.data.deleted;
}

export const useDeleteAllNotifications = () =>
  useInboxMutation(
    deleteAllNotifications,
    changeAll(() => []),
  );
