import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { showNotificationToast } from '../components/notification-toast';
import { createLiveHandlers } from './live-events';
import { liveStore, type LiveStatus } from './live-store';
import { playNotificationTone } from './notification-tone';

/** Who the page shows notifications for (from the session; the app passes it in). */
export interface NotificationsUser {
  id: string;
  role: string;
}

/** The live connection's state, for a status line or a test hook. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveStore.subscribe, liveStore.getStatus, liveStore.getStatus);
}

/**
 * Holds the tab's live connection while mounted with a signed-in user (spec §4); a new user
 * or role makes a new connection, signing out ends it.
 */
export function useLiveNotifications(user: NotificationsUser | null): LiveStatus {
  const queryClient = useQueryClient();
  const key = user ? `${user.id}\n${user.role}` : null;
  useEffect(() => {
    if (key === null) return;
    return liveStore.acquire(
      createLiveHandlers(queryClient, {
        showToast: showNotificationToast,
        playTone: playNotificationTone,
      }),
    );
  }, [key, queryClient]);
  return useLiveStatus();
}
