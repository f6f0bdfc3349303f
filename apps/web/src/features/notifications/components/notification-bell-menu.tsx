import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useUnreadCount } from '../api/get-unread-count';
import { clampCount } from '../api/inbox-cache';
import { useLiveNotifications, type NotificationsUser } from '../live/use-live-notifications';
import { useSessionExpiry } from '../use-session-expiry';
import { BellGlyph } from './bell-glyph';
import { NOTIFICATIONS_LAYER } from './notification-card';
import { NotificationInbox } from './notification-inbox';
import { UnreadBadge } from './unread-badge';

export interface NotificationBellMenuProps {
  user: NotificationsUser;
  /** Called on a 401: the app clears its session user (spec §8). */
  onSessionExpired?: (() => void) | undefined;
  /** A page with every notification (the admin one), linked under the list. */
  viewAllHref?: string | undefined;
  className?: string | undefined;
}

/**
 * The bell with its unread badge and drop-down inbox. Mounting it holds the tab's live
 * connection, so new notifications raise the badge (and, for admins, toast and chime).
 */
export function NotificationBellMenu({
  user,
  onSessionExpired,
  viewAllHref,
  className,
}: NotificationBellMenuProps) {
  const live = useLiveNotifications(user);
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useSessionExpiry([count.error], onSessionExpired);

  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // The pop-up card is rendered on <body>; a click in it must not close the list under it.
      if (rootRef.current?.contains(target) || target?.closest(`[${NOTIFICATIONS_LAYER}]`)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus in the list would go down with it, to the page body: back to the bell instead.
      if (rootRef.current?.contains(document.activeElement)) bellRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const unread = clampCount(count.data ?? 0);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={bellRef}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        data-live-state={live.state}
        data-live-subscribed={live.subscribed}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-full p-2 text-slate-200 hover:bg-night-800 hover:text-white"
      >
        <BellGlyph />
        <UnreadBadge count={unread} />
      </button>
      {open && (
        <div
          id={panelId}
          // On phones the bell is not at the screen's edge: the panel spans the width instead.
          className="absolute right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-night-600 bg-night-800 text-left text-slate-100 shadow-2xl max-sm:fixed max-sm:inset-x-2 max-sm:top-[4.5rem] max-sm:mt-0 max-sm:w-auto"
        >
          <NotificationInbox variant="menu" onSessionExpired={onSessionExpired} />
          {viewAllHref && (
            <Link
              to={viewAllHref}
              onClick={() => setOpen(false)}
              className="block border-t border-night-700 px-4 py-2.5 text-center text-sm text-slate-300 hover:bg-night-700 hover:text-white"
            >
              View all notifications
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
