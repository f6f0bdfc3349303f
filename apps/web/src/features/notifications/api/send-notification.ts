import type { SendNotificationBody, SentNotification } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { refetchInbox } from './inbox-cache';
import { notificationsKeys } from './notifications-keys';

/** POST /api/admin/notifications: to one user, every customer or every admin. */
export async function sendNotification(body: SendNotificationBody): Promise<SentNotification> {
  // No silent retry: a send whose answer was lost has probably reached people already.
  const answer = await apiClient.post<{ data: SentNotification }>('/admin/notifications', body, {
    retries: 0,
  });
  return answer.data;
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    meta: { silent: true },
    onSuccess: (sent) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKeys.sent }),
        // An admin who sent to the admins is one of them.
        sent.audience === 'admins' ? refetchInbox(queryClient) : undefined,
      ]),
  });
}
