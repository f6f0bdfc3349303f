import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  refetchInbox,
  restoreInbox,
  setUnreadCount,
  snapshotInbox,
  updateInbox,
} from './inbox-cache';
import { requireToken } from './notifications-errors';

/** DELETE /api/notifications: every one of the user's own → how many went. */
export async function deleteAllNotifications(): Promise<number> {
  requireToken();
  const answer = await apiClient.delete<{ data: { deleted: number } }>('/notifications');
  return answer.data.deleted;
}

export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllNotifications,
    onMutate: async () => {
      const snapshot = await snapshotInbox(queryClient);
      updateInbox(queryClient, () => []);
      setUnreadCount(queryClient, 0);
      return snapshot;
    },
    onError: (_error, _none, snapshot) => restoreInbox(queryClient, snapshot),
    onSettled: () => refetchInbox(queryClient),
  });
}
