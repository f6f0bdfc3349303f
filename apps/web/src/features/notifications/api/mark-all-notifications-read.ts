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

/** PATCH /api/notifications/read-all → how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  requireToken();
  const answer = await apiClient.patch<{ data: { updated: number } }>('/notifications/read-all');
  return answer.data.updated;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      const snapshot = await snapshotInbox(queryClient);
      updateInbox(queryClient, (items) => items.map((item) => ({ ...item, read: true })));
      setUnreadCount(queryClient, 0);
      return snapshot;
    },
    onError: (_error, _none, snapshot) => restoreInbox(queryClient, snapshot),
    onSettled: () => refetchInbox(queryClient),
  });
}
