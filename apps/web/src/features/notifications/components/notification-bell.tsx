import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';
import type { NotificationsUser } from '../live/use-live-notifications';
import { BellGlyph } from './bell-glyph';
import type { NotificationBellMenuProps } from './notification-bell-menu';

// The inbox, the live connection and socket.io-client load only for a signed-in user:
// visitors of the public pages never download them.
const NotificationBellMenu = lazy(async () => ({
  default: (await import('./notification-bell-menu')).NotificationBellMenu,
}));

export type { NotificationsUser };

export interface NotificationBellProps extends Omit<NotificationBellMenuProps, 'user'> {
  /** The signed-in user; nothing shows without one. */
  user: NotificationsUser | null | undefined;
}

/**
 * The notification bell for the navigation bar and the admin header. Give it the session's
 * user, and `onSessionExpired` to clear the session when the server answers 401.
 */
export function NotificationBell({ user, className, ...rest }: NotificationBellProps) {
  if (!user) return null;
  return (
    <Suspense
      fallback={
        <span className={cn('relative inline-flex rounded-full p-2 text-slate-400', className)}>
          <BellGlyph />
        </span>
      }
    >
      <NotificationBellMenu user={user} className={className} {...rest} />
    </Suspense>
  );
}
