import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  findInboxItem,
  refetchInbox,
  restoreInbox,
  shiftUnreadCount,
  snapshotInbox,
  updateInbox,
} from './inbox-cache';
import { requireToken } from './notifications-errors';

/** DELETE /api/notifications/:id. */
export async function deleteNotification(id: string): Promise<string> {
  requireToken();
  await apiClient.delete<unknown>(`/notifications/${encodeURIComponent(id)}`);
  return id;
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: async (id) => {
      const snapshot = await snapshotInbox(queryClient);
      const wasUnread = findInboxItem(queryClient, id)?.read === false;
      updateInbox(queryClient, (items) => items.filter((item) => item._id !== id));
      if (wasUnread) shiftUnreadCount(queryClient, -1);
      return snapshot;
    },
    onError: (_error, _id, snapshot) => restoreInbox(queryClient, snapshot),
    onSettled: () => refetchInbox(queryClient),
  });
}
