import { isSameSitePath, type Notification } from '@streamfront/contract';
import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { NotificationIcon } from './notification-icon';

/** Marks elements that belong to the notifications UI although they sit outside it (portals). */
export const NOTIFICATIONS_LAYER = 'data-notifications-layer';

/**
 * Spec §2: the notification pop-up card, with its Close button. It shows one notification in
 * full; Escape, the backdrop and Close dismiss it. Rendered on <body>: the navigation bar's
 * backdrop blur would otherwise trap a fixed element inside the bar.
 */
export function NotificationCard({
  notification,
  onClose,
}: {
  notification: Notification;
  onClose: () => void;
}) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const previous = document.activeElement;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [onClose]);

  const { link } = notification;
  return createPortal(
    <div
      {...{ [NOTIFICATIONS_LAYER]: '' }}
      className="fixed inset-0 z-[60] flex items-start justify-center p-4 pt-24"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-night-950/60" onClick={onClose} />
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className="relative w-full max-w-md rounded-xl border border-night-600 bg-night-800 p-5 shadow-2xl"
      >
        <div className="flex items-start gap-3">
          <NotificationIcon type={notification.type} className="mt-0.5 h-6 w-6" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold break-words">
              {notification.title}
            </h2>
            <p className="mt-1 text-xs text-slate-400">{formatDateTime(notification.createdAt)}</p>
          </div>
        </div>
        <p className="mt-4 text-sm whitespace-pre-line break-words text-slate-200">
          {notification.message}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          {/* Only ever in-app: a link stored before the contract refused off-site ones is not shown. */}
          {link && isSameSitePath(link) && (
            <Link to={link} onClick={onClose} className={buttonClasses('secondary', 'sm')}>
              Open
            </Link>
          )}
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className={buttonClasses('primary', 'sm')}
          >
            Close
          </button>
        </div>
      </section>
    </div>,
    document.body,
  );
}
