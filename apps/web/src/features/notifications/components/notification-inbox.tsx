import type { Notification } from '@streamfront/contract';
import { useCallback, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useRowFocus } from '@/components/list/use-row-focus';
import { cn } from '@/lib/cn';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useInbox } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { inboxItems } from '../api/inbox-cache';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { failureDetail, NOTIFICATIONS_MESSAGES } from '../api/notifications-errors';
import { useSessionExpiry } from '../use-session-expiry';
import { NotificationCard } from './notification-card';
import { NotificationIcon } from './notification-icon';
import { NotificationItem } from './notification-item';

export interface NotificationInboxProps {
  /** `menu`: the bell's drop-down; `page`: the admin notifications page. */
  variant?: 'menu' | 'page';
  /** Called on a 401: the app clears its session user (spec §8). */
  onSessionExpired?: () => void;
}

/**
 * The signed-in user's own notifications (spec §3/§4/§7): open one in the pop-up card (which
 * marks it read), mark one or all read, delete one or all. Changes show at once and are
 * reconciled with the server's answer.
 */
export function NotificationInbox({ variant = 'menu', onSessionExpired }: NotificationInboxProps) {
  const inbox = useInbox();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const removeAll = useDeleteAllNotifications();
  const [opened, setOpened] = useState<Notification | null>(null);
  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);
  const closeCard = useCallback(() => setOpened(null), []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useSessionExpiry(
    [inbox.error, unread.error, markRead.error, markAll.error, remove.error, removeAll.error],
    onSessionExpired,
  );

  const items = inboxItems(inbox.data);
  const hasUnread = (unread.data ?? 0) > 0 || items.some((item) => !item.read);
  const busy = markAll.isPending || removeAll.isPending;

  // Deleting takes the focused row away: the focus goes on to the next notification, or the
  // one before when it was the last, or to the heading when the list is empty.
  const rowFocus = useRowFocus({
    root: listRef,
    rowKeys: items.map((item) => item._id),
    rows: 'ul > li',
    control: 'first',
    fallback: headingRef,
  });

  function open(notification: Notification) {
    setOpened(notification);
    if (!notification.read) markRead.mutate(notification._id);
  }

  return (
    <section aria-label="Notification inbox" className="flex min-h-0 flex-col">
      <header
        className={cn(
          'flex flex-wrap items-center justify-between gap-2 border-b border-night-700',
          variant === 'menu' ? 'px-4 py-3' : 'pb-3',
        )}
      >
        {/* Takes the focus when the button pressed goes off (nothing left to mark or delete). */}
        <h2
          ref={headingRef}
          tabIndex={-1}
          className={cn('font-semibold', variant === 'page' && 'text-lg')}
        >
          Notifications
        </h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={!hasUnread || busy}
            onClick={() => {
              headingRef.current?.focus();
              markAll.mutate();
            }}
          >
            Mark all as read
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={items.length === 0 || busy}
            onClick={() => setConfirmingDeleteAll(true)}
          >
            Delete all
          </Button>
        </div>
      </header>

      <ConfirmDialog
        open={confirmingDeleteAll}
        title="Delete all notifications?"
        confirmLabel="Yes, delete all"
        // Nothing is left to delete then: the focus goes to the list's heading.
        focusAfterConfirm={headingRef}
        onCancel={() => setConfirmingDeleteAll(false)}
        onConfirm={() => {
          setConfirmingDeleteAll(false);
          removeAll.mutate();
        }}
      >
        This cannot be undone.
      </ConfirmDialog>

      <div
        ref={listRef}
        onFocus={rowFocus.onFocus}
        onBlur={rowFocus.onBlur}
        className={cn(variant === 'menu' && 'max-h-[60vh] overflow-y-auto')}
      >
        {inbox.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading notifications…" />
          </div>
        ) : inbox.isError && items.length === 0 ? (
          <InboxError error={inbox.error} onRetry={() => void inbox.refetch()} />
        ) : items.length === 0 ? (
          <EmptyInbox />
        ) : (
          <ul className="divide-y divide-night-700">
            {items.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                busy={busy}
                onOpen={open}
                onMarkRead={(id) => markRead.mutate(id)}
                onDelete={(id) => remove.mutate(id)}
              />
            ))}
          </ul>
        )}
        {inbox.hasNextPage && (
          <div className="flex justify-center py-3">
            <Button
              variant="secondary"
              size="sm"
              loading={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        )}
      </div>

      {opened && <NotificationCard notification={opened} onClose={closeCard} />}
    </section>
  );
}

function EmptyInbox() {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <NotificationIcon type="none" className="h-8 w-8 text-slate-500" />
      <p className="font-medium">No notifications yet</p>
      <p className="text-sm text-slate-400">New ones will show up here.</p>
    </div>
  );
}

function InboxError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const detail = failureDetail(error);
  const authRequired = error.message === NOTIFICATIONS_MESSAGES.authRequired;
  return (
    <div className="flex flex-col gap-3 p-4">
      <Alert>
        {error.message}
        {detail && <span className="mt-1 block text-red-300/80">{detail}</span>}
      </Alert>
      {!authRequired && (
        <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
