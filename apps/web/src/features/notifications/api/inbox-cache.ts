import type { Notification } from '@streamfront/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationsKeys } from './notifications-keys';

/** One page of the inbox as the list keeps it. */
export interface InboxPage {
  items: Notification[];
  page: number;
  pageSize: number;
  total: number;
}

export type InboxData = InfiniteData<InboxPage>;

/** Spec §4: the unread count never goes below 0, whatever arrives. */
export const clampCount = (count: number) => Math.max(0, Math.trunc(count) || 0);

export function inboxItems(data: InboxData | undefined): Notification[] {
  if (!data) return [];
  // Pages are offsets: after a new arrival, page 2 can repeat the end of page 1.
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item._id) && seen.add(item._id));
}

export function findInboxItem(queryClient: QueryClient, id: string): Notification | undefined {
  return inboxItems(queryClient.getQueryData<InboxData>(notificationsKeys.inbox)).find(
    (item) => item._id === id,
  );
}

/** Rewrites every loaded page of the inbox; nothing happens when it was never loaded. */
export function updateInbox(
  queryClient: QueryClient,
  change: (items: Notification[]) => Notification[],
): void {
  queryClient.setQueryData<InboxData>(notificationsKeys.inbox, (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((page) => {
      const items = change(page.items);
      removed += Math.max(0, page.items.length - items.length);
      return { ...page, items };
    });
    // Every page carries the same server total; it shrinks by what left any page.
    return {
      ...data,
      pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - removed) })),
    };
  });
}

export function prependToInbox(queryClient: QueryClient, notification: Notification): boolean {
  let added = false;
  queryClient.setQueryData<InboxData>(notificationsKeys.inbox, (data) => {
    const first = data?.pages[0];
    if (!data || !first) return data;
    if (inboxItems(data).some((item) => item._id === notification._id)) return data;
    added = true;
    const pages = data.pages.map((page, index) =>
      index === 0
        ? { ...page, items: [notification, ...page.items], total: page.total + 1 }
        : { ...page, total: page.total + 1 },
    );
    return { ...data, pages };
  });
  return added;
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<number>(notificationsKeys.unreadCount, clampCount(count));
}

/** Adds `delta` to a loaded count (never below 0); an unloaded count is left to its fetch. */
export function shiftUnreadCount(queryClient: QueryClient, delta: number): void {
  queryClient.setQueryData<number>(notificationsKeys.unreadCount, (count) =>
    count === undefined ? count : clampCount(count + delta),
  );
}

export interface InboxSnapshot {
  inbox: InboxData | undefined;
  count: number | undefined;
}

/** Stops fetches in flight (they would overwrite the optimistic change) and keeps the state. */
export async function snapshotInbox(queryClient: QueryClient): Promise<InboxSnapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: notificationsKeys.inbox }),
    queryClient.cancelQueries({ queryKey: notificationsKeys.unreadCount }),
  ]);
  return {
    inbox: queryClient.getQueryData<InboxData>(notificationsKeys.inbox),
    count: queryClient.getQueryData<number>(notificationsKeys.unreadCount),
  };
}

export function restoreInbox(queryClient: QueryClient, snapshot: InboxSnapshot | undefined): void {
  if (!snapshot) return;
  queryClient.setQueryData(notificationsKeys.inbox, snapshot.inbox);
  queryClient.setQueryData(notificationsKeys.unreadCount, snapshot.count);
}

/** The server's word after every change: reconciles whatever was shown optimistically. */
export function refetchInbox(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsKeys.inbox }),
    queryClient.invalidateQueries({ queryKey: notificationsKeys.unreadCount }),
  ]).then(() => undefined);
}
