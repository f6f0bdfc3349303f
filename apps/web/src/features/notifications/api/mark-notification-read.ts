import type { Notification } from '@streamfront/contract';
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

/** PATCH /api/notifications/:id/read. */
export async function markNotificationRead(id: string): Promise<Notification> {
  requireToken();
  const answer = await apiClient.patch<{ data: Notification }>(
    `/notifications/${encodeURIComponent(id)}/read`,
  );
  return answer.data;
}

/** Shows it read at once; the server's answer (or a failure) is reconciled by a refetch. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      const snapshot = await snapshotInbox(queryClient);
      const wasUnread = findInboxItem(queryClient, id)?.read === false;
      updateInbox(queryClient, (items) =>
        items.map((item) => (item._id === id ? { ...item, read: true } : item)),
      );
      if (wasUnread) shiftUnreadCount(queryClient, -1);
      return snapshot;
    },
    onError: (_error, _id, snapshot) => restoreInbox(queryClient, snapshot),
    onSettled: () => refetchInbox(queryClient),
  });
}
