import type { Notification } from '@streamfront/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  findInboxItem,
  refetchInbox,
  restoreInbox,
  setUnreadCount,
  shiftUnreadCount,
  snapshotInbox,
  updateInbox,
} from './inbox-cache';

type ShowChange<TVariables> = (queryClient: QueryClient, variables: TVariables) => void;

/**
 * A change to the inbox shown at once: the loaded pages and count change before the request,
 * come back on failure, and are reconciled with the server afterwards either way.
 */
export function useInboxMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  showChange: ShowChange<TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      const snapshot = await snapshotInbox(queryClient);
      showChange(queryClient, variables);
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => restoreInbox(queryClient, snapshot),
    onSettled: () => refetchInbox(queryClient),
  });
}

/** A change to one notification: the count drops by one when it was still unread. */
export const changeOne =
  (change: (items: Notification[], id: string) => Notification[]): ShowChange<string> =>
  (queryClient, id) => {
    const wasUnread = findInboxItem(queryClient, id)?.read === false;
    updateInbox(queryClient, (items) => change(items, id));
    if (wasUnread) shiftUnreadCount(queryClient, -1);
  };

/** A change to every notification of the user: none is left unread afterwards. */
export const changeAll =
  (change: (items: Notification[]) => Notification[]): ShowChange<void> =>
  (queryClient) => {
    updateInbox(queryClient, change);
    setUnreadCount(queryClient, 0);
  };
