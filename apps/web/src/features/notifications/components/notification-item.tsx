import type { Notification } from '@streamfront/contract';
import { useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { formatDateTime, formatWhen } from '@/lib/format-date';
import { NotificationIcon } from './notification-icon';

/** A small icon button acting on one notification; its name says which. */
function ItemAction({
  action,
  title,
  glyph,
  disabled,
  onClick,
}: {
  action: string;
  title: string;
  glyph: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={`${action}: ${title}`}
      title={action}
      disabled={disabled}
      onClick={onClick}
      className="rounded-md p-1.5 text-slate-400 hover:bg-night-700 hover:text-white disabled:opacity-50"
    >
      <Icon className="h-4 w-4">
        <path d={glyph} />
      </Icon>
    </button>
  );
}

export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
  onDelete,
  busy,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  busy: boolean;
}) {
  const { _id: id, title, message, read, type, createdAt } = notification;
  const openButton = useRef<HTMLButtonElement>(null);
  return (
    <li
      data-testid="notification-item"
      data-read={read}
      className={cn('flex items-start gap-3 px-4 py-3', !read && 'bg-brand-600/5')}
    >
      <NotificationIcon type={type} className="mt-0.5" />
      <button
        ref={openButton}
        type="button"
        onClick={() => onOpen(notification)}
        className="min-w-0 flex-1 rounded-md text-left"
      >
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', read ? 'text-slate-300' : 'font-semibold')}>
            {title}
          </span>
          {!read && (
            <span className="h-2 w-2 shrink-0 rounded-full bg-brand-500">
              <span className="sr-only">Unread</span>
            </span>
          )}
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm text-slate-400">{message}</span>
        <span className="mt-1 block text-xs text-slate-400" title={formatDateTime(createdAt)}>
          {formatWhen(createdAt)}
        </span>
      </button>
      <span className="flex shrink-0 gap-0.5">
        {!read && (
          <ItemAction
            action="Mark as read"
            title={title}
            glyph="m5 12.5 4.5 4.5L19 7.5"
            disabled={busy}
            onClick={() => {
              // The button goes once the notification is read: focus stays on the notification.
              openButton.current?.focus();
              onMarkRead(id);
            }}
          />
        )}
        <ItemAction
          action="Delete"
          title={title}
          glyph="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
          disabled={busy}
          onClick={() => onDelete(id)}
        />
      </span>
    </li>
  );
}
