import type { Notification } from '@streamfront/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  prependToInbox,
  refetchInbox,
  setUnreadCount,
  shiftUnreadCount,
  updateInbox,
} from '../api/inbox-cache';
import { notificationsKeys } from '../api/notifications-keys';
import { refreshListsFor, refreshRecord } from '@/lib/live-refresh';
import type { LiveHandlers } from './live-connection';

export interface LiveEffects {
  /** Spec §9: top-right, 5 s. */
  showToast(notification: Notification): void;
  /** Spec §9: the 880 → 440 Hz tone. */
  playTone(): void;
}

/** Events close together (a burst of form submissions) share one reconciling refetch. */
const RECONCILE_DELAY_MS = 1000;

/** What each live event does to the inbox cache and the page (spec §7, issue 4). */
export function createLiveHandlers(queryClient: QueryClient, effects: LiveEffects): LiveHandlers {
  let reconcileTimer: ReturnType<typeof setTimeout> | null = null;
  const reconcileSoon = () => {
    if (reconcileTimer) clearTimeout(reconcileTimer);
    reconcileTimer = setTimeout(() => {
      reconcileTimer = null;
      void refetchInbox(queryClient);
    }, RECONCILE_DELAY_MS);
  };

  return {
    onNew(notification, channel) {
      // The badge rises at once; a refetch shortly after settles any race with a fetch that
      // was already on its way.
      const inboxLoaded = queryClient.getQueryData(notificationsKeys.inbox) !== undefined;
      const added = prependToInbox(queryClient, notification);
      // A repeated event for one already listed does not count twice.
      if (!notification.read && (added || !inboxLoaded)) shiftUnreadCount(queryClient, 1);
      reconcileSoon();
      effects.showToast(notification);
      // The tone is for the back-office (spec §7: admin:notification:new shows a toast and a tone).
      if (channel === 'admin') {
        effects.playTone();
        refreshListsFor(queryClient, notification.type);
      }
    },
    onRead(event) {
      setUnreadCount(queryClient, event.unreadCount);
      updateInbox(queryClient, (items) =>
        items.map((item) => (item._id === event.notificationId ? { ...item, read: true } : item)),
      );
      void refetchInbox(queryClient);
    },
    onChanged(_kind, event) {
      if (event) setUnreadCount(queryClient, event.unreadCount);
      void refetchInbox(queryClient);
    },
    onResync() {
      void refetchInbox(queryClient);
    },
    onRecordChanged(event) {
      refreshRecord(queryClient, event.record);
    },
  };
}
